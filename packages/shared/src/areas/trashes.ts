import { trashRoutes } from '../contract/routes.js';

/**
 * Each area's API base, and its trash routes, in a module without zod: the panel's area
 * manifests (in its first download, the sign-in screen's) take the trash routes from here
 * without any schema, which would bring zod along (decision 004). The area contracts are built
 * from the same bases, and their `trash` calls are at these routes
 * (test/contract-routes.test.ts).
 */
export const AREA_BASES = {
  advertisements: '/api/advertisements',
  tiktoks: '/api/tiktoks',
  ugcCreators: '/api/ugc-creators',
  collections: '/api/collections',
  articles: '/api/articles',
  categories: '/api/categories',
} as const;

export const AREA_TRASH_ROUTES = {
  advertisements: trashRoutes(AREA_BASES.advertisements),
  tiktoks: trashRoutes(AREA_BASES.tiktoks),
  ugcCreators: trashRoutes(AREA_BASES.ugcCreators),
  collections: trashRoutes(AREA_BASES.collections),
  articles: trashRoutes(AREA_BASES.articles),
  categories: trashRoutes(AREA_BASES.categories),
};
