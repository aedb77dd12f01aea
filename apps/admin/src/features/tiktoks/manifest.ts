import { tiktokContract } from '@adlib/shared';
import { IconBrandTiktok } from '@tabler/icons-react';
import { defineArea } from '../../kit/area/area-manifest';

// SPEC 6: TikToks are for super users only (the API answers 403 to admins)
export const tiktoksArea = defineArea({
  segment: 'tiktoks',
  role: 'super',
  paths: {
    tiktoks: '/tiktoks',
    tiktokNew: '/tiktoks/new',
    tiktokEdit: (id: number | string) => `/tiktoks/edit/${id}`,
  },
  nav: { label: 'TikToks', icon: IconBrandTiktok, to: '/tiktoks' },
  trash: [
    { path: 'trash', api: tiktokContract.trash, resource: 'tiktoks', title: 'TikToks', list: '/tiktoks' },
  ],
  palette: {
    actions: [{ label: 'New TikTok', path: 'tiktokNew' }],
    records: { area: 'tiktoks', path: 'tiktokEdit' },
  },
});

export const tiktokPaths = tiktoksArea.paths;
