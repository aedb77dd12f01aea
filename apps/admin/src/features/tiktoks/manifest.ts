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
  palette: {
    actions: [{ label: 'New TikTok', to: '/tiktoks/new' }],
    records: { area: 'tiktoks', open: (id) => `/tiktoks/edit/${id}` },
  },
});

export const tiktokPaths = tiktoksArea.paths;
