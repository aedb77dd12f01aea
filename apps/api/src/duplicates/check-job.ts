import { DUPLICATE_AREAS } from '@adlib/shared';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { defineJob } from '../jobs/index.js';
import { checkRecord } from './pairs.js';

/**
 * `duplicates-check` (issue 26): one record looked up against the library and its open pairs
 * brought up to date, after a save (create, update, import). A lookup is a few index probes
 * (decision 024), so one worker per process keeps up with saves; a failure (the database
 * away) is retried.
 */
export const duplicatesCheckJob = (db: Db) =>
  defineJob({
    name: 'duplicates-check',
    payload: z.object({ area: z.enum(DUPLICATE_AREAS), id: z.number().int().positive() }),
    concurrency: 1,
    retryLimit: 3,
    retryDelaySeconds: 10,
    retryBackoff: true,
    run: ({ area, id }) => checkRecord(db, area, id),
  });
