import { CONSTRAINTS, LEVEL, PROFILE_BASELINE } from './h264.js';

/** An ISO base media box: size, type, content. */
function box(type: string, ...content: Buffer[]) {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** A full box: version and flags before the content. */
const fullBox = (type: string, version: number, flags: number, ...content: Buffer[]) =>
  box(type, u32((version << 24) | flags), ...content);

function u32(...values: number[]) {
  const b = Buffer.alloc(4 * values.length);
  for (const [i, v] of values.entries()) b.writeUInt32BE(v >>> 0, i * 4);
  return b;
}
function u16(...values: number[]) {
  const b = Buffer.alloc(2 * values.length);
  for (const [i, v] of values.entries()) b.writeUInt16BE(v & 0xffff, i * 2);
  return b;
}
const zeros = (n: number) => Buffer.alloc(n);
/** The identity transform of mvhd and tkhd. */
const MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

export interface Clip {
  width: number;
  height: number;
  /** frames per second */
  fps: number;
  sps: Buffer;
  pps: Buffer;
  /** one NAL unit per frame, the first an IDR picture */
  frames: Buffer[];
}

/**
 * The clip as an MP4 file with one H.264 track, the index (moov) before the data, so a
 * browser can start playing from the first bytes.
 */
export function mp4(clip: Clip) {
  const timescale = clip.fps * 100;
  const delta = 100;
  const duration = clip.frames.length * delta;
  const samples = clip.frames.map((f) => Buffer.concat([u32(f.length), f]));

  const avcC = box(
    'avcC',
    Buffer.from([1, PROFILE_BASELINE, CONSTRAINTS, LEVEL, 0xff, 0xe1]),
    u16(clip.sps.length),
    clip.sps,
    Buffer.from([1]),
    u16(clip.pps.length),
    clip.pps,
  );
  const compressorName = zeros(32);
  const avc1 = box(
    'avc1',
    zeros(6),
    u16(1), // data_reference_index
    zeros(16),
    u16(clip.width, clip.height),
    u32(0x480000, 0x480000, 0), // 72 dpi both ways
    u16(1), // frame_count
    compressorName,
    u16(0x18, 0xffff), // depth, pre_defined -1
    avcC,
  );
  const ftyp = box(
    'ftyp',
    Buffer.from('isom', 'latin1'),
    u32(0x200),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
  );

  const moovWith = (dataOffset: number) =>
    box(
      'moov',
      fullBox(
        'mvhd',
        0,
        0,
        u32(0, 0, timescale, duration, 0x10000),
        u16(0x100),
        zeros(10),
        MATRIX,
        zeros(24),
        u32(2),
      ),
      box(
        'trak',
        fullBox(
          'tkhd',
          0,
          3, // enabled, in movie
          u32(0, 0, 1, 0, duration, 0, 0),
          u16(0, 0, 0, 0),
          MATRIX,
          u32(clip.width << 16, clip.height << 16),
        ),
        box(
          'mdia',
          fullBox('mdhd', 0, 0, u32(0, 0, timescale, duration), u16(0x55c4, 0)), // language 'und'
          fullBox(
            'hdlr',
            0,
            0,
            u32(0),
            Buffer.from('vide', 'latin1'),
            zeros(12),
            Buffer.from('VideoHandler\0', 'latin1'),
          ),
          box(
            'minf',
            fullBox('vmhd', 0, 1, zeros(8)),
            box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
            box(
              'stbl',
              fullBox('stsd', 0, 0, u32(1), avc1),
              fullBox('stts', 0, 0, u32(1, samples.length, delta)),
              fullBox('stss', 0, 0, u32(1, 1)), // only the first frame is a key frame
              fullBox('stsc', 0, 0, u32(1, 1, samples.length, 1)),
              fullBox('stsz', 0, 0, u32(0, samples.length, ...samples.map((s) => s.length))),
              fullBox('stco', 0, 0, u32(1, dataOffset)),
            ),
          ),
        ),
      ),
    );
  // the moov's size does not depend on the offset it holds
  const moovSize = moovWith(0).length;
  const moov = moovWith(ftyp.length + moovSize + 8);
  return Buffer.concat([ftyp, moov, box('mdat', ...samples)]);
}
