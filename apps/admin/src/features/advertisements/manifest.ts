import { AREA_TRASH_ROUTES } from '@adlib/shared';
import { IconAd2 } from '@tabler/icons-react';
import { recordArea } from '../../kit/area/record-area';

export const advertisementsArea = recordArea('advertisements', 'admin', {
  paths: { list: 'advertisements', record: 'advertisement', at: '/advertisements/' },
  morePaths: {
    advertisementsInvisible: '/advertisements/invisible',
    // issue 26: the review screen of likely duplicates
    advertisementDuplicates: '/advertisements/duplicates',
  },
  noun: ['advertisement', 'advertisements'],
  nav: {
    icon: IconAd2,
    to: '/advertisements',
    children: [
      { label: 'Visible', to: '/advertisements/' },
      { label: 'No Visible', to: '/advertisements/invisible' },
    ],
  },
  trash: AREA_TRASH_ROUTES.advertisements,
  palette: { actions: [{ label: 'Advertisement duplicates', path: 'advertisementDuplicates' }] },
});

export const adPaths = advertisementsArea.paths;
