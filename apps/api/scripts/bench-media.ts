/**
 * Measures the media processing of issue 25 §4 on this machine:
 *   npm run bench:media [-- --images 120 --concurrency 2]
 * 1. A 1080p, 30-second H.264 upload (made here by the bundled ffmpeg: ffmpeg's testsrc2 pattern,
 *    a caption, a tone, a key frame every 2 s as phones write): metadata, poster, strip and thumbnails;
 *    then OCR of the poster and the strip's frames (a cold worker, then warm reads).
 * 2. 1080p JPEGs (frames of that video): metadata, thumbnails, placeholder and hash, `concurrency`
 *    at a time, in images per second.
 * The load average is printed before and after: on a shared machine it explains a slow run.
 * Numbers, not assertions.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { makeImageDerivatives } from '../src/media/image-derivatives.js';
import { OcrReader } from '../src/media/ocr-reader.js';
import { probe } from '../src/media/probe.js';
import { FFMPEG_PATH, runTool } from '../src/media/run-tool.js';
import { makeVideoDerivatives } from '../src/media/video-derivatives.js';

const { values: args } = parseArgs({
  options: { images: { type: 'string', default: '120' }, concurrency: { type: 'string', default: '2' } },
});
const imageCount = Number(args.images);
const concurrency = Number(args.concurrency);

const deadline = setTimeout(() => {
  process.stderr.write('bench-media: over its 15-minute budget, stopping\n');
  process.exit(2);
}, 15 * 60_000);
deadline.unref();

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};
async function ffmpeg(args: string[]) {
  const run = await runTool(FFMPEG_PATH, ['-v', 'error', '-y', ...args], 10 * 60_000);
  if (run.code !== 0) throw new Error(`ffmpeg: ${run.stderr}`);
}

const dir = join(tmpdir(), 'adlib-bench-media');
rmSync(dir, { recursive: true, force: true });
mkdirSync(join(dir, 'jpeg'), { recursive: true });
const video = join(dir, '1080p-30s.mp4');
console.log(`load average at start: ${load()}`);

// a caption for OCR to read, drawn with Debian's DejaVu font when the machine has it
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const caption = existsSync(FONT)
  ? `,drawtext=fontfile=${FONT}:text='SUMMER SALE':fontsize=150:fontcolor=black:box=1:boxcolor=white:boxborderw=30:x=(w-tw)/2:y=h*0.62`
  : '';
const [, makeMs] = await timed(() =>
  ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=30${caption}`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=30'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-g', '60', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', video],
  ]),
);
console.log(`made the 1080p 30 s H.264 in ${seconds(makeMs)} (not part of the figures)\n`);

console.log('## A 1080p, 30-second H.264 upload');
for (const run of [1, 2]) {
  const [info, probeMs] = await timed(() => probe({ path: video }));
  if (info.kind !== 'video') throw new Error('the bench video is a video');
  const [made, deriveMs] = await timed(() => makeVideoDerivatives({ path: video }, info));
  console.log(
    `run ${run}: metadata ${seconds(probeMs)} + poster, 8-frame strip, thumbnails, placeholder, hashes ${seconds(deriveMs)} = ${seconds(probeMs + deriveMs)}` +
      ` (${info.width}×${info.height}, ${info.durationSeconds} s, ${info.codec}, poster at ${made.posterAtSeconds} s)`,
  );
  if (run === 2) {
    const reader = new OcrReader();
    const [first, coldMs] = await timed(() => reader.read(made.poster.buffer));
    const [, stripMs] = await timed(async () => {
      for (const frame of made.strip) await reader.read(frame.buffer);
    });
    await reader.close();
    console.log(
      `OCR: poster with a cold worker ${seconds(coldMs)} (read ${first.ms} ms, "${first.text.slice(0, 40)}"), ` +
        `then the 8 strip frames ${seconds(stripMs)}: ${seconds(coldMs + stripMs)} in all`,
    );
  }
}

// frames of the video as 1080p JPEGs: pictures with detail, as photos have
await ffmpeg(['-i', video, '-vf', `fps=${imageCount}/30`, '-q:v', '3', join(dir, 'jpeg', '%04d.jpg')]);
const jpegs = readdirSync(join(dir, 'jpeg')).map((name) => join(dir, 'jpeg', name));

console.log(
  `\n## ${jpegs.length} 1080p JPEGs, ${concurrency} at a time: metadata, thumbnails, placeholder, hash`,
);
let next = 0;
// the CPU of every thread of this process (libvips's, libuv's, JavaScript's): unlike the time,
// it hardly moves with the machine's load
const cpuBefore = process.cpuUsage();
const [, imagesMs] = await timed(() =>
  Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jpegs.length) {
        const path = jpegs[next++] ?? '';
        await probe({ path });
        await makeImageDerivatives({ path });
      }
    }),
  ),
);
const cpu = process.cpuUsage(cpuBefore);
console.log(
  `${jpegs.length} images in ${seconds(imagesMs)}: ${(jpegs.length / (imagesMs / 1000)).toFixed(1)} images/s; ` +
    `CPU ${((cpu.user + cpu.system) / 1000 / jpegs.length).toFixed(1)} ms per image (process.cpuUsage)`,
);

console.log(`\nload average at end: ${load()}`);
rmSync(dir, { recursive: true, force: true });
