import { describe, expect, it } from 'vitest';
import {
  AREA_TRASH_ROUTES,
  advertisementContract,
  articleContract,
  categoryContract,
  collectionContract,
  type Endpoint,
  SECOND_FACTOR_ROUTES,
  SESSION_ROUTES,
  SSO_ROUTES,
  secondFactorContract,
  sessionContract,
  ssoContract,
  tiktokContract,
  ugcCreatorContract,
} from '../src/index.js';

/** What the panel calls an endpoint by: its method and path. */
const routesOf = (calls: Record<string, Endpoint>) =>
  Object.fromEntries(Object.entries(calls).map(([key, e]) => [key, { method: e.method, path: e.path }]));

describe('the trash routes the panel takes without the contracts', () => {
  it('are the contracts’ own trash calls, route for route', () => {
    expect(AREA_TRASH_ROUTES).toEqual({
      advertisements: routesOf(advertisementContract.trash),
      tiktoks: routesOf(tiktokContract.trash),
      ugcCreators: routesOf(ugcCreatorContract.trash),
      collections: routesOf(collectionContract.trash),
      articles: routesOf(articleContract.trash),
      categories: routesOf(categoryContract.trash),
    });
  });
});

describe('the routes the sign-in screen and the shell call without the contracts', () => {
  it('are their contracts’ calls, key for key', () => {
    expect(SESSION_ROUTES).toEqual(routesOf(sessionContract));
    expect(SSO_ROUTES).toEqual(routesOf(ssoContract));
    expect(SECOND_FACTOR_ROUTES).toEqual(routesOf(secondFactorContract));
  });
});
