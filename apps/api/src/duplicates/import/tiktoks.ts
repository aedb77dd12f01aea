import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/audit.js';
import { tiktoks } from '../../db/schema.js';
import type { ImportDuplicates, RowSignal } from '../../lists/import/duplicates.js';
import { columnParam, type FoundRow, looksOf, MATCHES_PER_REASON, withoutJit } from './batch-params.js';

/** What a TikTok row gives the comparison. */
export interface TiktokDuplicateRow {
  post_id: string;
  tiktok_link: string | null;
  download_link: string | null;
}

/** The post id a TikTok link names (…/@user/video/7234…, …/photo/…, …/v/….html); null for a short link. */
export function postIdOfLink(link: string | null): string | null {
  return link?.match(/\/(?:video|photo|v)\/(\d+)/)?.[1] ?? null;
}

/**
 * The same post, told before the media are processed (issue 26). A post id is unique (the
 * import's key: a row with a stored post id updates it), so a row is a duplicate when it is
 * another post id of one post:
 * - same-post: a TikTok holding the row's download link (tiktoks_download_link_idx), or whose
 *   post id is the one the row's TikTok link names (tiktoks_post_id_unique). tiktok_link itself
 *   has no index: a stored TikTok's link names its own post id, which the second lookup finds;
 * - same-file: the row's download link is a stored upload whose digest is another media's,
 *   held by a TikTok (media_source_url, media_digest, tiktoks_download_link_idx).
 * Within the file, lines are compared on the post ids (their own and their links'), the links
 * and the digests. The lateral lookups stop at MATCHES_PER_REASON without sorting by id (a sort
 * a row tripled the statement's time; a TikToks import is up to millions of rows): a link held
 * by more posts than that reports some of them, in index order (about the oldest first).
 */
async function lookupTiktoks(tx: Tx, rows: readonly TiktokDuplicateRow[], newest: number) {
  const linked = rows.map((row) => {
    const id = postIdOfLink(row.tiktok_link);
    return id !== row.post_id ? id : null;
  });
  const downloads = rows.map((row) => row.download_link);
  const signalsOf = (digests: Map<number, string>) => (i: number) => {
    const row = rows[i] as TiktokDuplicateRow;
    const signals: RowSignal[] = [{ reason: 'same-post', value: `post:${row.post_id}` }];
    const link = linked[i];
    if (link) signals.push({ reason: 'same-post', value: `post:${link}` });
    // a link naming no post id (a short link) is compared as it is
    else if (row.tiktok_link && !postIdOfLink(row.tiktok_link))
      signals.push({ reason: 'same-post', value: `link:${row.tiktok_link}` });
    if (row.download_link) signals.push({ reason: 'same-post', value: `download:${row.download_link}` });
    const digest = digests.get(i + 1);
    if (digest) signals.push({ reason: 'same-file', value: digest });
    return signals;
  };
  // nothing to look up (a file of post ids and counts only): no statement
  if (!downloads.some(Boolean) && !linked.some(Boolean))
    return looksOf(rows.length, [], signalsOf(new Map()));

  await withoutJit(tx);
  const { rows: found } = await tx.execute<{
    ord: number;
    id: number | null;
    reason: FoundRow['reason'] | 'digest';
    digest: string | null;
  }>(sql`
    with r as (
      select * from unnest(${columnParam(
        rows.map((row) => row.post_id),
        'text',
      )}, ${columnParam(downloads, 'text')}, ${columnParam(linked, 'text')})
        with ordinality as r(own, download, linked, ord)
    ),
    -- lateral and limited: an index probe a row, never a hash of the whole table
    digests as (
      select r.ord, r.own, m.digest, m.source_url from r cross join lateral (
        select m.digest, m.source_url from media m
        where m.source_url = r.download and m.digest is not null limit 1
      ) m
    )
    select r.ord::int, t.id, 'same-post' as reason, null as digest
    from r cross join lateral (
      select t.id from tiktoks t
      where t.download_link = r.download and t.id <= ${newest} and t.post_id is distinct from r.own
      limit ${MATCHES_PER_REASON}
    ) t
    union all
    select r.ord::int, t.id, 'same-post', null
    from r cross join lateral (
      select t.id from tiktoks t where t.post_id = r.linked and t.id <= ${newest} limit 1
    ) t
    union all
    select d.ord::int, null, 'digest', d.digest from digests d
    union all
    select d.ord::int, t.id, 'same-file', null
    from digests d cross join lateral (
      select t.id from media m join tiktoks t on t.download_link = m.source_url
      where m.digest = d.digest and m.source_url <> d.source_url
        and t.id <= ${newest} and t.post_id is distinct from d.own
      limit ${MATCHES_PER_REASON}
    ) t`);

  const digests = new Map<number, string>();
  const matches: FoundRow[] = [];
  for (const f of found) {
    if (f.reason === 'digest') {
      if (f.digest) digests.set(f.ord, f.digest);
    } else if (f.id !== null) matches.push({ ord: f.ord, id: f.id, reason: f.reason });
  }
  return looksOf(rows.length, matches, signalsOf(digests));
}

/** The TikToks import's duplicates: a row with a stored post id updates that post. */
export const tiktokImportDuplicates: ImportDuplicates<TiktokDuplicateRow> = {
  newestId: async (tx) => {
    const { rows } = await tx.execute<{ id: number | null }>(sql`select max(id) as id from tiktoks`);
    return Number(rows[0]?.id ?? 0);
  },
  lookup: lookupTiktoks,
  stored: async (tx, keys) => {
    const found = await tx
      .select({ post_id: tiktoks.post_id })
      .from(tiktoks)
      .where(inArray(tiktoks.post_id, keys.map(String)));
    return new Set(found.flatMap((r) => (r.post_id === null ? [] : [r.post_id])));
  },
};
