import { ugcCreatorContract } from '@adlib/shared';
import { IconUserStar } from '@tabler/icons-react';
import { defineArea } from '../../kit/area/area-manifest';

export const ugcCreatorsArea = defineArea({
  segment: 'ugc-creators',
  role: 'super',
  paths: {
    ugcCreators: '/ugc-creators',
    ugcCreatorNew: '/ugc-creators/new',
    ugcCreatorEdit: (id: number | string) => `/ugc-creators/edit/${id}`,
  },
  nav: { label: 'UGC Creators', icon: IconUserStar, to: '/ugc-creators' },
  trash: [
    {
      path: 'trash',
      api: ugcCreatorContract.trash,
      resource: 'ugc-creators',
      title: 'UGC creators',
      list: '/ugc-creators',
    },
  ],
  palette: {
    actions: [{ label: 'New UGC creator', path: 'ugcCreatorNew' }],
    records: { area: 'ugc-creators', path: 'ugcCreatorEdit' },
  },
});

export const creatorPaths = ugcCreatorsArea.paths;
