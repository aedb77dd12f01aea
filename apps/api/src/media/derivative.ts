import { hasTransparency, type RawImage, sharpOf } from './raw-image.js';

/** A file made from a media, to be stored under derivativeKey(source digest, name). */
export interface Derivative {
  /** thumb-320, thumb-640, poster, strip-0 … strip-7 */
  name: string;
  contentType: 'image/webp';
  width: number;
  height: number;
  buffer: Buffer;
}

/** WebP quality and effort: thumbnails are small, and effort above 2 costs time for a few bytes. */
const WEBP = { quality: 78, effort: 2 } as const;

/** `image` as a WebP `width` pixels wide at most (never enlarged), height in proportion. */
export async function webpDerivative(name: string, image: RawImage, width: number): Promise<Derivative> {
  let pipeline = sharpOf(image).resize({ width, withoutEnlargement: true });
  // an opaque picture's WebP is smaller without an alpha plane
  if (image.channels === 4 && !hasTransparency(image)) pipeline = pipeline.removeAlpha();
  const { data, info } = await pipeline.webp(WEBP).toBuffer({ resolveWithObject: true });
  return { name, contentType: 'image/webp', width: info.width, height: info.height, buffer: data };
}
