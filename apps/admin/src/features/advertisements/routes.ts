import { lazyScreen } from '../../kit/area/area-manifest';

const screens = () => import('./advertisement-screens');

/** The Advertisements area's screens under /advertisements, one chunk for them all. */
export const advertisementRoutes = [
  lazyScreen('', screens, 'AdvertisementsListPage', { visible: true }),
  lazyScreen('invisible', screens, 'AdvertisementsListPage', { visible: false }),
  lazyScreen('new', screens, 'NewAdvertisementPage'),
  lazyScreen('edit/:id', screens, 'EditAdvertisementPage'),
  lazyScreen('duplicates', screens, 'AdvertisementDuplicatesPage'),
];
