import { type DuplicateArea, type DuplicateCluster, type DuplicatePair, EXACT_REASONS } from '@adlib/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { AREA_SQL } from './areas.js';
import { loadMembers } from './members.js';

const ident = (name: string) => sql.raw(`"${name}"`);

type PairRow = {
  a_id: number;
  b_id: number;
  reasons: DuplicatePair['reasons'];
  distance: number | null;
  found_at: Date | string;
};

/** A connected component of open pairs, before its members are read. */
export interface Component {
  key: number;
  ids: number[];
  pairs: DuplicatePair[];
  exact: boolean;
  foundAt: Date;
}

/**
 * The area's open pairs whose two records are in their table (a record in the trash hides its
 * pairs until restored), one index range (duplicate_pair_open_idx) joined to the table by id.
 */
async function openPairs(db: Db, area: DuplicateArea): Promise<PairRow[]> {
  const table = ident(AREA_SQL[area].table);
  const result = await db.execute(sql`
    select p.a_id, p.b_id, p.reasons, p.distance, p.found_at from duplicate_pair p
    where p.area = ${area} and p.state = 'open'
      and exists (select 1 from ${table} r where r.id = p.a_id)
      and exists (select 1 from ${table} r where r.id = p.b_id)`);
  return result.rows as PairRow[];
}

const isExact = (p: DuplicatePair) => p.reasons.some((r) => EXACT_REASONS.includes(r));

/**
 * The clusters: connected components of the open pairs (union-find), newest first (the latest
 * pair found), then by key. Computed from the area's open pairs, which the checks keep
 * incrementally: the review screen never compares records.
 */
export async function components(db: Db, area: DuplicateArea): Promise<Component[]> {
  const rows = await openPairs(db, area);
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let root = x;
    while (parent.get(root) !== undefined && parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(x, root);
    return root;
  };
  for (const r of rows) {
    if (!parent.has(r.a_id)) parent.set(r.a_id, r.a_id);
    if (!parent.has(r.b_id)) parent.set(r.b_id, r.b_id);
    const [x, y] = [find(r.a_id), find(r.b_id)];
    if (x !== y) parent.set(Math.max(x, y), Math.min(x, y));
  }
  const byRoot = new Map<number, Component>();
  for (const r of rows) {
    const root = find(r.a_id);
    const foundAt = new Date(r.found_at);
    const pair: DuplicatePair = { a: r.a_id, b: r.b_id, reasons: r.reasons, distance: r.distance };
    const c = byRoot.get(root) ?? { key: root, ids: [], pairs: [], exact: true, foundAt };
    c.pairs.push(pair);
    c.exact &&= isExact(pair);
    if (foundAt > c.foundAt) c.foundAt = foundAt;
    byRoot.set(root, c);
  }
  for (const [id] of parent) byRoot.get(find(id))?.ids.push(id);
  for (const c of byRoot.values()) c.key = Math.min(...c.ids);
  return [...byRoot.values()].sort((x, y) => y.foundAt.getTime() - x.foundAt.getTime() || x.key - y.key);
}

const cursorSchema = z.tuple([z.number().int(), z.number().int()]);
const encodeCursor = (c: Component) =>
  Buffer.from(JSON.stringify([c.foundAt.getTime(), c.key])).toString('base64url');
function decodeCursor(text: string): [number, number] {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString()));
  } catch {
    throw badRequest('The cursor is not valid', { cursor: 'Not a cursor from this list' });
  }
}

/** Whether a component comes after the cursor's in the order (newest first, then key). */
const after =
  ([at, key]: [number, number]) =>
  (c: Component) =>
    c.foundAt.getTime() < at || (c.foundAt.getTime() === at && c.key > key);

export interface ClusterPageQuery {
  cursor?: string | undefined;
  limit: number;
  exact?: boolean | undefined;
}

/** A page of clusters with their members (newest first), the total, and the next page's cursor. */
export async function clusterPage(db: Db, area: DuplicateArea, q: ClusterPageQuery) {
  const all = (await components(db, area)).filter((c) => q.exact === undefined || c.exact === q.exact);
  const rest = q.cursor ? all.filter(after(decodeCursor(q.cursor))) : all;
  const page = rest.slice(0, q.limit);
  const members = await loadMembers(
    db,
    area,
    page.flatMap((c) => c.ids),
  );
  const results: DuplicateCluster[] = [];
  for (const c of page) {
    const list = c.ids.flatMap((id) => members.get(id) ?? []);
    // newest first: the one a merge keeps by default (the oldest) is the last
    list.sort((x, y) => new Date(y.created_at).getTime() - new Date(x.created_at).getTime() || y.id - x.id);
    if (list.length >= 2)
      results.push({ key: c.key, exact: c.exact, members: list, pairs: c.pairs, found_at: c.foundAt });
  }
  const last = page.at(-1);
  return {
    total: all.length,
    results,
    next_cursor: last && rest.length > page.length ? encodeCursor(last) : null,
  };
}
