import { z } from 'zod';
import { trashEndpoints } from '../contract/capabilities.js';
import { endpoint } from '../contract/endpoint.js';
import { categoryInput, categoryOrder, categoryRecord, categorySaved } from '../schemas/article.js';
import { idParams } from '../schemas/common.js';
import { deletedRecord } from '../schemas/trash.js';
import { AREA_BASES } from './trashes.js';

const base = AREA_BASES.categories;
/** SPEC 7 spells a category's writes in the singular. */
const onePath = '/api/category/:id';

/**
 * The blog's categories (SPEC 7): a short list answered whole, create, rename or move, delete
 * (to the trash) and the order. No edit screen of their own, so no `one` and no history.
 */
export const categoryContract = {
  all: endpoint({
    method: 'GET',
    path: base,
    summary: 'Every category, by order (newest first among equal orders)',
    response: z.object({ results: z.array(categoryRecord) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/category',
    summary: 'Create a category (order 1 by default)',
    body: categoryInput,
    response: categorySaved,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: onePath,
    summary: 'Rename or move a category (409 when updated_at is stale)',
    params: idParams,
    body: categoryInput,
    response: categorySaved,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: onePath,
    summary: 'Move a category to the trash; its articles stay, without it (data.batch: what Undo restores)',
    params: idParams,
    response: deletedRecord,
  }),
  trash: trashEndpoints(base, 'categories'),
  order: endpoint({
    method: 'PUT',
    path: `${base}/order`,
    summary: 'Reorder: every category id in its new order (order 1, 2, 3…)',
    body: categoryOrder,
    response: z.object({ count: z.number().int() }),
  }),
};
