import { lazyScreen } from '../../kit/area/area-manifest';

const screens = () => import('./tiktok-screens');

/** The TikToks area's screens under /tiktoks, one chunk for the four. */
export const tiktokRoutes = [
  lazyScreen('', screens, 'TiktoksListPage'),
  lazyScreen('new', screens, 'NewTiktokPage'),
  lazyScreen('edit/:id', screens, 'EditTiktokPage'),
  lazyScreen('duplicates', screens, 'TiktokDuplicatesPage'),
];
