import type { DuplicateArea, DuplicateMergeResult } from '@adlib/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../auth/roles.js';
import { HttpError } from '../http/errors.js';

/**
 * What the bulk merge (merge-exact) needs of the merge (duplicates/merge/, built apart): keep
 * one record, move the others' collections, tags and links onto it, send them to the trash in
 * one batch. The app passes the real one to registerDuplicates; until it is there,
 * `mergeUnavailable` answers 503.
 */
export type MergeRecords = (
  app: FastifyInstance,
  area: DuplicateArea,
  keep: number,
  merge: readonly number[],
  user: AuthUser | undefined,
) => Promise<DuplicateMergeResult>;

/** Until the merge is wired (duplicates/merge/): merge-exact answers 503 and merges nothing. */
export const mergeUnavailable: MergeRecords = async () => {
  throw new HttpError(503, 'internal', 'Merging duplicates is not available yet');
};
