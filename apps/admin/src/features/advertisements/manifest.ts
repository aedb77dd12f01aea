import { AREA_TRASHES } from '@adlib/shared';
import { IconAd2 } from '@tabler/icons-react';
import { recordArea } from '../../kit/area/record-area';

export const advertisementsArea = recordArea('advertisements', 'admin', {
  paths: { list: 'advertisements', record: 'advertisement', at: '/advertisements/' },
  morePaths: { advertisementsInvisible: '/advertisements/invisible' },
  noun: ['advertisement', 'advertisements'],
  nav: {
    icon: IconAd2,
    to: '/advertisements',
    children: [
      { label: 'Visible', to: '/advertisements/' },
      { label: 'No Visible', to: '/advertisements/invisible' },
    ],
  },
  trash: AREA_TRASHES.advertisements,
});

export const adPaths = advertisementsArea.paths;
