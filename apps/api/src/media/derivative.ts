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

/** WebP quality: thumbnails are small. */
const WEBP_QUALITY = 78;
/**
 * libwebp's effort (0-6) when the caller gives none: above 2 it costs twice the time for 3 %
 * fewer bytes. A picture's 640-px thumbnail asks for 1 (picture-derivatives.ts).
 */
export const WEBP_EFFORT = 2;

/**
 * `image` as a WebP `width` pixels wide at most (never enlarged), height in proportion, encoded
 * at `effort`.
 */
export async function webpDerivative(
  name: string,
  image: RawImage,
  width: number,
  effort = WEBP_EFFORT,
): Promise<Derivative> {
  let pipeline = sharpOf(image).resize({ width, withoutEnlargement: true });
  // an opaque picture's WebP is smaller without an alpha plane
  if (image.channels === 4 && !hasTransparency(image)) pipeline = pipeline.removeAlpha();
  const { data, info } = await pipeline
    .webp({ quality: WEBP_QUALITY, effort })
    .toBuffer({ resolveWithObject: true });
  return { name, contentType: 'image/webp', width: info.width, height: info.height, buffer: data };
}
