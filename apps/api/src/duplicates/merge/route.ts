import { type DuplicateArea, duplicatesContract } from '@adlib/shared';
import type { FastifyInstance } from 'fastify';
import { type AuthUser, type RouteRole, roleAllows } from '../../auth/roles.js';
import { forbidden } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { mergeRecords } from './merge-records.js';

/** Who may merge each area's duplicates: the role of the area itself (TikToks are super's, SPEC 6). */
const AREA_ROLE: Record<DuplicateArea, RouteRole> = { advertisements: 'admin', tiktoks: 'super' };

/** 403 when the caller's role may not work in `area` (the route itself lets admins in). */
function assertAreaRole(area: DuplicateArea, user: AuthUser | undefined) {
  if (!user || !roleAllows(AREA_ROLE[area], user.role)) throw forbidden();
}

/**
 * POST /api/duplicates/:area/merge: the route lets admins and supers in (the least any area
 * needs), then checks the area's own role. The body's refine answers 400 when `keep` is in `merge`.
 */
export function registerDuplicateMergeRoute(app: FastifyInstance) {
  serve(
    app,
    duplicatesContract.merge,
    { role: 'admin', tags: ['duplicates'] },
    async ({ params, body, user }) => {
      assertAreaRole(params.area, user);
      return mergeRecords(app, params.area, body.keep, body.merge, user);
    },
  );
}
