import type { AdvertisementListItem } from '@adlib/shared';
import { IconPencil } from '@tabler/icons-react';
import { CellLinkButton, CellText, CellTime } from '../../../kit/list/list-cells';
import type { ListColumn } from '../../../kit/list/list-column';
import { withReturnTo } from '../../../kit/list/return-to';
import { adPaths } from '../manifest';
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
    { key: 'id', header: 'ID', width: 80, render: (ad) => <CellText>{ad.id}</CellText> },
    {
      key: 'brand',
      header: 'Brand',
      card: 'title',
      render: (ad) => <BrandCell name={ad.name} logo={ad.logo} />,
    },
    { key: 'tags', header: 'Tags', render: (ad) => <TagsCell tags={ad.tags} /> },
    visibleList && {
      key: 'collections',
      header: 'Collections',
      width: 120,
      render: (ad) => {
        const ids = ad.collections.map((c) => c.id).join(', ');
        return (
          <CellText title={ids || undefined} dimmed={!ids}>
            {ids || '—'}
          </CellText>
        );
      },
    },
    {
      key: 'updated',
      header: 'Last Modified',
      width: 160,
      render: (ad) => <CellTime value={ad.updated_at} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 100,
      card: 'actions',
      render: (ad) => (
        <CellLinkButton
          to={withReturnTo(adPaths.advertisementEdit(ad.id), returnTo)}
          icon={<IconPencil size={14} />}
          label={`Edit ${ad.name} (#${ad.id})`}
        >
          Edit
        </CellLinkButton>
      ),
    },
    {
      key: 'visible',
      header: 'Visible',
      width: 80,
      card: 'actions',
      render: (ad) => <VisibilitySwitch ad={ad} onChange={onVisibleChange} />,
    },
  ];
  return columns.filter((c): c is Column => c !== false);
}
