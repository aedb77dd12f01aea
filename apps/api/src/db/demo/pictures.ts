import { setBounded } from '../../util/bounded-map.js';
import { encodePng } from './png.js';
import { hsl, mix, nameHash, portrait, WHITE } from './portrait.js';

/**
 * The demo library's logos, ad pictures and creators' faces, drawn by the API itself so that a fresh
 * `npm start` shows real previews without reaching any other site. The picture behind a name
 * never changes: colours and shapes come from a hash of the name.
 */
export const DEMO_MEDIA_FOLDERS = ['logos', 'ads', 'faces'] as const;
export type DemoMediaFolder = (typeof DEMO_MEDIA_FOLDERS)[number];
export const DEMO_MEDIA_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.png$/;
/** Where the API serves them (modules/demo-media). */
export const DEMO_MEDIA_PATH = '/api/demo-media';

export const demoMediaUrl = (base: string, folder: DemoMediaFolder, name: string) =>
  `${base}${DEMO_MEDIA_PATH}/${folder}/${name}.png`;

/** Two hues and a shape choice from the name. */
function traits(name: string) {
  const h = nameHash(name);
  return {
    hue: ((h[0] ?? 0) / 255) * 360,
    accentShift: 120 + ((h[1] ?? 0) % 120),
    shape: (h[2] ?? 0) % 3,
  };
}

/** A brand mark: a coloured tile with a white disc, ring or diamond. 128 × 128. */
function logo(name: string) {
  const { hue, shape } = traits(name);
  const base = hsl(hue, 0.62, 0.45);
  const size = 128;
  const c = size / 2;
  return encodePng(size, size, (x, y) => {
    const dx = x - c + 0.5;
    const dy = y - c + 0.5;
    const r = Math.hypot(dx, dy);
    const inMark = shape === 0 ? r < 34 : shape === 1 ? r < 38 && r > 22 : Math.abs(dx) + Math.abs(dy) < 40;
    return inMark ? WHITE : base;
  });
}

/** An ad picture (4:5 feed format): a two-hue gradient, a product disc and a caption card. */
function adPicture(name: string) {
  const { hue, accentShift, shape } = traits(name);
  const top = hsl(hue, 0.7, 0.62);
  const bottom = hsl((hue + accentShift) % 360, 0.55, 0.38);
  const product = hsl((hue + 180) % 360, 0.65, 0.55);
  const [width, height] = [480, 600];
  const cx = width / 2;
  const cy = shape === 1 ? 230 : 250;
  const radius = 96 + shape * 14;
  return encodePng(width, height, (x, y) => {
    const inCard = y > 440 && y < 540 && x > 48 && x < width - 48;
    if (inCard) {
      const line = (y > 468 && y < 480 && x < 360) || (y > 496 && y < 506 && x < 300);
      return line ? mix(bottom, WHITE, 0.35) : WHITE;
    }
    const r = Math.hypot(x - cx, y - cy);
    if (r < radius) return mix(product, WHITE, Math.max(0, (radius - r) / radius - 0.55));
    return mix(top, bottom, y / height);
  });
}

/** A creator's profile picture: a head and shoulders on a coloured disc, white around it. 128 × 128. */
function face(name: string) {
  const size = 128;
  const draw = portrait(name);
  return encodePng(size, size, (x, y) => {
    const inDisc = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) < size / 2;
    return inDisc ? draw((x + 0.5) / size, (y + 0.5) / size) : WHITE;
  });
}

const DRAW: Record<DemoMediaFolder, (name: string) => Buffer> = { logos: logo, ads: adPicture, faces: face };

const drawn = new Map<string, Buffer>();
/** more than the demo library's pictures (about 600: seed-demo.ts demoPictureNames), so each is drawn once */
const MAX_DRAWN = 1000;

/** The PNG bytes of a demo picture, drawn once and kept (a few kilobytes each). */
export function demoPicture(folder: DemoMediaFolder, name: string): Buffer {
  const key = `${folder}/${name}`;
  let png = drawn.get(key);
  if (!png) {
    png = DRAW[folder](name);
    setBounded(drawn, key, png, MAX_DRAWN);
  }
  return png;
}
