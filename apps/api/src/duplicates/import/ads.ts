import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/audit.js';
import { advertisements } from '../../db/schema.js';
import type { ImportDuplicates, RowSignal } from '../../lists/import/duplicates.js';
import { copyKey } from '../signals.js';
import { columnParam, type FoundRow, looksOf, MATCHES_PER_REASON, withoutJit } from './batch-params.js';

/** What an ad row gives the comparison: the form's fields, and the id of the ad it updates (ads import). */
export interface AdDuplicateRow {
  name: string;
  media_source: string | null;
  primary_text: string | null;
  headline: string | null;
  id?: number | undefined;
}

/** Candidates of one copy key read per row: copyKey decides among them. */
const COPY_CANDIDATES = 20;

/**
 * One statement per batch, each part an index lookup (issue 26, what is known before the media
 * are processed):
 * - same-post: an ad holding the row's media link (ads_media_source_idx);
 * - same-file: the row's media link is a stored upload whose media row's digest is another
 *   media's (media_source_url, media_digest), held by an ad (ads_media_source_idx);
 * - same-copy: an ad whose ad_copy_key is the row's (ads_copy_key_idx, migration 0024), then
 *   copyKey, the one definition, compares them.
 * Each row's digest comes back too: two lines of a file with equal digests are the same file.
 * An ad never matches the row that updates it (`own`), nor an ad newer than `newest`.
 */
async function lookupAds(tx: Tx, rows: readonly AdDuplicateRow[], newest: number) {
  const keys = rows.map((row) => copyKey(row));
  const urls = rows.map((row) => row.media_source);
  const signalsOf = (digests: Map<number, string>) => (i: number) => {
    const signals: RowSignal[] = [];
    const url = urls[i];
    const digest = digests.get(i + 1);
    const key = keys[i];
    if (url) signals.push({ reason: 'same-post', value: url });
    if (digest) signals.push({ reason: 'same-file', value: digest });
    if (key) signals.push({ reason: 'same-copy', value: key });
    return signals;
  };
  if (!urls.some(Boolean) && !keys.some(Boolean)) return looksOf(rows.length, [], signalsOf(new Map()));

  // a row without copy sends none: its key in SQL is null and meets nothing
  const copyOf = (field: 'name' | 'primary_text' | 'headline') =>
    columnParam(
      rows.map((row, i) => (keys[i] ? row[field] : null)),
      'text',
    );
  await withoutJit(tx);
  const { rows: found } = await tx.execute<{
    ord: number;
    id: number | null;
    reason: FoundRow['reason'] | 'digest';
    digest: string | null;
    name: string | null;
    primary_text: string | null;
    headline: string | null;
  }>(sql`
    with r as (
      select * from unnest(${columnParam(urls, 'text')}, ${copyOf('name')}, ${copyOf('primary_text')},
        ${copyOf('headline')}, ${columnParam(
          rows.map((row) => row.id ?? null),
          'integer',
        )})
        with ordinality as r(url, name, primary_text, headline, own, ord)
    ),
    -- lateral and limited: an index probe a row, never a hash of the whole media table
    digests as (
      select r.ord, r.own, m.digest, m.source_url from r cross join lateral (
        select m.digest, m.source_url from media m where m.source_url = r.url and m.digest is not null limit 1
      ) m
    )
    select r.ord::int, a.id, 'same-post' as reason, null as digest,
      null as name, null as primary_text, null as headline
    from r cross join lateral (
      select a.id from advertisements a
      where a.media_source = r.url and a.id <= ${newest} and a.id is distinct from r.own
      order by a.id limit ${MATCHES_PER_REASON}
    ) a
    union all
    select d.ord::int, null, 'digest', d.digest, null, null, null from digests d
    union all
    select d.ord::int, a.id, 'same-file', null, null, null, null
    from digests d cross join lateral (
      select a.id from media m join advertisements a on a.media_source = m.source_url
      where m.digest = d.digest and m.source_url <> d.source_url
        and a.id <= ${newest} and a.id is distinct from d.own
      order by a.id limit ${MATCHES_PER_REASON}
    ) a
    union all
    select r.ord::int, a.id, 'same-copy', null, a.name, a.primary_text, a.headline
    from r cross join lateral (
      select a.id, a.name, a.primary_text, a.headline from advertisements a
      where ad_copy_key(a.name, a.primary_text, a.headline) = ad_copy_key(r.name, r.primary_text, r.headline)
        and a.id <= ${newest} and a.id is distinct from r.own
      order by a.id limit ${COPY_CANDIDATES}
    ) a
    where r.name is not null`);

  const digests = new Map<number, string>();
  const matches: FoundRow[] = [];
  const copies = new Map<number, number>(); // row → same-copy matches kept
  // oldest first, so the copies kept are the oldest
  for (const f of [...found].sort((x, y) => (x.id ?? 0) - (y.id ?? 0))) {
    if (f.reason === 'digest') {
      if (f.digest) digests.set(f.ord, f.digest);
    } else if (f.id !== null && f.reason !== 'same-copy')
      matches.push({ ord: f.ord, id: f.id, reason: f.reason });
    // the index's key is coarser than copyKey: copyKey decides, the oldest MATCHES_PER_REASON kept
    else if (
      f.id !== null &&
      f.name !== null &&
      (copies.get(f.ord) ?? 0) < MATCHES_PER_REASON &&
      copyKey({ ...f, name: f.name }) === keys[f.ord - 1]
    ) {
      copies.set(f.ord, (copies.get(f.ord) ?? 0) + 1);
      matches.push({ ord: f.ord, id: f.id, reason: 'same-copy' });
    }
  }
  return looksOf(rows.length, matches, signalsOf(digests));
}

/** The ads a key column names (ads import: `id`; curation feed: `feed_item_id`). */
function storedBy(column: 'id' | 'feed_item_id') {
  return async (tx: Tx, keys: readonly (string | number)[]) => {
    const found = await tx
      .select({ key: advertisements[column] })
      .from(advertisements)
      // the keys are the column's: numbers for id, text for feed_item_id
      .where(inArray(advertisements[column], keys as never[]));
    return new Set(found.flatMap((r) => (r.key === null ? [] : [r.key])));
  };
}

const newestAd = async (tx: Tx) => {
  const { rows } = await tx.execute<{ id: number | null }>(sql`select max(id) as id from advertisements`);
  return Number(rows[0]?.id ?? 0);
};

/** The ads import's duplicates: a row with the id of a stored ad updates it. */
export const adImportDuplicates: ImportDuplicates<AdDuplicateRow> = {
  newestId: newestAd,
  lookup: lookupAds,
  stored: storedBy('id'),
};

/** The curation feed's: an item loaded before (its feed_item_id) is left as it is, no duplicate. */
export const feedImportDuplicates: ImportDuplicates<Omit<AdDuplicateRow, 'id'>> = {
  newestId: newestAd,
  lookup: lookupAds,
  stored: storedBy('feed_item_id'),
};
