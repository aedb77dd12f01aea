import { AREA_TRASH_ROUTES } from '@adlib/shared';
import { IconBrandTiktok } from '@tabler/icons-react';
import { recordArea } from '../../kit/area/record-area';

// SPEC 6: TikToks are for super users only (the API answers 403 to admins)
export const tiktoksArea = recordArea('tiktoks', 'super', {
  paths: { list: 'tiktoks', record: 'tiktok' },
  noun: ['TikTok', 'TikToks'],
  nav: { icon: IconBrandTiktok },
  trash: AREA_TRASH_ROUTES.tiktoks,
  // issue 26: the review screen of likely duplicates
  morePaths: { tiktokDuplicates: '/tiktoks/duplicates' },
  palette: { actions: [{ label: 'TikTok duplicates', path: 'tiktokDuplicates' }] },
});

export const tiktokPaths = tiktoksArea.paths;
