import { lazyScreen } from '../../kit/area/area-manifest';

const forms = () => import('./pages/creator-screens');

/** The UGC Creators area's screens under /ugc-creators. */
export const ugcCreatorRoutes = [
  lazyScreen('', () => import('./pages/creators-list-page'), 'CreatorsListPage'),
  lazyScreen('new', forms, 'NewCreatorPage'),
  lazyScreen('edit/:id', forms, 'EditCreatorPage'),
];
