import { advertisementContract } from '@adlib/shared';
import { IconAd2 } from '@tabler/icons-react';
import { defineArea } from '../../kit/area/area-manifest';

export const advertisementsArea = defineArea({
  segment: 'advertisements',
  role: 'admin',
  paths: {
    advertisements: '/advertisements/',
    advertisementsInvisible: '/advertisements/invisible',
    advertisementNew: '/advertisements/new',
    advertisementEdit: (id: number | string) => `/advertisements/edit/${id}`,
  },
  nav: {
    label: 'Advertisements',
    icon: IconAd2,
    to: '/advertisements',
    children: [
      { label: 'Visible', to: '/advertisements/' },
      { label: 'No Visible', to: '/advertisements/invisible' },
    ],
  },
  trash: [
    {
      path: 'trash',
      api: advertisementContract.trash,
      resource: 'advertisements',
      title: 'Advertisements',
      list: '/advertisements/',
    },
  ],
  palette: {
    actions: [{ label: 'New advertisement', path: 'advertisementNew' }],
    records: { area: 'advertisements', path: 'advertisementEdit' },
  },
});

export const adPaths = advertisementsArea.paths;
