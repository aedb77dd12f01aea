/**
 * The real type of an uploaded file, read from its first bytes. The client's file name and
 * Content-Type are never trusted (ARCHITECTURE "Uploads"): a text file named .png is not an
 * image, and a stored file is served with the type found here.
 */
export interface SniffedType {
  mime: string;
  ext: string;
}

/** Enough bytes for every signature below, the WebM DocType included. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

// ISO base media brands (the ftyp box) of MP4 video. Image (avif, heic) and audio-only (M4A)
// brands share the container and must not pass as video.
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
  'f4v ',
  '3gp4',
  '3gp5',
  '3gp6',
]);
const NOT_VIDEO_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'M4A ',
  'M4B ',
  'M4P ',
]);

function sniffFtyp(bytes: Uint8Array): SniffedType | null {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const major = ascii(bytes, 8, 4);
  if (major === 'qt  ') return { mime: 'video/quicktime', ext: 'mov' };
  if (NOT_VIDEO_BRANDS.has(major)) return null;
  if (MP4_BRANDS.has(major)) return { mime: 'video/mp4', ext: 'mp4' };
  // An unfamiliar major brand: decide by the compatible brands listed in the box.
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(bytes.length, boxSize);
  for (let at = 16; at + 4 <= end; at += 4) {
    const brand = ascii(bytes, at, 4);
    if (brand === 'qt  ') return { mime: 'video/quicktime', ext: 'mov' };
    if (MP4_BRANDS.has(brand)) return { mime: 'video/mp4', ext: 'mp4' };
  }
  return null;
}

/** WebM is Matroska with DocType "webm", both inside the EBML header that opens the file. */
function sniffEbml(bytes: Uint8Array): SniffedType | null {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return null;
  return ascii(bytes, 4, bytes.length - 4).includes('webm') ? { mime: 'video/webm', ext: 'webm' } : null;
}

/** The type of a file from its first SNIFF_BYTES bytes, or null when it is not one we accept. */
export function sniffMediaType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')
    return { mime: 'image/gif', ext: 'gif' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP')
    return { mime: 'image/webp', ext: 'webp' };
  return sniffFtyp(head) ?? sniffEbml(head);
}
