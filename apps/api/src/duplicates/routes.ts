import { type DuplicateArea, duplicatesContract } from '@adlib/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../auth/roles.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { serve } from '../http/serve.js';
import { clusterPage, components } from './clusters.js';
import { findMatches, loadSubject } from './lookup.js';
import { loadMembers } from './members.js';
import type { MergeRecords } from './merge-port.js';
import { dismissedWith, dismissPairs } from './pairs.js';

/** The role each area's duplicates need: an admin reviews ads', a super every area's. */
function checkArea(user: AuthUser | undefined, area: DuplicateArea) {
  if (area === 'tiktoks' && user?.role !== 'super')
    throw forbidden("Only a super reviews TikToks' duplicates");
}

const access = { role: 'admin' as const, tags: ['duplicates'] };

/** The duplicates' routes (contract duplicatesContract), but `merge` (duplicates/merge/). */
export function duplicatesRoutes(app: FastifyInstance, merge: () => MergeRecords) {
  const c = duplicatesContract;

  serve(app, c.of, access, async ({ db, user, params: { area, id } }) => {
    checkArea(user, area);
    const subject = await loadSubject(db, area, id);
    if (!subject) throw notFound();
    const dismissed = await dismissedWith(db, area, id);
    const matches = (await findMatches(db, area, subject)).filter((m) => !dismissed.has(m.id));
    const members = await loadMembers(db, area, [id, ...matches.map((m) => m.id)]);
    const record = members.get(id);
    if (!record) throw notFound();
    return {
      record,
      matches: matches.flatMap((m) => {
        const member = members.get(m.id);
        const [a, b] = [Math.min(id, m.id), Math.max(id, m.id)];
        return member ? [{ member, pair: { a, b, reasons: m.reasons, distance: m.distance } }] : [];
      }),
    };
  });

  serve(app, c.clusters, access, async ({ db, user, params: { area }, query }) => {
    checkArea(user, area);
    return clusterPage(db, area, query);
  });

  serve(app, c.count, access, async ({ db, user, params: { area } }) => {
    checkArea(user, area);
    const all = await components(db, area);
    return { open: all.length, exact: all.filter((x) => x.exact).length };
  });

  serve(app, c.dismiss, access, async ({ db, user, params: { area }, body }) => {
    checkArea(user, area);
    return { dismissed: await dismissPairs(db, area, body.ids) };
  });

  serve(app, c.mergeExact, access, async ({ db, user, params: { area }, body }) => {
    checkArea(user, area);
    const exact = (await components(db, area)).filter((x) => x.exact);
    if (exact.length !== body.expected)
      throw conflict(
        `There are ${exact.length} exact duplicate clusters now, not ${body.expected}: review the count and try again`,
      );
    const members = await loadMembers(
      db,
      area,
      exact.flatMap((x) => x.ids),
    );
    const batches: string[] = [];
    let merged = 0;
    for (const cluster of exact) {
      // the oldest record is kept (the last of the screen's newest-first members)
      const ids = cluster.ids
        .flatMap((id) => members.get(id) ?? [])
        .sort((x, y) => new Date(x.created_at).getTime() - new Date(y.created_at).getTime() || x.id - y.id)
        .map((m) => m.id);
      const [keep, ...rest] = ids;
      if (keep === undefined || !rest.length) continue;
      const result = await merge()(app, area, keep, rest, user);
      batches.push(result.batch);
      merged += result.merged.length;
    }
    return { clusters: batches.length, merged, batches };
  });
}
