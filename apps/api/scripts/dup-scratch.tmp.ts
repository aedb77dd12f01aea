import sharp from 'sharp';
import { hammingDistance, perceptualHash } from '../src/media/perceptual-hash.js';
import { perceptualHash as oldHash } from './dup-old-phash.tmp.js';

const R =
  '/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/embedded-book/assets/';
const files = [
  R + 'verify.jpeg',
  '../../node_modules/autocannon/test/j5.jpeg',
  '../../node_modules/@fastify/static/example/public/images/sample.jpg',
];
const patches: { src: number; x: number; y: number; s: number; n: string; o: string }[] = [];
for (const [src, f] of files.entries()) {
  const { width = 0, height = 0 } = await sharp(f).metadata();
  for (const s of [120, 180, 240])
    for (let y = 0; y + s <= height; y += Math.round(s * 0.75))
      for (let x = 0; x + s <= width; x += Math.round(s * 0.75)) {
        const { data, info } = await sharp(f)
          .extract({
            left: x,
            top: y,
            width: s,
            height: Math.round(s * 1.25) > height - y ? s : Math.round(s * 1.25),
          })
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        const img = { data, width: info.width, height: info.height };
        patches.push({ src, x, y, s, n: await perceptualHash(img), o: await oldHash(img) });
      }
}
const overlap = (a: (typeof patches)[0], b: (typeof patches)[0]) =>
  a.src === b.src &&
  Math.abs(a.x - b.x) < Math.max(a.s, b.s) &&
  Math.abs(a.y - b.y) < Math.max(a.s, b.s) * 1.25;
const dn: number[] = [],
  dold: number[] = [];
for (let i = 0; i < patches.length; i++)
  for (let j = i + 1; j < patches.length; j++) {
    const a = patches[i]!,
      b = patches[j]!;
    if (overlap(a, b)) continue;
    dn.push(hammingDistance(a.n, b.n));
    dold.push(hammingDistance(a.o, b.o));
  }
const rate = (d: number[], t: number) => d.filter((x) => x <= t).length / d.length;
dn.sort((a, b) => a - b);
dold.sort((a, b) => a - b);
console.log(patches.length, 'patches', dn.length, 'unrelated pairs');
console.log(
  'new: p0.1/p1/median',
  dn[Math.floor(dn.length * 0.001)],
  dn[Math.floor(dn.length * 0.01)],
  dn[dn.length >> 1],
  ' P(d<=3,4,5,6,8)',
  [3, 4, 5, 6, 8].map((t) => rate(dn, t).toExponential(1)).join(' '),
);
console.log(
  'old: p0.1/p1/median',
  dold[Math.floor(dold.length * 0.001)],
  dold[Math.floor(dold.length * 0.01)],
  dold[dold.length >> 1],
  ' P(d<=6,8,10)',
  [6, 8, 10].map((t) => rate(dold, t).toExponential(1)).join(' '),
);
