/**
 * Writes the demo library's video clips (apps/api/demo-media/videos/*.mp4) with Node alone:
 * a creator's head and shoulders swaying for three seconds. Run once; the files are committed.
 *   npx tsx apps/api/scripts/make-demo-videos.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { portrait } from '../src/db/demo/portrait.js';
import { DEMO_VIDEO_NAMES, DEMO_VIDEOS_DIR } from '../src/db/demo/videos.js';
import {
  drawPicture,
  idrSlice,
  movedSlice,
  pictureParameterSet,
  sequenceParameterSet,
} from './demo-video/h264.js';
import { mp4 } from './demo-video/mp4.js';

const [WIDTH, HEIGHT] = [64, 112]; // 9:16, in whole macroblocks
const FPS = 10;
const SECONDS = 3;
/** The sway, in pixels from the start, frame by frame: out to 4, across to -4, back. */
const sway = (frame: number) => {
  const phase = frame % 16;
  return phase <= 4 ? phase : phase <= 12 ? 8 - phase : phase - 16;
};

mkdirSync(DEMO_VIDEOS_DIR, { recursive: true });
for (const name of DEMO_VIDEO_NAMES) {
  const draw = portrait(name, HEIGHT / WIDTH);
  const first = drawPicture(WIDTH, HEIGHT, (x, y) => draw((x + 0.5) / WIDTH, (y + 0.5) / WIDTH));
  const frames = [idrSlice(first)];
  for (let f = 1; f < FPS * SECONDS; f++) frames.push(movedSlice(WIDTH, HEIGHT, f, sway(f) - sway(f - 1), 0));
  const file = mp4({
    width: WIDTH,
    height: HEIGHT,
    fps: FPS,
    sps: sequenceParameterSet(WIDTH, HEIGHT),
    pps: pictureParameterSet(),
    frames,
  });
  writeFileSync(join(DEMO_VIDEOS_DIR, `${name}.mp4`), file);
  console.log(`${name}.mp4: ${file.length} bytes`);
}
