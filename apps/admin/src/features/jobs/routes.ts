import { lazyScreen } from '../../kit/area/area-manifest';

/** The Background jobs screen under /jobs. */
export const jobRoutes = [lazyScreen('', () => import('./jobs-page'), 'JobsPage')];
