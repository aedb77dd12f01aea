import { KEY_PATTERN, type MediaStorage } from '../storage/storage.js';

/** Any generated key: only its length and place in a URL matter here. */
const SAMPLE_KEY = 'ads/00000000-0000-0000-0000-000000000000.png';

/**
 * The storage key behind a URL of this app's storage, or null for any other URL. Every
 * storage writes a key's URL as a fixed base followed by the key (local disk, S3 with or
 * without a public URL), so the base is read once off a sample key.
 */
export function storedKeyOfUrl(storage: MediaStorage): (url: string) => string | null {
  const sampleUrl = storage.url(SAMPLE_KEY);
  const base = sampleUrl.slice(0, sampleUrl.length - SAMPLE_KEY.length);
  return (url) => {
    if (!url.startsWith(base)) return null;
    const key = url.slice(base.length);
    return KEY_PATTERN.test(key) ? key : null;
  };
}
