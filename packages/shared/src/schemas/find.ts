import { z } from 'zod';
import { boundedText } from './common.js';

/**
 * The command palette's record search (GET /api/find): one query over every area the
 * signed-in role may open. Each area says in its list declaration how a record is found
 * (its keyword filter, an id, a number prefix) and how a result is named.
 */
export const FIND_MAX_RESULTS_PER_AREA = 5;

export const findQuery = z.object({
  q: boundedText(100).pipe(z.string().min(1, 'Type something to find')),
  per_area: z.coerce.number().int().min(1).max(FIND_MAX_RESULTS_PER_AREA).default(FIND_MAX_RESULTS_PER_AREA),
});

/** One record found: the area it lives in (the admin maps it to its edit screen) and its names. */
export const foundRecord = z.object({
  area: z.string(),
  id: z.number().int(),
  title: z.string(),
  detail: z.string().nullable(),
});
export type FoundRecord = z.infer<typeof foundRecord>;

export const findResults = z.object({ results: z.array(foundRecord) });
