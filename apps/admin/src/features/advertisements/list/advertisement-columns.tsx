import type { AdvertisementListItem } from '@adlib/shared';
import { Button, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ListColumn } from '../../../components/infinite-list';
import { RelativeTime } from '../../../components/relative-time';
import { paths } from '../../../config/paths';
import { BrandCell } from './brand-cell';
import { TagsCell } from './tags-cell';
import { VisibilitySwitch } from './visibility-switch';

type Column = ListColumn<AdvertisementListItem>;

/**
 * SPEC 2's columns; Collections (their ids) only on the visible list. `returnTo` is the list's
 * URL with its filters, so saving an edit comes back to the same filtered list.
 */
export function advertisementColumns({
  visibleList,
  returnTo,
  onVisibleChange,
}: {
  visibleList: boolean;
  returnTo: string;
  /** one mutation for the whole list, not one per row: rows stay cheap to mount */
  onVisibleChange: (id: number, visible: boolean) => void;
}) {
  const columns: (Column | false)[] = [
    { key: 'id', header: 'ID', width: 80, render: (ad) => <Text size="sm">{ad.id}</Text> },
    { key: 'brand', header: 'Brand', render: (ad) => <BrandCell name={ad.name} logo={ad.logo} /> },
    { key: 'tags', header: 'Tags', render: (ad) => <TagsCell tags={ad.tags} /> },
    visibleList && {
      key: 'collections',
      header: 'Collections',
      width: 120,
      render: (ad) => {
        const ids = ad.collections.map((c) => c.id).join(', ');
        return (
          <Text size="sm" truncate="end" title={ids} c={ids ? undefined : 'dimmed'}>
            {ids || '—'}
          </Text>
        );
      },
    },
    {
      key: 'updated',
      header: 'Last Modified',
      width: 160,
      render: (ad) => <RelativeTime value={ad.updated_at} style={{ whiteSpace: 'nowrap' }} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 100,
      render: (ad) => (
        <Button
          component={Link}
          to={paths.advertisementEdit(ad.id)}
          state={{ returnTo }}
          size="compact-sm"
          variant="light"
          leftSection={<IconPencil size={14} />}
          aria-label={`Edit ${ad.name} (#${ad.id})`}
        >
          Edit
        </Button>
      ),
    },
    {
      key: 'visible',
      header: 'Visible',
      width: 80,
      render: (ad) => <VisibilitySwitch ad={ad} onChange={onVisibleChange} />,
    },
  ];
  return columns.filter((c): c is Column => c !== false);
}
