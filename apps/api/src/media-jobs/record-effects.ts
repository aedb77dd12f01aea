import type { MediaState } from '@adlib/shared';
import { adMediaSuggestions, tiktokMediaSuggestions } from '@adlib/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { entityWritten } from '../db/entity-writes.js';
import { media } from '../db/schema.js';
import { adRecords } from '../modules/advertisements/records.js';
import { tiktokRecords } from '../modules/tiktoks/records.js';

/** What a ready media changed in the records that hold its URL. */
export interface MediaEffects {
  /** ads whose media_text or suggested fields were written */
  ads: number;
  /** of those, ads that got Format or Video Length (a user-visible change, logged) */
  adsFilled: number;
  /** TikToks that got their Duration */
  tiktoksFilled: number;
}

const NONE: MediaEffects = { ads: 0, adsFilled: 0, tiktoksFilled: 0 };

/**
 * The records' side of media made ready (issue 25 §3), called once the media-process job marked
 * `sourceUrls` ready (and by media-ocr once their text is read): a media's on-screen text becomes
 * the `media_text` (lower-cased, searched beside search_text) of every ad showing it and of every
 * TikTok whose video it is (issue 29 §1), and what
 * the file tells fills the suggested fields that are still empty: ads' Format and Video Length,
 * TikToks' Duration (when 0). Set by hand, a field is never overwritten.
 *
 * A filled field is a change to the record like any other: it bumps updated_at (an editor who
 * opened the ad before gets the 409 of decision 002) and is logged as an `update` with no user,
 * which History shows as done by the system. media_text (and media_ready, set here: Home's
 * count of creatives not processed) is no field of the record: it
 * changes neither updated_at nor the log. One statement per table for the whole batch, each
 * finding its rows by the media-source index; rows already as they should be are not touched,
 * so a second call changes nothing. Safe to call for any source: one not ready (or unknown)
 * changes nothing.
 */
export async function applyMediaToRecords(db: Db, sourceUrls: readonly string[]): Promise<MediaEffects> {
  if (!sourceUrls.length) return NONE;
  const rows = await db
    .select({ url: media.source_url, info: media.info, text: media.ocr_text })
    .from(media)
    .where(and(inArray(media.source_url, [...sourceUrls]), eq(media.state, 'ready' satisfies MediaState)));
  const seen = new Set<string>();
  const ready = rows.flatMap((row) => {
    if (!row.info || seen.has(row.url)) return [];
    seen.add(row.url);
    return [{ ...row, info: row.info }];
  });
  if (!ready.length) return NONE;
  const ads = await applyToAds(
    db,
    ready.map((row) => {
      const suggested = adMediaSuggestions(row.info);
      return {
        url: row.url,
        text: row.text,
        format: suggested.format ?? null,
        length: suggested.video_length ?? null,
      };
    }),
  );
  // a clip shorter than half a second rounds to 0, which is what an empty Duration holds
  const durations = ready.flatMap((row) => {
    const duration = tiktokMediaSuggestions(row.info).duration;
    return duration ? [{ url: row.url, duration }] : [];
  });
  const tiktoksFilled = durations.length ? await fillTiktokDuration(db, durations) : 0;
  const tiktokTexts = await writeTiktokText(
    db,
    ready.map((row) => ({ url: row.url, text: row.text })),
  );
  // after the commit, as audited writes do: the lists' totals (keyword counts included) are redone
  if (ads.ads) await entityWritten(db, adRecords.entity.name);
  if (tiktoksFilled || tiktokTexts) await entityWritten(db, tiktokRecords.entity.name);
  return { ...ads, tiktoksFilled };
}

/** A logged field's diff when the statement filled it, else nothing (`'{}'`). */
const filledDiff = (field: string) =>
  `case when old.${field} is distinct from t.${field}
     then jsonb_build_object('${field}', jsonb_build_object('before', to_jsonb(old.${field}), 'after', to_jsonb(t.${field})))
     else '{}'::jsonb end`;

/**
 * The records of the batch's URLs (the CTE `s`) found through the index on `urlColumn`: the
 * planner guesses a JSON recordset at 100 rows, and joined on it alone it hashed the whole
 * table, a sequential scan per batch (8 of the ads' update's 15-23 ms at 5,000 ads on
 * PGlite, in proportion at a million; 0.1 ms through the index).
 */
const byIndex = (urlColumn: string) => sql.raw(`${urlColumn} = any(array(select url from s))`);

/** Values of one column for each row, as one array parameter (the same on both drivers). */
const column = <T>(values: readonly T[]) => JSON.stringify(values);

interface AdEffect {
  url: string;
  text: string | null;
  format: string | null;
  length: string | null;
}

async function applyToAds(db: Db, effects: readonly AdEffect[]) {
  // the batch's media as a table (url, text, format, length), one row per media
  const src = sql`select * from jsonb_to_recordset(${column(effects)}::jsonb)
    as s(url text, text text, format text, length text)`;
  const fills = sql`(a.format is null and s.format is not null) or (a.video_length is null and s.length is not null)`;
  // the ads locked in id order, as bulk writes lock theirs: the two cannot deadlock
  const result = await db.execute(sql`
    with s as (${src}),
    old as (
      select a.id, a.format, a.video_length, (${fills}) as fills, lower(s.text) as text,
        s.format as new_format, s.length as new_length
      from advertisements a join s on a.media_source = s.url
      where ${byIndex('a.media_source')} and (a.media_text is distinct from lower(s.text) or not a.media_ready or ${fills})
      order by a.id for update of a
    ),
    changed as (
      update advertisements t set
        media_text = old.text,
        media_ready = true,
        format = coalesce(t.format, old.new_format),
        video_length = coalesce(t.video_length, old.new_length),
        updated_at = case when old.fills then now() else t.updated_at end
      from old where t.id = old.id
      returning t.id, (${sql.raw(filledDiff('format'))}) || (${sql.raw(filledDiff('video_length'))}) as changes
    ),
    logged as (
      insert into audit_log (user_id, user_email, entity, entity_id, action, changes)
      select null, null, ${adRecords.entity.name}, id::text, 'update', changes
      from changed where changes <> '{}'::jsonb
    )
    select count(*)::int as ads, (count(*) filter (where changes <> '{}'::jsonb))::int as filled from changed`);
  const [counts] = result.rows as { ads: number; filled: number }[];
  return { ads: counts?.ads ?? 0, adsFilled: counts?.filled ?? 0 };
}

async function fillTiktokDuration(db: Db, durations: readonly { url: string; duration: number }[]) {
  const result = await db.execute(sql`
    with s as (
      select * from jsonb_to_recordset(${column(durations)}::jsonb) as s(url text, duration int)
    ),
    old as (
      select t.id, s.duration from tiktoks t join s on t.download_link = s.url
      where ${byIndex('t.download_link')} and t.duration = 0 order by t.id for update of t
    ),
    changed as (
      update tiktoks t set duration = old.duration, updated_at = now() from old where t.id = old.id
      returning t.id, old.duration
    ),
    logged as (
      insert into audit_log (user_id, user_email, entity, entity_id, action, changes)
      select null, null, ${tiktokRecords.entity.name}, id::text, 'update',
        jsonb_build_object('duration', jsonb_build_object('before', 0, 'after', duration))
      from changed
    )
    select count(*)::int as filled from changed`);
  const [counts] = result.rows as { filled: number }[];
  return counts?.filled ?? 0;
}

/**
 * The video's on-screen text into its TikToks' media_text (searched as the ads' is): no field of
 * the record, so neither updated_at nor the log change. Rows already holding it are not touched.
 * A write of download_link takes the text itself (a trigger, migration 0039).
 */
async function writeTiktokText(db: Db, texts: readonly { url: string; text: string | null }[]) {
  const result = await db.execute(sql`
    with s as (
      select * from jsonb_to_recordset(${column(texts)}::jsonb) as s(url text, text text)
    ),
    old as (
      select t.id, lower(s.text) as text from tiktoks t join s on t.download_link = s.url
      where ${byIndex('t.download_link')} and t.media_text is distinct from lower(s.text)
      order by t.id for update of t
    ),
    changed as (
      update tiktoks t set media_text = old.text from old where t.id = old.id returning t.id
    )
    select count(*)::int as written from changed`);
  const [counts] = result.rows as { written: number }[];
  return counts?.written ?? 0;
}
