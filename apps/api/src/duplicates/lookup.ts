import { DUPLICATE_REASONS, type DuplicateArea, type DuplicateReason } from '@adlib/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AREA_SQL } from './areas.js';
import { commonBands } from './common-bands.js';
import {
  arrayLiteral,
  BAND_COLUMNS,
  bandTag,
  CROP_BAND_SQL,
  CROP_ROW_BAND,
  PICTURE_CROP_BAND,
  signedHash,
  textArrayLiteral,
} from './media-hashes.js';
import {
  bandsOf,
  CROP_DISTANCE,
  compareMedia,
  copyKey,
  cropBandsOf,
  hashesOf,
  type MediaSignals,
  NEAR_DISTANCE,
} from './signals.js';

/**
 * The most candidates one lookup reads: a creative copied more often than this is flagged
 * against its first ones (a cluster joins them all anyway), and a common band value (plain
 * backgrounds) cannot make one lookup read the library.
 */
export const CANDIDATE_CAP = 200;
/** The most matches one record keeps (the form shows the first; the review screen clusters them). */
export const MATCH_CAP = 50;

/** One record as the lookup compares it. */
export interface Subject {
  id: number;
  /** the media URL it holds */
  url: string | null;
  /** its media row's key, when ready */
  mediaKey: string | null;
  signals: MediaSignals;
  /** TikToks' post id and link (null for ads) */
  posts: (string | null)[];
  /** ads: the copy as copyKey compares it, and the fields the index key is made of (null: no copy) */
  copy: { key: string; name: string; primary_text: string | null; headline: string | null } | null;
}

export interface Match {
  id: number;
  reasons: DuplicateReason[];
  distance: number | null;
}

const ident = (name: string) => sql.raw(`"${name}"`);

/** Reads a record and its ready media; null when it is not in its table (unknown, or in the trash). */
export async function loadSubject(db: Db, area: DuplicateArea, id: number): Promise<Subject | null> {
  const a = AREA_SQL[area];
  const posts = a.postKeys.length
    ? sql.join(
        a.postKeys.map((k) => sql`r.${ident(k)}`),
        sql`, `,
      )
    : sql`null`;
  const copy = a.copy
    ? sql`r.name, r.primary_text, r.headline`
    : sql`null as name, null as primary_text, null as headline`;
  const result = await db.execute(sql`
    select r.id, r.${ident(a.media)} as url, m.source_key, m.digest, m.phash, m.strip_phashes, m.crop_phashes,
      array[${posts}]::text[] as posts, ${copy}
    from ${ident(a.table)} r
    left join media m on m.source_url = r.${ident(a.media)} and m.state = 'ready'
    where r.id = ${id}`);
  const row = result.rows[0] as SubjectRow | undefined;
  if (!row) return null;
  const key =
    a.copy && row.name !== null
      ? copyKey({ name: row.name, primary_text: row.primary_text, headline: row.headline })
      : null;
  return {
    id: row.id,
    url: row.url,
    mediaKey: row.source_key,
    signals: { digest: row.digest, phash: row.phash, frames: row.strip_phashes, crops: row.crop_phashes },
    posts: row.posts.filter((p) => p !== null && p !== ''),
    copy:
      key === null || row.name === null
        ? null
        : { key, name: row.name, primary_text: row.primary_text, headline: row.headline },
  };
}

type SubjectRow = {
  id: number;
  url: string | null;
  source_key: string | null;
  digest: string | null;
  phash: string | null;
  strip_phashes: string[] | null;
  crop_phashes: string[] | null;
  posts: (string | null)[];
  name: string | null;
  primary_text: string | null;
  headline: string | null;
};

type CandidateRow = {
  id: number;
  same_url: boolean | null;
  same_post: boolean | null;
  name: string | null;
  primary_text: string | null;
  headline: string | null;
  digest: string | null;
  phash: string | null;
  strip_phashes: string[] | null;
  crop_phashes: string[] | null;
};

/**
 * The lookup of one creative against the library (decision 024), one statement: records whose
 * media share a band of one of its hashes and are within NEAR_DISTANCE of one of them; whose
 * picture's hash shares a wide band with one of its crop hashes and is within CROP_DISTANCE of it;
 * whose crop hashes (media_crop_hash) share a wide band with its picture's hash and are within
 * CROP_DISTANCE of it (so a cropped copy meets its original whichever is saved first); whose
 * media have its bytes; that hold its media URL, its TikTok post id or link, or (ads) the same
 * copy key (the ad_copy_key() expression index of migration 0024).
 * Each branch is an index probe (a btree per band, read index-only; digest, media URL, post id, copy
 * key); a record in the trash is not in its table, so never a candidate.
 */
export function candidatesSql(area: DuplicateArea, s: Subject, common: ReadonlySet<number> = new Set()): SQL {
  const a = AREA_SQL[area];
  const media = ident(a.media);
  const table = ident(a.table);
  const hex = (h: string) => /^[0-9a-f]{16}$/i.test(h);
  const own = hashesOf(s.signals).filter(hex);
  const picture = s.signals.phash && hex(s.signals.phash) ? s.signals.phash : null;
  const crops = (s.signals.crops ?? []).filter(hex);
  const urlBranches: SQL[] = [];
  let near = sql``;
  // one probe of a band column: its values for these hashes, but those thousands of hashes
  // share (common-bands.ts); `kind` says which distance check the rows it reads get
  const probe = (
    hashes: readonly string[],
    bands: (h: string) => number[],
    band: number,
    tag: number,
    from: 'media_hash' | 'media_crop_hash',
    column: SQL,
    kind: number,
  ) => {
    // `frame = -1` picks media_hash's partial btree of a wide band (pictures' and posters' hashes)
    const partial = from === 'media_hash' && kind === 2 ? sql`h.frame = -1 and ` : sql``;
    const values = [...new Set(hashes.map((h) => bands(h)[band] ?? 0))].filter(
      (value) => !common.has(bandTag(tag, value)),
    );
    return values.length
      ? [
          sql`select h.source_key, h.hash, ${sql.raw(String(kind))} as kind from ${ident(from)} h where ${partial}${column} = any(${arrayLiteral(values)}::int[])`,
        ]
      : [];
  };
  const probes = [
    // its own hashes against the others' (kind 0: within NEAR_DISTANCE of one of them)
    ...BAND_COLUMNS.flatMap((column, band) =>
      probe(own, bandsOf, band, band, 'media_hash', sql`h.${ident(column)}`, 0),
    ),
    // its picture's hash against the others' crop hashes (kind 1: within CROP_DISTANCE of it)
    ...CROP_BAND_SQL.flatMap((expression, band) =>
      probe(
        picture ? [picture] : [],
        cropBandsOf,
        band,
        CROP_ROW_BAND + band,
        'media_crop_hash',
        sql.raw(expression),
        1,
      ),
    ),
    // its crop hashes against the others' pictures' hashes (kind 2: within CROP_DISTANCE of one)
    ...CROP_BAND_SQL.flatMap((expression, band) =>
      probe(crops, cropBandsOf, band, PICTURE_CROP_BAND + band, 'media_hash', sql.raw(expression), 2),
    ),
  ];
  if (probes.length) {
    const values = arrayLiteral(own.map(signedHash));
    const cropValues = arrayLiteral(crops.map(signedHash));
    const pictureValue = picture ? signedHash(picture) : 0n;
    // the probes run first, on their own (materialised: the planner may not walk the primary
    // key in order for the limit instead), each an index-only scan of one band's btree; then
    // the distance check of what they read. No limit inside: the planner would scan for it.
    near = sql`near as materialized (${sql.join(probes, sql` union all `)}), `;
    urlBranches.push(sql`select m.source_url from (
        select distinct near.source_key from near
        where near.source_key is distinct from ${s.mediaKey}::text
          and case near.kind
            when 0 then exists (select 1 from unnest(${values}::bigint[]) q(hash)
                                where bit_count((near.hash # q.hash)::bit(64)) <= ${NEAR_DISTANCE})
            when 1 then bit_count((near.hash # ${pictureValue}::bigint)::bit(64)) <= ${CROP_DISTANCE}
            else exists (select 1 from unnest(${cropValues}::bigint[]) q(hash)
                         where bit_count((near.hash # q.hash)::bit(64)) <= ${CROP_DISTANCE}) end
        limit ${CANDIDATE_CAP}
      ) n join media m on m.source_key = n.source_key`);
  }
  if (s.signals.digest)
    urlBranches.push(
      sql`select m.source_url from media m where m.digest = ${s.signals.digest}::text and m.source_key is distinct from ${s.mediaKey}::text`,
    );
  if (s.url) urlBranches.push(sql`select ${s.url}::text`);
  const idBranches: SQL[] = [];
  if (urlBranches.length)
    idBranches.push(
      sql`select r.id from ${table} r where r.${media} in (${sql.join(urlBranches, sql` union `)})`,
    );
  const posts = textArrayLiteral(s.posts.filter((p): p is string => p !== null));
  for (const key of s.posts.length ? a.postKeys : [])
    idBranches.push(sql`select r.id from ${table} r where r.${ident(key)} = any(${posts}::text[])`);
  // ads_copy_key_idx (migration 0024): a coarse key of the copy finds candidates; copyKey decides
  if (a.copy && s.copy)
    idBranches.push(sql`select r.id from ${table} r
      where ad_copy_key(r.name, r.primary_text, r.headline)
        = ad_copy_key(${s.copy.name}::text, ${s.copy.primary_text}::text, ${s.copy.headline}::text)`);
  if (!idBranches.length) idBranches.push(sql`select null::int as id where false`);
  const samePost = a.postKeys.length
    ? sql.join(
        a.postKeys.map((k) => sql`r.${ident(k)} = any(${posts}::text[])`),
        sql` or `,
      )
    : sql`false`;
  return sql`
    with ${near}ids as (${sql.join(idBranches, sql` union `)})
    select r.id, r.${media} = ${s.url}::text as same_url, (${samePost}) as same_post,
      ${a.copy ? sql`r.name, r.primary_text, r.headline` : sql`null as name, null as primary_text, null as headline`},
      m.digest, m.phash, m.strip_phashes, m.crop_phashes
    from (select id from ids where id <> ${s.id} limit ${CANDIDATE_CAP}) c
    join ${table} r on r.id = c.id
    left join media m on m.source_url = r.${media} and m.state = 'ready'
`;
}

const rank = (r: DuplicateReason) => DUPLICATE_REASONS.indexOf(r);

/** Why a candidate is a duplicate of the subject (none: it is not). */
function reasonsOf(s: Subject, row: CandidateRow): Match | null {
  const compared = compareMedia(s.signals, {
    digest: row.digest,
    phash: row.phash,
    frames: row.strip_phashes,
    crops: row.crop_phashes,
  });
  const reasons = new Set<DuplicateReason>(compared?.reasons ?? []);
  if (row.same_url || row.same_post) reasons.add('same-post');
  if (s.copy && row.name !== null && copyKey({ ...row, name: row.name }) === s.copy.key)
    reasons.add('same-copy');
  if (!reasons.size) return null;
  return {
    id: row.id,
    reasons: [...reasons].sort((x, y) => rank(x) - rank(y)),
    distance: compared?.distance ?? null,
  };
}

/** Most alike first: the strongest reason, then the smaller distance, then the newer record. */
const byLikeness = (x: Match, y: Match) =>
  rank(x.reasons[0] ?? 'same-copy') - rank(y.reasons[0] ?? 'same-copy') ||
  (x.distance ?? 65) - (y.distance ?? 65) ||
  y.id - x.id;

/** The records a subject duplicates, most alike first (at most MATCH_CAP). */
export async function findMatches(db: Db, area: DuplicateArea, s: Subject): Promise<Match[]> {
  const result = await db.execute(candidatesSql(area, s, await commonBands(db)));
  const matches: Match[] = [];
  for (const row of result.rows as CandidateRow[]) {
    const match = reasonsOf(s, row);
    if (match) matches.push(match);
  }
  return matches.sort(byLikeness).slice(0, MATCH_CAP);
}
