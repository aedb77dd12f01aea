import type { TiktokListItem } from '@adlib/shared';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RelativeTime } from '../../components/relative-time';
import type { ListColumn } from '../../kit/list/list-column';
import { withReturnTo } from '../../kit/list/return-to';
import { tiktokPaths } from './manifest';

const yesNo = (value: boolean) => (
  <Text size="sm" c={value ? undefined : 'dimmed'}>
    {value ? 'Yes' : 'No'}
  </Text>
);

/** SPEC 2's columns. `returnTo` is the list's URL with its filters, so an edit comes back to it. */
export function tiktokColumns(returnTo: string): ListColumn<TiktokListItem>[] {
  return [
    { key: 'id', header: 'ID', width: 80, render: (t) => <Text size="sm">{t.id}</Text> },
    {
      key: 'username',
      header: 'Username',
      card: 'title',
      render: (t) => (
        <Text size="sm" fw={500} truncate="end" title={t.username}>
          {t.username}
        </Text>
      ),
    },
    { key: 'is_ad', header: 'Is Ad', width: 80, render: (t) => yesNo(t.is_ad) },
    { key: 'new', header: 'New', width: 70, render: (t) => yesNo(t.new) },
    { key: 'is_free', header: 'Is free', width: 80, render: (t) => yesNo(t.is_free) },
    {
      key: 'industry',
      header: 'Industry tags',
      render: (t) =>
        t.industry ? (
          <Group gap={4}>
            <Badge variant="light" size="sm">
              {t.industry}
            </Badge>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'created_time',
      header: 'Created time',
      width: 150,
      render: (t) => <RelativeTime value={t.created_time} style={{ whiteSpace: 'nowrap' }} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 100,
      card: 'actions',
      render: (t) => (
        <Button
          component={Link}
          to={withReturnTo(tiktokPaths.tiktokEdit(t.id), returnTo)}
          size="compact-sm"
          variant="light"
          leftSection={<IconPencil size={14} />}
          aria-label={`Edit ${t.username} (#${t.id})`}
        >
          Edit
        </Button>
      ),
    },
  ];
}
