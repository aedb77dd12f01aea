import type { UgcCreatorListItem } from '@adlib/shared';
import {
  editColumn,
  idColumn,
  textColumn,
  thumbColumn,
  titleColumn,
} from '../../../kit/list/column-builders';
import type { ListColumn } from '../../../kit/list/list-column';
import { creatorPaths } from '../manifest';

/**
 * SPEC 2's columns: ID, Name with a small round profile picture (its thumbnail; the picture
 * itself until the thumbnail is made), Country, Gender, Actions.
 */
export function creatorColumns(returnTo: string): ListColumn<UgcCreatorListItem>[] {
  return [
    idColumn(),
    thumbColumn({
      header: 'Picture',
      round: true,
      fallback: (c) => c.profile_picture,
      alt: (c) => `Profile picture of ${c.name}`,
    }),
    titleColumn('name', 'Name'),
    textColumn('country', 'Country', 180),
    textColumn('gender', 'Gender', 110),
    editColumn({ name: 'name', path: creatorPaths.ugcCreatorEdit, returnTo }),
  ];
}
