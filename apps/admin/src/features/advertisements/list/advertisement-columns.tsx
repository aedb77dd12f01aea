import type { AdvertisementListItem } from '@adlib/shared';
import {
  editColumn,
  idColumn,
  switchColumn,
  thumbColumn,
  timeColumn,
} from '../../../kit/list/column-builders';
import { CellText } from '../../../kit/list/list-cells';
import type { ListColumn } from '../../../kit/list/list-column';
import { adPaths } from '../manifest';
import { BrandCell } from './brand-cell';
import { TagsCell } from './tags-cell';

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
    idColumn(),
    thumbColumn(),
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
    timeColumn('updated_at', 'Last Modified', 160),
    editColumn({ name: 'name', path: adPaths.advertisementEdit, returnTo }),
    // SPEC 4: the list's Visible toggle saves at once (see useSetVisibility)
    switchColumn({
      field: 'visible',
      header: 'Visible',
      rowName: (ad) => `${ad.name} (#${ad.id})`,
      onChange: onVisibleChange,
    }),
  ];
  return columns.filter((c): c is Column => c !== false);
}
