import { IconHeading } from '@tabler/icons-react';
import { defineArea } from '../../kit/area/area-manifest';

export const titlesArea = defineArea({
  segment: 'titles-subtitles',
  role: 'super',
  paths: {
    titles: '/titles-subtitles',
    titleEdit: (id: number | string) => `/titles-subtitles/edit/${id}`,
  },
  nav: { label: 'Titles & Subtitles', icon: IconHeading, to: '/titles-subtitles' },
});

export const titlePaths = titlesArea.paths;
