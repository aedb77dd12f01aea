import type { UgcCreatorListItem } from '@adlib/shared';
import { Button, Group, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RoundImagePreview } from '../../../kit/form/round-image-preview';
import type { ListColumn } from '../../../kit/list/list-column';
import { withReturnTo } from '../../../kit/list/return-to';
import { creatorPaths } from '../manifest';

type Column = ListColumn<UgcCreatorListItem>;

const text = (value: string | null) => (
  <Text size="sm" c={value ? undefined : 'dimmed'}>
    {value ?? '—'}
  </Text>
);

/** SPEC 2's columns: ID, Name (with a small round profile picture), Country, Gender, Actions. */
export function creatorColumns(returnTo: string): Column[] {
  return [
    { key: 'id', header: 'ID', width: 80, render: (c) => <Text size="sm">{c.id}</Text> },
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
    { key: 'country', header: 'Country', width: 180, render: (c) => text(c.country) },
    { key: 'gender', header: 'Gender', width: 110, render: (c) => text(c.gender) },
    {
      key: 'actions',
      header: 'Actions',
      width: 100,
      card: 'actions',
      render: (c) => (
        <Button
          component={Link}
          to={withReturnTo(creatorPaths.ugcCreatorEdit(c.id), returnTo)}
          size="compact-sm"
          variant="light"
          leftSection={<IconPencil size={14} />}
          aria-label={`Edit ${c.name} (#${c.id})`}
        >
          Edit
        </Button>
      ),
    },
  ];
}
