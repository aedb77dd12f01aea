import { lazyScreen } from '../../kit/area/area-manifest';

/** The API keys screen under /api-keys. */
export const apiKeyRoutes = [lazyScreen('', () => import('./api-keys-page'), 'ApiKeysPage')];
