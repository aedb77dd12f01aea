import { thumbHashToDataURL } from 'thumbhash';

/**
 * Decoded placeholders by ThumbHash: a list scrolls the same rows in and out of view, and a
 * decode (a few hundred pixels and a PNG) is better done once per hash. Capped, so a long
 * session's scrolling does not keep every hash it ever saw.
 */
const decoded = new Map<string, string | null>();
const MAX_KEPT = 3000;

/** The PNG data URL a ThumbHash (base64) stands for; null when the text is not a ThumbHash. */
export function placeholderUrl(hash: string | null | undefined): string | null {
  if (!hash) return null;
  const kept = decoded.get(hash);
  if (kept !== undefined) return kept;
  let url: string | null;
  try {
    const bytes = Uint8Array.from(atob(hash), (c) => c.charCodeAt(0));
    url = thumbHashToDataURL(bytes);
  } catch {
    url = null; // not base64, or too short to be a hash: the neutral picture instead
  }
  if (decoded.size >= MAX_KEPT) decoded.delete(decoded.keys().next().value as string);
  decoded.set(hash, url);
  return url;
}
