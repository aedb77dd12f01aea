import type { ArticleListItem } from '@adlib/shared';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { switchColumn, textColumn, timeColumn } from '../../../kit/list/column-builders';
import type { ListColumn } from '../../../kit/list/list-column';
import { withReturnTo } from '../../../kit/list/return-to';
import { blogPaths } from '../manifest';

type Column = ListColumn<ArticleListItem>;

/**
 * Title (the link to edit it), categories, author, last modified and the Visible switch.
 * `returnTo` is the list's URL with its filters, so saving an edit comes back to it.
 */
export function articleColumns({
  returnTo,
  onVisibleChange,
}: {
  returnTo: string;
  /** one mutation for the whole list, not one per row */
  onVisibleChange: (id: number, visible: boolean) => void;
}): Column[] {
  return [
    {
      key: 'title',
      header: 'Title',
      card: 'title',
      render: (a) => (
        <div style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={withReturnTo(blogPaths.articleEdit(a.id), returnTo)}
            size="sm"
            fw={500}
            truncate="end"
            display="block"
          >
            {a.title}
          </Anchor>
          <Text size="xs" c="dimmed" truncate="end">
            /{a.slug}
          </Text>
        </div>
      ),
    },
    {
      key: 'categories',
      header: 'Categories',
      render: (a) =>
        a.categories.length ? (
          <Group gap={4} wrap="nowrap" style={{ overflow: 'hidden' }}>
            {a.categories.map((c) => (
              <Badge key={c.id} variant="light" size="sm" style={{ flexShrink: 0 }}>
                {c.title}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    textColumn('author', 'Author', 160),
    timeColumn('updated_at', 'Last Modified'),
    switchColumn({
      field: 'is_visible',
      header: 'Visible',
      rowName: (a) => a.title,
      onChange: onVisibleChange,
    }),
  ];
}
