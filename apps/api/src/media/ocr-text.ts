import sharp from 'sharp';
import type { Page } from 'tesseract.js';
import { sharpFailure } from './media-error.js';
import { DEFAULT_MEDIA_LIMITS } from './media-limits.js';

/**
 * Below this confidence (0–100) a "word" is mostly a photo's texture read as letters ("BR", "~~");
 * the captions of the tests and the bench read at 95 and more.
 */
const MIN_CONFIDENCE = 60;

/** Read at this size at most: captions stay legible, and a 1080p or larger picture costs a third of the time. */
const OCR_MAX_SIDE = 1280;

/**
 * The text as it is searched: Unicode-normalised (ligatures, full-width letters), one space
 * between words, and without tokens that have no letter or digit.
 */
export function normaliseText(raw: string): string {
  return raw
    .normalize('NFKC')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token))
    .join(' ');
}

/** The words tesseract is confident of, in reading order. */
export function confidentWords(page: Page): string[] {
  return (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.flatMap((line) =>
        line.words.filter((word) => word.confidence >= MIN_CONFIDENCE).map((word) => word.text),
      ),
    ),
  );
}

/** Several readings of one picture as one text: the first reading's words, then the others' new ones. */
export function mergeReadings(readings: string[][]): string {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of readings.flat())
    if (!seen.has(word)) {
      seen.add(word);
      words.push(word);
    }
  return normaliseText(words.join(' '));
}

/**
 * A Netpbm file of raw pixels (P5 grey, P6 RGB): Leptonica, tesseract's image library, reads it
 * without decompressing anything, and writing it is a header before the pixels. A PNG instead
 * cost two deflates here, at the requests' CPU priority, and two inflates in the worker.
 */
const netpbm = (magic: 'P5' | 'P6', width: number, height: number, pixels: Buffer) =>
  Buffer.concat([Buffer.from(`${magic}\n${width} ${height}\n255\n`, 'ascii'), pixels]);

/**
 * The picture as tesseract reads it, twice: in grey and in colour. Tesseract makes the picture
 * black and white with one threshold for the whole page, and a caption on a band over a colourful
 * picture is found in one version or the other depending on the colours around it (on the tests'
 * and the bench's pictures, neither alone found every caption). Decoded and resized once; the
 * grey one is made from those pixels.
 */
export async function ocrInputs(image: Buffer): Promise<Buffer[]> {
  try {
    const colour = await sharp(image, { limitInputPixels: DEFAULT_MEDIA_LIMITS.maxPixels })
      .autoOrient()
      .resize({ width: OCR_MAX_SIDE, height: OCR_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = colour.info;
    const grey = await sharp(colour.data, { raw: { width, height, channels: 3 } })
      .greyscale()
      .raw()
      .toBuffer();
    return [netpbm('P5', width, height, grey), netpbm('P6', width, height, colour.data)];
  } catch (error) {
    throw sharpFailure(error);
  }
}
