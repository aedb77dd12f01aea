import type { MediaInfoRow, MediaState } from '@adlib/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media } from '../db/schema.js';
import { duplicatesOnMediaReady } from '../duplicates/media-ready.js';
import type { MediaInfo } from '../media/media-info.js';

/**
 * A source to process: the key the job reads it by (a storage key, a demo key or a link's key:
 * stored-key.ts) and the URL records hold.
 */
export interface MediaSourceRef {
  key: string;
  url: string;
}

/** The column's bound (the table's check): a long message is cut, not refused. */
const REASON_MAX = 2000;
const OCR_MAX = 20_000;

/**
 * Enters each source as queued, once: a source already entered is left alone, unless it
 * failed, when it is queued again. Answers the keys to send a job for.
 */
export async function queueMediaRows(db: Db, sources: readonly MediaSourceRef[]): Promise<string[]> {
  if (!sources.length) return [];
  const rows = await db
    .insert(media)
    .values(sources.map((s) => ({ source_key: s.key, source_url: s.url, state: 'queued' as const })))
    .onConflictDoUpdate({
      target: media.source_key,
      set: { state: 'queued', reason: null, updated_at: sql`now()` },
      setWhere: sql`${media.state} = 'failed'`,
    })
    .returning({ key: media.source_key });
  return rows.map((r) => r.key);
}

/** Marks a source processing; answers its URL, or null when its row is gone (nothing to process). */
export async function markProcessing(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .update(media)
    .set({ state: 'processing' satisfies MediaState, updated_at: sql`now()` })
    .where(eq(media.source_key, key))
    .returning({ url: media.source_url });
  return row?.url ?? null;
}

export async function markFailed(db: Db, key: string, reason: string) {
  await db
    .update(media)
    .set({
      state: 'failed' satisfies MediaState,
      reason: reason.slice(0, REASON_MAX),
      updated_at: sql`now()`,
    })
    .where(eq(media.source_key, key));
}

export interface ReadyMedia {
  info: MediaInfo;
  placeholder: string;
  phash: string;
  stripPhashes: string[] | null;
  derivatives: Record<string, string>;
  /** the 320-px thumbnail's public URL (list rows carry it) */
  thumbUrl: string | null;
  /** the source's SHA-256, hex */
  digest: string;
  ocrText: string | null;
}

/** The library's metadata as the row keeps it (snake_case, the video fields null for an image). */
const infoRow = (info: MediaInfo): MediaInfoRow => ({
  kind: info.kind,
  content_type: info.contentType,
  bytes: info.bytes,
  width: info.width,
  height: info.height,
  duration_seconds: info.kind === 'video' ? info.durationSeconds : null,
  frame_rate: info.kind === 'video' ? info.frameRate : null,
  codec: info.kind === 'video' ? info.codec : null,
  has_audio: info.kind === 'video' ? info.hasAudio : null,
});

export async function markReady(db: Db, key: string, ready: ReadyMedia) {
  await db
    .update(media)
    .set({
      state: 'ready' satisfies MediaState,
      reason: null,
      info: infoRow(ready.info),
      placeholder: ready.placeholder,
      phash: ready.phash,
      strip_phashes: ready.stripPhashes,
      derivatives: ready.derivatives,
      thumb_url: ready.thumbUrl,
      digest: ready.digest,
      ocr_text: ready.ocrText?.slice(0, OCR_MAX) ?? null,
      updated_at: sql`now()`,
    })
    .where(eq(media.source_key, key));
  // its hashes indexed and the records showing it checked for duplicates (issue 26)
  await duplicatesOnMediaReady(db, key);
}

export async function findMediaByUrl(db: Db, url: string) {
  const [row] = await db.select().from(media).where(eq(media.source_url, url));
  return row;
}
