import { advertisementContract } from '@adlib/shared';
import type { DuplicatesDeclaration } from '../../kit/duplicates/duplicates-declaration';
import { adPaths } from './manifest';

/** Ads' duplicates (issue 26): the review screen, the list header's count, the import and the form's warning. */
export const AD_DUPLICATES: DuplicatesDeclaration = {
  area: 'advertisements',
  resource: 'advertisements',
  restore: advertisementContract.trash.restore,
  review: adPaths.advertisementDuplicates,
  edit: adPaths.advertisementEdit,
  noun: ['advertisement', 'advertisements'],
  title: 'Advertisement duplicates',
  list: { to: adPaths.advertisements, label: 'Advertisements' },
};
