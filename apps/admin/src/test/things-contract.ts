import {
  areaContract,
  bulkEditEndpoint,
  bulkEndpoint,
  endpoint,
  idParams,
  importEndpoint,
  trashEndpoints,
} from '@adlib/shared';
import { z } from 'zod';

/** The kit tests' area: a thing has a name, a shown switch and a version. */
const thing = z.object({
  id: z.number(),
  name: z.string(),
  shown: z.boolean(),
  updated_at: z.string().optional(),
});
const anyBody = z.object({}).loose();

/** A contract as an area declares one (packages/shared/src/areas), for the resource's tests. */
export function thingsContract(base: string) {
  return {
    ...areaContract({
      base,
      noun: 'thing',
      record: thing,
      input: thing.omit({ id: true }),
      saved: z.object({ id: z.number(), updated_at: z.string() }),
      list: { item: thing, query: z.object({}).loose(), summary: 'Things' },
    }),
    bulk: bulkEndpoint(base, 'things', anyBody),
    bulkEdit: bulkEditEndpoint(base, 'things', anyBody),
    import: importEndpoint(`${base}/import`, 'Import things'),
    shown: endpoint({
      method: 'PUT',
      path: `${base}/:id/shown`,
      summary: 'Show or hide a thing',
      params: idParams,
      body: z.object({ shown: z.boolean() }),
      response: z.object({ id: z.number(), updated_at: z.string() }),
    }),
  };
}

/** The same area with a trash: deletes answer a batch that Undo restores. */
export const trashedThingsContract = (base: string) => ({
  ...thingsContract(base),
  trash: trashEndpoints(base, 'things'),
});
