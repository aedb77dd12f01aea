import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { demoPicture } from '../db/demo/pictures.js';
import { DEMO_VIDEOS_DIR } from '../db/demo/videos.js';
import { SafeFetchError, type SafeResponse, safeFetch } from '../http/safe-fetch.js';
import type { MediaSource } from '../media/media-source.js';
import type { MediaStorage } from '../storage/index.js';
import { demoFileOfKey, sourceKindOf } from './stored-key.js';

/**
 * A source that cannot be read and will not be on a retry (a file deleted, a link to a private
 * address or off the allow-list, too large, answered 404): the media row ends failed with the
 * message, a sentence for curators, and the job completes.
 */
export class SourceRefused extends Error {}

/**
 * A source that may be read later (a link's host unreachable, silent, or answering 5xx): the
 * job is retried; when its last try meets this, the row ends failed with the message.
 */
export class SourceUnavailable extends Error {}

/** How media links are fetched (config `mediaLinks`). */
export interface LinkRules {
  /** hosts links are fetched from (each with its subdomains); empty: any public host */
  hosts: readonly string[];
  /** an origin fetched wherever it resolves (the operator's own media server) */
  trustedOrigin?: string | undefined;
  maxBytes: number;
  timeoutMs: number;
}

export interface SourceReaders {
  storage: MediaStorage;
  links: LinkRules;
}

/** A source as a local file or bytes for processMedia; `remove` deletes what was made for it. */
export interface LocalSource {
  source: MediaSource;
  remove(): Promise<void>;
}

const MB = 1024 * 1024;
/** A cap as people read it: 50 MB, 1.5 MB, 100 KB. */
const size = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Copies a stream to a file in a private temporary folder: large videos never sit in memory. */
async function toTempFile(body: Readable): Promise<LocalSource> {
  const dir = await mkdtemp(join(tmpdir(), 'adlib-source-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, 'source');
  try {
    await pipeline(body, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    await remove();
    throw error;
  }
  return { source: { path }, remove };
}

const allowedHost = (rules: LinkRules, url: URL) =>
  url.origin === rules.trustedOrigin ||
  rules.hosts.length === 0 ||
  rules.hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));

function offList(url: URL) {
  return new SourceRefused(
    `The link's host ${url.hostname} is not one the server fetches media from (MEDIA_LINK_HOSTS).`,
  );
}

/** A safe-fetch refusal or a network failure, in words for curators. */
function linkError(error: unknown, rules: LinkRules): Error {
  if (error instanceof SafeFetchError) {
    if (error.reason === 'blocked') return new SourceRefused(`The link was not fetched: ${error.message}.`);
    if (error.reason === 'too_large')
      return new SourceRefused(
        `The link's file is larger than ${size(rules.maxBytes)}, the most the server fetches.`,
      );
    if (error.reason === 'redirects') return new SourceRefused('The link redirects too many times.');
    return new SourceUnavailable(`The link could not be fetched: ${error.message}.`);
  }
  const { code, path } = error as NodeJS.ErrnoException;
  // the temporary file's own trouble (a full disk) is this server's, not the link's: retried as is
  if (path && error instanceof Error) return error;
  if (code === 'ENOTFOUND')
    return new SourceUnavailable('The link could not be fetched: its host is not known.');
  if (code)
    return new SourceUnavailable(`The link could not be fetched: its host could not be reached (${code}).`);
  return error instanceof Error ? error : new Error(String(error));
}

/** A link fetched under safe-fetch's guards and the allow-list, into a temporary file. */
async function fetchLink(url: string, rules: LinkRules): Promise<LocalSource> {
  const target = new URL(url);
  if (!allowedHost(rules, target)) throw offList(target);
  let res: SafeResponse;
  try {
    res = await safeFetch(url, {
      maxBytes: rules.maxBytes,
      timeoutMs: rules.timeoutMs,
      headers: { accept: 'image/*, video/*' },
      trustedOrigin: rules.trustedOrigin,
    });
  } catch (error) {
    throw linkError(error, rules);
  }
  const answered = new URL(res.url);
  // a redirect may lead off the list: the host that answers must be on it too
  if (!allowedHost(rules, answered)) {
    res.body.destroy();
    throw offList(answered);
  }
  if (res.status < 200 || res.status > 299) {
    res.body.destroy();
    const message = `The link answered HTTP ${res.status} instead of a file.`;
    // a server's trouble (5xx) or a rate limit may pass; a 404 or 403 will not
    throw res.status >= 500 || res.status === 429
      ? new SourceUnavailable(message)
      : new SourceRefused(message);
  }
  try {
    return await toTempFile(res.body);
  } catch (error) {
    throw linkError(error, rules);
  }
}

/** Read into memory up to this size: a picture is read once, for its digest and its decoding alike. */
const IN_MEMORY_MAX = 8 * MB;

/** A file of a disk store read in place: a picture into memory, a larger file (a video) by its path. */
async function readLocal(path: string): Promise<LocalSource> {
  const none = async () => {};
  const found = await stat(path).catch(() => null);
  if (!found?.isFile()) throw new SourceRefused(GONE);
  if (found.size > IN_MEMORY_MAX) return { source: { path }, remove: none };
  return { source: { buffer: await readFile(path) }, remove: none };
}

const GONE = 'The file is gone: it was deleted before it could be processed.';

/**
 * A stored upload: on a disk store read where it is; otherwise (S3) streamed to a temporary
 * file. Deleted before the job ran: refused.
 */
async function readStored(storage: MediaStorage, key: string): Promise<LocalSource> {
  const path = storage.localPath?.(key);
  if (path) return readLocal(path);
  const body = await storage.open(key);
  if (!body) throw new SourceRefused(GONE);
  return toTempFile(body);
}

/** The demo library's file, read in-process: a picture is drawn, a clip is read where it is. */
function readDemo(key: string): LocalSource {
  const file = demoFileOfKey(key);
  if (!file) throw new SourceRefused('This is not a file of the demo library.');
  const none = async () => {};
  if ('clip' in file) return { source: { path: join(DEMO_VIDEOS_DIR, file.clip) }, remove: none };
  return { source: { buffer: demoPicture(file.folder, file.name) }, remove: none };
}

/**
 * The source of a media row, told by its key (stored-key.ts): a stored upload, a demo file or
 * a media link. The caller processes it, then calls `remove`.
 */
export async function openSource(readers: SourceReaders, key: string, url: string): Promise<LocalSource> {
  const kind = sourceKindOf(key);
  if (kind === 'stored') return readStored(readers.storage, key);
  if (kind === 'demo') return readDemo(key);
  if (kind === 'link') return fetchLink(url, readers.links);
  throw new SourceRefused('This source is not one the server reads.');
}
