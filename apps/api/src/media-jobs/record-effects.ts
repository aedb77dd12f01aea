import { adMediaSuggestions, tiktokMediaSuggestions } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { entityWritten } from '../db/entity-writes.js';
import { adRecords } from '../modules/advertisements/records.js';
import { tiktokRecords } from '../modules/tiktoks/records.js';
import { findMediaByUrl } from './media-rows.js';

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
 * The records' side of a ready media (issue 25 §3), called once the media-process job marked
 * `sourceUrl` ready: its on-screen text becomes the `media_text` (lower-cased, searched beside
 * search_text) of every ad showing it, and what the file tells fills the suggested fields that
 * are still empty: ads' Format and Video Length, TikToks' Duration (when 0). Set by hand, a
 * field is never overwritten.
 *
 * A filled field is a change to the record like any other: it bumps updated_at (an editor who
 * opened the ad before gets the 409 of decision 002) and is logged as an `update` with no user,
 * which History shows as done by the system. media_text alone is no field of the record: it
 * changes neither updated_at nor the log. One statement per table, each finding its rows by
 * the media-source index; rows already as they should be are not touched, so a second call
 * changes nothing. Safe to call for any source: one not ready (or unknown) changes nothing.
 */
export async function applyMediaToRecords(db: Db, sourceUrl: string): Promise<MediaEffects> {
  const row = await findMediaByUrl(db, sourceUrl);
  if (row?.state !== 'ready' || !row.info) return NONE;
  const ad = adMediaSuggestions(row.info);
  const ads = await applyToAds(db, sourceUrl, row.ocr_text, ad.format ?? null, ad.video_length ?? null);
  const duration = tiktokMediaSuggestions(row.info).duration;
  // a clip shorter than half a second rounds to 0, which is what an empty Duration holds
  const tiktoksFilled = duration ? await fillTiktokDuration(db, sourceUrl, duration) : 0;
  // after the commit, as audited writes do: the lists' totals (keyword counts included) are redone
  if (ads.ads) await entityWritten(db, adRecords.entity.name);
  if (tiktoksFilled) await entityWritten(db, tiktokRecords.entity.name);
  return { ...ads, tiktoksFilled };
}

/** A logged field's diff when the statement filled it, else nothing (`'{}'`). */
const filledDiff = (field: string) =>
  `case when old.${field} is distinct from t.${field}
     then jsonb_build_object('${field}', jsonb_build_object('before', to_jsonb(old.${field}), 'after', to_jsonb(t.${field})))
     else '{}'::jsonb end`;

async function applyToAds(
  db: Db,
  url: string,
  ocrText: string | null,
  format: string | null,
  videoLength: string | null,
) {
  const text = sql`lower(${ocrText}::text)`;
  const fills = sql`(format is null and ${format}::text is not null)
    or (video_length is null and ${videoLength}::text is not null)`;
  // the ads locked in id order, as bulk writes lock theirs: the two cannot deadlock
  const result = await db.execute(sql`
    with old as (
      select id, format, video_length, (${fills}) as fills from advertisements
      where media_source = ${url} and (media_text is distinct from ${text} or ${fills})
      order by id for update
    ),
    changed as (
      update advertisements t set
        media_text = ${text},
        format = coalesce(t.format, ${format}::text),
        video_length = coalesce(t.video_length, ${videoLength}::text),
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

async function fillTiktokDuration(db: Db, url: string, duration: number) {
  const result = await db.execute(sql`
    with old as (
      select id from tiktoks where download_link = ${url} and duration = 0 order by id for update
    ),
    changed as (
      update tiktoks t set duration = ${duration}::int, updated_at = now() from old where t.id = old.id
      returning t.id
    ),
    logged as (
      insert into audit_log (user_id, user_email, entity, entity_id, action, changes)
      select null, null, ${tiktokRecords.entity.name}, id::text, 'update',
        jsonb_build_object('duration', jsonb_build_object('before', 0, 'after', ${duration}::int))
      from changed
    )
    select count(*)::int as filled from changed`);
  const [counts] = result.rows as { filled: number }[];
  return counts?.filled ?? 0;
}
