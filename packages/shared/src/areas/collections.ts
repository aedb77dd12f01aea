import { z } from 'zod';
import {
  createEndpoint,
  oneEndpoint,
  removeEndpoint,
  savedVersion,
  updateEndpoint,
  wholeListEndpoint,
} from '../contract/area-contract.js';
import { historyEndpoints, trashEndpoints } from '../contract/capabilities.js';
import { endpoint } from '../contract/endpoint.js';
import { staleWeeks } from '../contract/insights.js';
import {
  collectionBulkInsert,
  collectionBulkInsertResult,
  collectionCreate,
  collectionInput,
  collectionNewToggle,
  collectionRecord,
  roleRecord,
} from '../schemas/collection.js';
import { idParams } from '../schemas/common.js';
import { AREA_BASES } from './trashes.js';

const base = AREA_BASES.collections;

/**
 * Collections' calls (SPEC 9): a short list read whole (the ad form's multi-select reads it
 * too), rows created blank and saved one by one, the trash, history, the bulk insert of ads and
 * the plan kinds a collection can be shown to.
 */
export const collectionContract = {
  all: wholeListEndpoint(
    base,
    'Every collection, highest order first: data.records',
    collectionRecord,
    'records',
  ),
  one: oneEndpoint(`${base}/:id`, 'One collection (a row reloaded after a 409)', collectionRecord),
  // SPEC's blank row answers 200, not 201
  create: createEndpoint(
    base,
    'Create a collection (SPEC blank row; without order it goes first: top order + 10)',
    collectionCreate,
    savedVersion,
    200,
  ),
  update: updateEndpoint(
    `${base}/:id`,
    'Save a collection row (409 when updated_at is stale)',
    collectionInput,
    savedVersion,
  ),
  remove: removeEndpoint(
    `${base}/:id`,
    'Move a collection to the trash; its ads stay, unlinked (data.batch: what Undo restores)',
  ),
  trash: trashEndpoints(base, 'collections'),
  history: historyEndpoints(base, 'collection'),
  newToggle: endpoint({
    method: 'PUT',
    path: '/api/advertisements-collections/:id',
    summary: "The collection's New toggle, saved at once",
    params: idParams,
    body: collectionNewToggle,
    response: savedVersion,
  }),
  bulkInsert: endpoint({
    method: 'POST',
    path: `${base}/bulk-insert`,
    summary: 'Link the matching visible ads to a collection once (decision 013); dry_run only counts',
    body: collectionBulkInsert,
    response: collectionBulkInsertResult,
  }),
  // the screen's "No new ads for 4 weeks" (Home's tile links to it): the same collections the
  // tile counts, so the screen shows exactly its figure
  stale: endpoint({
    method: 'GET',
    path: `${base}/stale`,
    summary: 'The ids of the active collections with no new ad for `weeks` weeks (or none at all)',
    query: z.object({ weeks: staleWeeks }),
    response: z.object({ ids: z.array(z.number().int()) }),
  }),
  roles: wholeListEndpoint(
    '/api/roles',
    'The plan kinds a collection can be shown to: data.records',
    roleRecord,
    'records',
  ),
};
