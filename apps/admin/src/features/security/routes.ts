import { lazyScreen } from '../../kit/area/area-manifest';

/** The Security screen under /security. */
export const securityRoutes = [lazyScreen('', () => import('./security-page'), 'SecurityPage')];
