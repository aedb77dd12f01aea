import { lazyScreen } from '../../kit/area/area-manifest';

/** The Collections area: one screen at /collections. */
export const collectionRoutes = [lazyScreen('', () => import('./collections-page'), 'CollectionsPage')];
