// builds /tmp/dupexp/cache.json: grey 64x64 of every original and copy (flattened on white), for recipe experiments
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { demoPicture } from '../src/db/demo/pictures.js';
import { demoPictureNames } from '../src/db/seed-demo.js';
import { DEFAULT_MEDIA_LIMITS } from '../src/media/media-limits.js';
import { decodeImage } from '../src/media/raw-image.js';
import { pictureVariant, VARIANT_KINDS } from './duplicates-bench/variants.js';

const names = [...demoPictureNames().ads];
const brands = [...new Set(names.map((n) => n.replace(/-\d+$/, '')))].slice(0, 20);
const chosen = names.filter((n) => brands.includes(n.replace(/-\d+$/, '')));
const out: { name: string; kind: string; w: number; h: number; rgba: string }[] = [];
let at = 0;
for (const name of chosen) {
  const png = demoPicture('ads', name);
  const files: [string, Buffer][] = [['original', png]];
  for (const kind of VARIANT_KINDS) files.push([kind, await pictureVariant(png, kind, at)]);
  files.push([
    'hue10',
    await sharp(png)
      .modulate({ hue: at % 2 ? -10 : 10 })
      .jpeg({ quality: 85 })
      .toBuffer(),
  ]);
  files.push([
    'hue15',
    await sharp(png)
      .modulate({ hue: at % 2 ? -15 : 15 })
      .jpeg({ quality: 85 })
      .toBuffer(),
  ]);
  for (const [kind, bytes] of files) {
    const raw = await decodeImage({ buffer: bytes }, DEFAULT_MEDIA_LIMITS, 640);
    const small = await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 } })
      .resize(96, 96, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer();
    out.push({ name, kind, w: 96, h: 96, rgba: small.toString('base64') });
  }
  at++;
}
writeFileSync('/tmp/dupexp/cache.json', JSON.stringify(out));
console.log(out.length);
