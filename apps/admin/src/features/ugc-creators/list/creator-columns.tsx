import type { UgcCreatorListItem } from '@adlib/shared';
import { Group, Text } from '@mantine/core';
import { RoundImagePreview } from '../../../kit/form/round-image-preview';
import { editColumn, idColumn, textColumn } from '../../../kit/list/column-builders';
import type { ListColumn } from '../../../kit/list/list-column';
import { creatorPaths } from '../manifest';

/** SPEC 2's columns: ID, Name (with a small round profile picture), Country, Gender, Actions. */
export function creatorColumns(returnTo: string): ListColumn<UgcCreatorListItem>[] {
  return [
    idColumn(),
    {
      key: 'name',
      header: 'Name',
      card: 'title',
      render: (c) => (
        <Group gap="sm" wrap="nowrap">
          <RoundImagePreview
            src={c.profile_picture}
            alt={`Profile picture of ${c.name}`}
            size={28}
            name={c.name}
          />
          <Text size="sm" truncate="end">
            {c.name}
          </Text>
        </Group>
      ),
    },
    textColumn('country', 'Country', 180),
    textColumn('gender', 'Gender', 110),
    editColumn({ name: 'name', path: creatorPaths.ugcCreatorEdit, returnTo }),
  ];
}
