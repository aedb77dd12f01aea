import { type InsightTile, insightsContract } from '@adlib/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteRole } from '../auth/roles.js';
import type { Db } from '../db/client.js';
import { serve } from '../http/serve.js';
import { activePlans, fullAccess, memberSignins, subscriptionChanges, trialConversion } from './customers.js';
import {
  adsActivity,
  collectionProgress,
  coverage,
  curators,
  missing,
  staleCollections,
  visibility,
} from './library.js';
import { type InsightRange, rangeOf } from './range.js';

interface Ask {
  db: Db;
  range: InsightRange;
  weeks: number;
}
type Tile = (ask: Ask) => ReturnType<typeof visibility>;

/** Each tile, with who may read it: the library's are the ads' staff's, the customers' super's. */
const TILES: Record<InsightTile, { role: RouteRole; read: Tile }> = {
  'ads-activity': { role: 'admin', read: ({ db, range }) => adsActivity(db, range) },
  curators: { role: 'admin', read: ({ db, range }) => curators(db, range) },
  visibility: { role: 'admin', read: ({ db }) => visibility(db) },
  coverage: { role: 'admin', read: ({ db }) => coverage(db) },
  'collection-progress': { role: 'admin', read: ({ db }) => collectionProgress(db) },
  missing: { role: 'admin', read: ({ db }) => missing(db) },
  'stale-collections': { role: 'admin', read: ({ db, weeks }) => staleCollections(db, weeks) },
  'active-plans': { role: 'super', read: ({ db, range }) => activePlans(db, range) },
  'subscription-changes': { role: 'super', read: ({ db, range }) => subscriptionChanges(db, range) },
  'trial-conversion': { role: 'super', read: ({ db, range }) => trialConversion(db, range) },
  'full-access': { role: 'super', read: ({ db, range }) => fullAccess(db, range) },
  'member-signins': { role: 'super', read: ({ db, range }) => memberSignins(db, range) },
};

/** GET /api/insights/<tile>: one call per tile (decision 030). */
export const insightsRoutes: FastifyPluginAsync = async (app) => {
  for (const [tile, { role, read }] of Object.entries(TILES) as [
    InsightTile,
    (typeof TILES)[InsightTile],
  ][]) {
    serve(app, insightsContract[tile], { role, tags: ['insights'] }, async ({ db, query }) => {
      const range = rangeOf(query);
      return { tile, range, ...(await read({ db, range, weeks: query.weeks })) };
    });
  }
};
