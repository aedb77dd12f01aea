import { createHash } from 'node:crypto';

export type Rgb = [number, number, number];

export function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

export const WHITE: Rgb = [255, 255, 255];

/** The first bytes of the name's SHA-256: the same name always draws the same picture. */
export const nameHash = (name: string) => createHash('sha256').update(name).digest();

/** Skin tones for the stylised heads (flat, no features). */
const SKIN: readonly Rgb[] = [
  [247, 214, 186],
  [234, 189, 150],
  [205, 152, 110],
  [160, 110, 74],
  [112, 74, 50],
];
const HAIR: readonly Rgb[] = [
  [40, 30, 26],
  [92, 60, 36],
  [176, 132, 74],
  [60, 60, 64],
];

/**
 * A head-and-shoulders silhouette on a background coloured from the name, in a unit frame:
 * `pixel(u, v)` with u across (0 … 1) and v down (0 … `aspect`, the height over the width).
 * The demo's profile pictures (a 1:1 frame) and video clips (a 9:16 frame) are drawn with it.
 */
export function portrait(name: string, aspect = 1) {
  const h = nameHash(name);
  const hue = ((h[0] ?? 0) / 255) * 360;
  const background = hsl(hue, 0.55, 0.62);
  const shirt = hsl((hue + 150 + ((h[1] ?? 0) % 90)) % 360, 0.6, 0.38);
  const skin = SKIN[(h[2] ?? 0) % SKIN.length] ?? WHITE;
  const hair = HAIR[(h[3] ?? 0) % HAIR.length] ?? WHITE;
  const longHair = (h[4] ?? 0) % 2 === 0;
  // the head sits a little above the middle; the shoulders reach the bottom edge
  const head = { u: 0.5, v: aspect * 0.5 - 0.1, r: 0.18 };
  const shoulders = { u: 0.5, v: aspect * 0.5 + 0.42, rx: 0.36, ry: 0.3 };
  return (u: number, v: number): Rgb => {
    const du = u - head.u;
    const dv = v - head.v;
    const inHead = Math.hypot(du, dv * 0.9) < head.r;
    // hair: the top of the head, down the sides when long
    const inHair =
      Math.hypot(du, dv + 0.03) < head.r + 0.025 &&
      (dv < -0.06 || (longHair && Math.abs(du) > 0.12 && dv < 0.14));
    if (inHair) return hair;
    if (inHead) return skin;
    const inNeck = Math.abs(du) < 0.06 && dv > 0 && dv < head.r + 0.08;
    if (inNeck) return mix(skin, [0, 0, 0], 0.12);
    const su = (u - shoulders.u) / shoulders.rx;
    const sv = (v - shoulders.v) / shoulders.ry;
    // round shoulders, then the body straight down to the bottom edge
    if (su * su + sv * sv < 1 || (sv > 0 && Math.abs(su) < 1)) return shirt;
    return background;
  };
}
