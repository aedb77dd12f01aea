import { z } from 'zod';
import { boundedText, idSchema } from './common.js';

/** The most staff one call names: a list's user filters (Added by, Published by) name a few. */
export const STAFF_NAMES_MAX_IDS = 50;

/** GET /api/staff-names?ids=3,7: the ids a list's Added by / Published by chips show. */
export const staffNamesQuery = z.object({
  ids: boundedText(600)
    .transform((text): unknown[] => text.split(',').filter(Boolean))
    .pipe(
      z
        .array(idSchema)
        .min(1, 'Name at least one id')
        .max(STAFF_NAMES_MAX_IDS, `At most ${STAFF_NAMES_MAX_IDS} ids`),
    ),
});

/** A staff member by id: the name, else the e-mail address. Ids of no staff member are left out. */
export const staffNames = z.object({
  names: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
