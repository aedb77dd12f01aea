import type { DuplicateArea, DuplicateMergeResult } from '@adlib/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/roles.js';
import { actingAs } from '../../db/actor.js';
import { recordAudit } from '../../db/audit.js';
import { entityWritten } from '../../db/entity-writes.js';
import { badRequest } from '../../http/errors.js';
import { newBatch } from '../../trash/index.js';
import { trashRecords } from '../../trash/trash-records.js';
import { adMerge } from './ad-merge.js';
import type { AreaMerge } from './area-merge.js';
import { tiktokMerge } from './tiktok-merge.js';

const MERGES: Record<DuplicateArea, AreaMerge> = { advertisements: adMerge, tiktoks: tiktokMerge };

/** How History names records: "#12, #13". */
const named = (ids: readonly number[]) => ids.map((id) => `#${id}`).join(', ');

/**
 * Merges records `merge` of an area into record `keep`, in one transaction: the kept record
 * gains what the area's combine gives it (an ad: the merged ads' collections and tags, and the
 * fields it lacks), the merged records go to the trash under one batch (the trash's Undo of it
 * brings them all back, with their own collections), and History says so on both sides: the
 * kept record's `update` entry lists what it gained and `merged_from`, each merged record's
 * `delete` entry `merged_into`. 404 when a record is not there (or in the trash): nothing
 * changes. The caller checks the role for the area.
 */
export async function mergeRecords(
  app: FastifyInstance,
  area: DuplicateArea,
  keep: number,
  merge: readonly number[],
  actor: AuthUser | undefined,
): Promise<DuplicateMergeResult> {
  // the order asked decides which merged record fills a field first; History and the answer sort
  const asked = [...new Set(merge)];
  const ids = [...asked].sort((a, b) => a - b);
  if (ids.length === 0 || ids.includes(keep)) {
    throw badRequest('Choose other records to merge into the one kept', {
      merge: 'The record kept cannot be merged into itself',
    });
  }
  const { trash, combine } = MERGES[area];
  const entity = trash.entity;
  const batch = newBatch();
  await app.db.transaction(async (tx) => {
    await actingAs(tx, actor);
    const { kept, merged } = await combine(tx, keep, asked);
    await trashRecords(tx, trash, ids, batch, actor);
    await recordAudit(
      tx,
      actor,
      entity,
      keep,
      'update',
      { ...kept.before, merged_from: null },
      { ...kept.after, merged_from: named(ids), ...kept.notes },
    );
    for (const record of merged) {
      // every field goes (the trash keeps the row), and where the record went
      await recordAudit(tx, actor, entity, record.id, 'delete', record.before, {
        merged_into: named([keep]),
      });
    }
  });
  // after the commit: list totals (and whatever else listens) see the records gone
  await entityWritten(app.db, entity.name);
  return { kept: keep, merged: ids, batch };
}

/** mergeRecords' type, for the callers beside it (the bulk merge of exact clusters). */
export type MergeRecords = typeof mergeRecords;
