import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { factorRoutes } from '../auth/factors/routes.js';
import { authRoutes } from '../auth/routes.js';
import { advertisementsRoutes } from './advertisements/routes.js';
import { auditLogRoutes } from './audit-log/routes.js';
import { blogRoutes } from './blog/routes.js';
import { collectionsRoutes } from './collections/routes.js';
import { demoMediaRoutes } from './demo-media/routes.js';
import { membershipsRoutes } from './memberships/routes.js';
import { tiktoksRoutes } from './tiktoks/routes.js';
import { titlesRoutes } from './titles/routes.js';
import { ugcCreatorsRoutes } from './ugc-creators/routes.js';
import { usersRoutes } from './users/routes.js';

/**
 * Every area of the API, registered by app.ts in this order after the decorations they use
 * (db, config, storage, mailer). Adding an area: write modules/<area>/ and add its plugin here.
 */
export const areaModules: readonly FastifyPluginAsyncZod[] = [
  authRoutes,
  factorRoutes,
  auditLogRoutes,
  titlesRoutes,
  advertisementsRoutes,
  collectionsRoutes,
  membershipsRoutes,
  demoMediaRoutes,
  tiktoksRoutes,
  ugcCreatorsRoutes,
  usersRoutes,
  blogRoutes,
];
