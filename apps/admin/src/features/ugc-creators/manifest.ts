import { ugcCreatorContract } from '@adlib/shared';
import { IconUserStar } from '@tabler/icons-react';
import { recordArea } from '../../kit/area/record-area';

export const ugcCreatorsArea = recordArea('ugc-creators', 'super', {
  paths: { list: 'ugcCreators', record: 'ugcCreator' },
  noun: ['UGC creator', 'UGC creators'],
  nav: { label: 'UGC Creators', icon: IconUserStar },
  trash: ugcCreatorContract.trash,
});

export const creatorPaths = ugcCreatorsArea.paths;
