import { categoryContract } from '@adlib/shared';
import { apiAreaRoutes, areaCall, defineApiArea } from '../../area/define-api-area.js';
import { categoryRecords, listCategories, reorderCategories } from './category-queries.js';

/**
 * The blog's categories (SPEC 7), declared once: the list answered whole, create, rename or
 * move, delete, the trash and the order. No edit screen of their own, so no history.
 */
const categoriesArea = defineApiArea({
  contract: categoryContract,
  role: 'super',
  tags: ['blog'],
  records: { ...categoryRecords, all: async (db) => ({ results: await listCategories(db) }) },
  calls: [
    areaCall(categoryContract.order, async ({ db, user, body }) => ({
      count: (await reorderCategories(db, user, body.ids)).length,
    })),
  ],
});

export const categoryRoutes = apiAreaRoutes(categoriesArea);
