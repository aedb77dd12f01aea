import { trashEndpoints } from '../contract/capabilities.js';

/**
 * Each area's API base, and its trash calls, in a module of their own: the panel's area
 * manifests (in its first download, the sign-in screen's) take the trash calls from here
 * without the areas' record schemas and choice lists, which a contract object would bring
 * along. The area contracts are built from the same bases, and their `trash` is equal to
 * these (test/contract-trashes.test.ts).
 */
export const AREA_BASES = {
  advertisements: '/api/advertisements',
  tiktoks: '/api/tiktoks',
  ugcCreators: '/api/ugc-creators',
  collections: '/api/collections',
  articles: '/api/articles',
  categories: '/api/categories',
} as const;

export const AREA_TRASHES = {
  advertisements: trashEndpoints(AREA_BASES.advertisements, 'ads'),
  tiktoks: trashEndpoints(AREA_BASES.tiktoks, 'TikToks'),
  ugcCreators: trashEndpoints(AREA_BASES.ugcCreators, 'creators'),
  collections: trashEndpoints(AREA_BASES.collections, 'collections'),
  articles: trashEndpoints(AREA_BASES.articles, 'articles'),
  categories: trashEndpoints(AREA_BASES.categories, 'categories'),
};
