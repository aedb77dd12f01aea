import { createHash } from 'node:crypto';
import {
  DEMO_MEDIA_FOLDERS,
  DEMO_MEDIA_NAME,
  DEMO_MEDIA_PATH,
  type DemoMediaFolder,
} from '../db/demo/pictures.js';
import { DEMO_VIDEO_FILE } from '../db/demo/videos.js';
import { KEY_PATTERN, type MediaStorage } from '../storage/storage.js';

/** Any generated key: only its length and place in a URL matter here. */
const SAMPLE_KEY = 'ads/00000000-0000-0000-0000-000000000000.png';

/** the media table's bound on a URL */
const URL_MAX = 2000;

/**
 * Where a media row's source is read from, told by its key (decision 023):
 * - `stored`: a key of this app's storage ('ads/<uuid>.png'), read from the storage;
 * - `demo`: 'demo/<folder>/<name>', a picture or clip of the demo library, read in-process;
 * - `link`: 'link/<sha256 of the URL>', any other http(s) URL, fetched under safe-fetch's guards.
 */
export type SourceKind = 'stored' | 'demo' | 'link';

const LINK_KEY = /^link\/[0-9a-f]{64}$/;
const isDemoFolder = (folder: string): folder is DemoMediaFolder =>
  (DEMO_MEDIA_FOLDERS as readonly string[]).includes(folder);

/** The demo library's file behind a demo key: a drawn picture (its name without .png) or a clip. */
export type DemoFile = { folder: DemoMediaFolder; name: string } | { clip: string };

export function demoFileOfKey(key: string): DemoFile | null {
  const [prefix, folder = '', name = '', ...rest] = key.split('/');
  if (prefix !== 'demo' || rest.length) return null;
  if (folder === 'videos') return DEMO_VIDEO_FILE.test(name) ? { clip: name } : null;
  if (!isDemoFolder(folder) || !DEMO_MEDIA_NAME.test(name)) return null;
  return { folder, name: name.replace(/\.png$/, '') };
}

export function sourceKindOf(key: string): SourceKind | null {
  if (KEY_PATTERN.test(key)) return 'stored';
  if (LINK_KEY.test(key)) return 'link';
  return demoFileOfKey(key) ? 'demo' : null;
}

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

const isHttpUrl = (url: string) => {
  try {
    return /^https?:$/.test(new URL(url).protocol);
  } catch {
    return false;
  }
};

/**
 * The source key of any URL a record holds: its stored key, its demo key (the demo library's
 * pictures and clips under this app's public URL), or a link's key; null for what is not an
 * http(s) URL (or longer than a media row takes), which is not processed.
 */
export function sourceKeyOfUrl(storage: MediaStorage, publicUrl: string): (url: string) => string | null {
  const storedKeyOf = storedKeyOfUrl(storage);
  const demoBase = `${publicUrl}${DEMO_MEDIA_PATH}/`;
  return (url) => {
    if (url.length > URL_MAX || !isHttpUrl(url)) return null;
    const stored = storedKeyOf(url);
    if (stored) return stored;
    if (url.startsWith(demoBase)) {
      const key = `demo/${url.slice(demoBase.length)}`;
      if (demoFileOfKey(key)) return key;
    }
    return `link/${createHash('sha256').update(url).digest('hex')}`;
  };
}
