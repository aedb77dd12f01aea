import { lazyScreen } from '../../kit/area/area-manifest';

/** The Titles & Subtitles area's screens under /titles-subtitles. */
export const titleRoutes = [
  lazyScreen('', () => import('./titles-list-page'), 'TitlesListPage'),
  lazyScreen('edit/:id', () => import('./title-edit-page'), 'TitleEditPage'),
];
