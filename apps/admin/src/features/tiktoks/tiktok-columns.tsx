import type { TiktokListItem } from '@adlib/shared';
import { Badge, Group, Text } from '@mantine/core';
import { editColumn, idColumn, thumbColumn, timeColumn, titleColumn } from '../../kit/list/column-builders';
import type { ListColumn } from '../../kit/list/list-column';
import { tiktokPaths } from './manifest';

const yesNo = (value: boolean) => (
  <Text size="sm" c={value ? undefined : 'dimmed'}>
    {value ? 'Yes' : 'No'}
  </Text>
);

/** SPEC 2's columns. `returnTo` is the list's URL with its filters, so an edit comes back to it. */
export function tiktokColumns(returnTo: string): ListColumn<TiktokListItem>[] {
  return [
    idColumn(),
    thumbColumn({ header: 'Video' }),
    titleColumn('username', 'Username'),
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
    timeColumn('created_time', 'Created time'),
    editColumn({ name: 'username', path: tiktokPaths.tiktokEdit, returnTo }),
  ];
}
