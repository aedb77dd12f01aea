import { tiktokContract } from '@adlib/shared';
import type { DuplicatesDeclaration } from '../../kit/duplicates/duplicates-declaration';
import { tiktokPaths } from './manifest';

/** TikToks' duplicates (issue 26): the review screen, the list header's count, the import and the form's warning. */
export const TIKTOK_DUPLICATES: DuplicatesDeclaration = {
  area: 'tiktoks',
  resource: 'tiktoks',
  restore: tiktokContract.trash.restore,
  review: tiktokPaths.tiktokDuplicates,
  edit: tiktokPaths.tiktokEdit,
  noun: ['TikTok', 'TikToks'],
  title: 'TikTok duplicates',
  list: { to: tiktokPaths.tiktoks, label: 'TikToks' },
};
