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

/** Where and how an ad picture's parts sit, from bytes of the name's hash past the colours'. */
function adLayout(name: string) {
  const h = nameHash(name);
  const byte = (i: number) => h[i] ?? 0;
  const [width, height] = [480, 600];
  return {
    width,
    height,
    // the product anywhere across the upper two thirds, small to large
    cx: width * (0.22 + (0.56 * byte(3)) / 255),
    cy: height * (0.24 + (0.24 * byte(4)) / 255),
    radius: 60 + (byte(5) % 80),
    // a box beside it in half of the pictures (a pack, a phone), on the other side, tall or short
    box: byte(6) % 2 === 0,
    boxHeight: 90 + (byte(12) % 120),
    // the caption card at the foot or the head, wide or narrow, to the left or the right
    cardTop: byte(7) % 3 === 0 ? 40 : 440,
    cardWidth: 220 + (byte(13) % 170),
    cardRight: byte(14) % 2 === 0,
    // the background: a gradient's direction, and stripes at an angle in half of them
    diagonal: byte(8) % 2 === 0,
    stripes: byte(9) % 2 === 0,
    stripeAngle: (byte(10) / 255) * Math.PI,
    stripePeriod: 160 + (byte(11) % 120),
  };
}

/**
 * An ad picture (4:5 feed format): a two-hue background, a product disc (and sometimes a box)
 * and a caption card, laid out from the name: the demo's creatives differ in their shapes and
 * where they sit, as real ones do, not only in their colours (duplicates, issue 26, tell them
 * apart by their layout; a copy keeps it).
 */
function adPicture(name: string) {
  const { hue, accentShift, shape } = traits(name);
  const l = adLayout(name);
  const top = hsl(hue, 0.7, 0.62);
  const bottom = hsl((hue + accentShift) % 360, 0.55, 0.38);
  const product = hsl((hue + 180) % 360, 0.65, 0.55);
  const boxColour = hsl((hue + 90) % 360, 0.5, 0.5);
  const boxX = l.cx < l.width / 2 ? l.width * 0.62 : l.width * 0.12;
  const [cos, sin] = [Math.cos(l.stripeAngle), Math.sin(l.stripeAngle)];
  return encodePng(l.width, l.height, (x, y) => {
    const cardLeft = l.cardRight ? l.width - 32 - l.cardWidth : 32;
    const inCard = y > l.cardTop && y < l.cardTop + 100 && x > cardLeft && x < cardLeft + l.cardWidth;
    if (inCard) {
      const [at, across] = [y - l.cardTop, x - cardLeft];
      const line =
        (at > 28 && at < 40 && across < l.cardWidth - 40) ||
        (at > 56 && at < 66 && across < l.cardWidth * 0.6);
      return line ? mix(bottom, WHITE, 0.35) : WHITE;
    }
    const r = Math.hypot(x - l.cx, y - l.cy);
    const inMark = shape === 2 ? Math.abs(x - l.cx) + Math.abs(y - l.cy) < l.radius * 1.2 : r < l.radius;
    if (inMark) return mix(product, WHITE, Math.max(0, (l.radius - r) / l.radius - 0.55));
    if (l.box && x > boxX && x < boxX + 130 && y > l.cy - 40 && y < l.cy - 40 + l.boxHeight) return boxColour;
    const along = l.diagonal ? (x / l.width + y / l.height) / 2 : y / l.height;
    const background = mix(top, bottom, along);
    const stripe = l.stripes && Math.floor((x * cos + y * sin) / l.stripePeriod) % 2 === 0;
    return stripe ? mix(background, WHITE, 0.18) : background;
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
