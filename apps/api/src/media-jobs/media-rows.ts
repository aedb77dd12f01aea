import type { MediaInfoRow, MediaState } from '@adlib/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media } from '../db/schema.js';
import type { MediaInfo } from '../media/media-info.js';
import { MEDIA_RECIPE } from '../media/process-media.js';

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

export interface QueueRowOptions {
  /**
   * Queue again a source that ended well too (POST /api/media/retry: "process it again");
   * one queued or processing is on its way already and is left alone either way.
   */
  again?: boolean;
  /** queue again a source made ready by an older recipe (MEDIA_RECIPE): the backfill, the demo library */
  stale?: boolean;
}

/**
 * Enters each source as queued, once: a source already entered is left alone, unless it
 * failed (or ended at all, with `again`; or was made by an older recipe, with `stale`), when it
 * is queued again. Answers the keys to send a job for.
 */
export async function queueMediaRows(
  db: Db,
  sources: readonly MediaSourceRef[],
  options: QueueRowOptions = {},
): Promise<string[]> {
  if (!sources.length) return [];
  const requeued: MediaState[] = options.again ? ['failed', 'ready'] : ['failed'];
  const stale = options.stale
    ? sql` or (${media.state} = 'ready' and ${media.recipe} < ${MEDIA_RECIPE})`
    : sql``;
  const rows = await db
    .insert(media)
    .values(sources.map((s) => ({ source_key: s.key, source_url: s.url, state: 'queued' as const })))
    .onConflictDoUpdate({
      target: media.source_key,
      set: { state: 'queued', reason: null, updated_at: sql`now()` },
      setWhere: sql`${inArray(media.state, requeued)}${stale}`,
    })
    .returning({ key: media.source_key });
  return rows.map((r) => r.key);
}

/** The states a job takes a source from: queued, or processing (a retry, or a run that died). */
const TO_PROCESS: MediaState[] = ['queued', 'processing'];

/**
 * Marks a job's sources processing in one statement; answers the URL of each, leaving out the
 * ones with nothing to process: a row gone, or ended already (a batch's retry skips the
 * sources its first run finished).
 */
export async function markProcessing(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const rows = await db
    .update(media)
    .set({ state: 'processing' satisfies MediaState, updated_at: sql`now()` })
    .where(and(inArray(media.source_key, [...keys]), inArray(media.state, TO_PROCESS)))
    .returning({ key: media.source_key, url: media.source_url });
  return new Map(rows.map((row) => [row.key, row.url]));
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
  /** a picture's crop hashes (media/crop-hash.ts); null for a video */
  cropPhashes: string[] | null;
  derivatives: Record<string, string>;
  /** the 320-px thumbnail's public URL (list rows carry it) */
  thumbUrl: string | null;
  /** the source's SHA-256, hex */
  digest: string;
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

/**
 * Writes a job's processed sources ready in one statement (each row's values from a JSON
 * recordset); their hashes are indexed and their records checked for duplicates by the
 * media-duplicates job after it (duplicates-job.ts, issue 26). The media-process job's SQL is a
 * handful of statements per batch, not a dozen per media: on the embedded database every
 * statement runs on the thread that answers requests.
 */
export async function markReady(db: Db, ready: readonly { key: string; media: ReadyMedia }[]) {
  if (!ready.length) return;
  const rows = ready.map(({ key, media: m }) => ({
    source_key: key,
    info: infoRow(m.info),
    placeholder: m.placeholder,
    phash: m.phash,
    strip_phashes: m.stripPhashes,
    crop_phashes: m.cropPhashes,
    derivatives: m.derivatives,
    thumb_url: m.thumbUrl,
    digest: m.digest,
  }));
  await db.execute(sql`
    update media m set
      state = ${'ready' satisfies MediaState}, reason = null, info = r.info, placeholder = r.placeholder,
      phash = r.phash, strip_phashes = r.strip_phashes, crop_phashes = r.crop_phashes,
      derivatives = r.derivatives,
      thumb_url = r.thumb_url, digest = r.digest, recipe = ${MEDIA_RECIPE},
      -- read by the media-ocr job next (null: not read yet)
      ocr_text = null, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(source_key text, info jsonb,
      placeholder text, phash text, strip_phashes jsonb, crop_phashes jsonb, derivatives jsonb,
      thumb_url text, digest text)
    where m.source_key = r.source_key`);
}

/**
 * The on-screen texts of a media-ocr batch, in one statement: '' when none was found or it could
 * not be read, so that null keeps meaning "not read yet". Only on rows still as they were read
 * (`stamp`: their updated_at then, kept to the millisecond): one processed again meanwhile gets
 * its own reading, of what it is now. Answers the URLs written. One statement per batch, not
 * one per media: on PostgreSQL each was a commit of its own, on the embedded database a turn of
 * the thread that answers requests.
 */
export async function markTextsRead(db: Db, texts: readonly { key: string; text: string; stamp: Date }[]) {
  if (!texts.length) return [];
  const rows = texts.map(({ key, text, stamp }) => ({
    source_key: key,
    text: text.slice(0, OCR_MAX),
    stamp: stamp.toISOString(),
  }));
  const result = await db.execute(sql`
    update media m set ocr_text = r.text
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(source_key text, text text, stamp timestamptz)
    where m.source_key = r.source_key and m.state = ${'ready' satisfies MediaState}
      and m.updated_at = r.stamp and m.ocr_text is null
    returning m.source_url as url`);
  return (result.rows as { url: string }[]).map((row) => row.url);
}

export async function findMediaByUrl(db: Db, url: string) {
  const [row] = await db.select().from(media).where(eq(media.source_url, url));
  return row;
}
