import sharp from 'sharp';

/**
 * Windows cut from photos, for `--photos`: how often two unrelated pictures fall within the near
 * distance, which the demo set (one layout in many colours) cannot say. Windows of 120, 180
 * and 240 px (4:5 where the photo is tall enough) at three-quarter steps; two windows are
 * unrelated when they come from different photos or do not overlap. Blank windows (a border, a
 * letterbox: every pixel within a few grey levels) are left out: all blank pictures are alike.
 */
interface PhotoWindow {
  photo: number;
  left: number;
  top: number;
  width: number;
  height: number;
  png: Buffer;
}

const SIDES = [120, 180, 240];
/** Below this standard deviation of the grey levels a window is blank. */
const BLANK_STDEV = 4;

export async function photoWindows(paths: string[]): Promise<PhotoWindow[]> {
  const windows: PhotoWindow[] = [];
  for (const [photo, path] of paths.entries()) {
    const { width: photoWidth = 0, height: photoHeight = 0 } = await sharp(path).autoOrient().metadata();
    for (const width of SIDES) {
      const height = Math.round(width * 1.25) <= photoHeight ? Math.round(width * 1.25) : width;
      const step = Math.round(width * 0.75);
      for (let top = 0; top + height <= photoHeight; top += step)
        for (let left = 0; left + width <= photoWidth; left += step) {
          const png = await sharp(path).autoOrient().extract({ left, top, width, height }).png().toBuffer();
          const { channels } = await sharp(png).greyscale().stats();
          if ((channels[0]?.stdev ?? 0) < BLANK_STDEV) continue;
          windows.push({ photo, left, top, width, height, png });
        }
    }
  }
  return windows;
}

export const unrelated = (a: PhotoWindow, b: PhotoWindow) =>
  a.photo !== b.photo ||
  a.left + a.width <= b.left ||
  b.left + b.width <= a.left ||
  a.top + a.height <= b.top ||
  b.top + b.height <= a.top;
