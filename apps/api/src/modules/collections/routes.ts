import { collectionContract, collectionInput } from '@adlib/shared';
import { apiAreaRoutes, areaCall, defineApiArea } from '../../area/define-api-area.js';
import { staleCollectionRows } from '../../insights/library.js';
import { bulkInsert, countBulkInsert } from './bulk-insert.js';
import { collectionFinder } from './find.js';
import { collectionRecords, listRoles, setCollectionNew } from './queries.js';

/** Collections' API (SPEC 9), declared once: super users write, the ad form reads them too. */
export const collectionsArea = defineApiArea({
  contract: collectionContract,
  role: 'super',
  // admin, not super: the ad form's Collections multi-select reads them (ARCHITECTURE "Roles")
  readRole: 'admin',
  tags: ['collections'],
  records: collectionRecords,
  // POST /api/collections/bulk-insert links many ads in one entry
  history: { input: collectionInput, kinds: { actions: { 'bulk-insert': 'bulk' } } },
  calls: [
    // the command palette finds collections by title or id (GET /api/find)
    (app) => {
      app.finders.push(collectionFinder(app.db));
    },
    areaCall(collectionContract.newToggle, async ({ db, user, params, body }) => {
      const row = await setCollectionNew(db, user, params.id, body.is_new);
      return { id: params.id, updated_at: row?.updated_at };
    }),
    areaCall(collectionContract.bulkInsert, ({ db, user, body }) =>
      body.dry_run ? countBulkInsert(db, body.id) : bulkInsert(db, user, body.id),
    ),
    // Home's "No new ads for N weeks" opens the screen with these, the rows its figure counts
    areaCall(collectionContract.stale, async ({ db, query }) => ({
      ids: (await staleCollectionRows(db, query.weeks)).map((r) => Number(r.id)),
    })),
    areaCall(collectionContract.roles, async ({ db }) => ({ records: await listRoles(db) })),
  ],
});

export const collectionsRoutes = apiAreaRoutes(collectionsArea);
