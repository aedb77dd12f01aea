// Media files and multipart bodies shared by the upload tests.
import { readFileSync } from 'node:fs';

// A real 1x1 PNG.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const box = (type: string, payload: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
};
/** A minimal ISO base media file: ftyp (brand, version, compatible brands), free, mdat. */
export const isoMedia = (brand: string, compatible: string[]) =>
  Buffer.concat([
    box(
      'ftyp',
      Buffer.concat([
        Buffer.from(brand, 'latin1'),
        Buffer.from([0, 0, 2, 0]),
        Buffer.from(compatible.join(''), 'latin1'),
      ]),
    ),
    box('free', Buffer.alloc(0)),
    box('mdat', Buffer.from(Array.from({ length: 200 }, (_, i) => i % 256))),
  ]);
export const MP4 = isoMedia('isom', ['isom', 'iso2', 'mp41']);
/** An H.264 clip a browser plays (the demo library's, written by scripts/make-demo-videos.ts). */
export const PLAYABLE_MP4 = readFileSync(new URL('../demo-media/videos/clip-1.mp4', import.meta.url));
export const MOV = isoMedia('qt  ', ['qt  ']);
export const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm', 'latin1'),
  Buffer.alloc(40),
]);

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it, parts in the given order. */
export function multipart(parts: [string, string | FilePart][]) {
  const boundary = '----adlibTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const file = (
  data: Buffer,
  filename = 'upload.bin',
  contentType = 'application/octet-stream',
): FilePart => ({
  data,
  filename,
  contentType,
});
