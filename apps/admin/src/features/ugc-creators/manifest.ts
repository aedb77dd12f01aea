import { AREA_TRASH_ROUTES } from '@adlib/shared';
import { IconUserStar } from '@tabler/icons-react';
import { recordArea } from '../../kit/area/record-area';

export const ugcCreatorsArea = recordArea('ugc-creators', 'super', {
  paths: { list: 'ugcCreators', record: 'ugcCreator' },
  noun: ['UGC creator', 'UGC creators'],
  nav: { label: 'UGC Creators', icon: IconUserStar },
  trash: AREA_TRASH_ROUTES.ugcCreators,
});

export const creatorPaths = ugcCreatorsArea.paths;
