import type { UgcCreatorListItem } from '@adlib/shared';
import { ListScreen } from '../../../kit/list/list-screen';
import { ugcCreators } from '../api';
import { CREATOR_BULK_BUTTONS, CREATOR_BULK_EDIT_FIELDS } from '../list/bulk-actions';
import { creatorColumns } from '../list/creator-columns';
import { CREATOR_FILTER_KEYS, CreatorFilterBar } from '../list/filters';
import { creatorPaths, ugcCreatorsArea } from '../manifest';

const creatorLabel = (c: UgcCreatorListItem) => `${c.name} (#${c.id})`;

/** SPEC 2 "UGC Creators table", with selection and bulk actions (issue 19). */
export function CreatorsListPage() {
  return (
    <ListScreen
      resource={ugcCreators}
      title="UGC Creators"
      label="UGC creators"
      noun={['creator', 'creators']}
      area={ugcCreatorsArea}
      filterKeys={CREATOR_FILTER_KEYS}
      FilterBar={CreatorFilterBar}
      columns={creatorColumns}
      rowLabel={creatorLabel}
      bulk={CREATOR_BULK_BUTTONS}
      bulkEdit={CREATOR_BULK_EDIT_FIELDS}
      create={{ to: creatorPaths.ugcCreatorNew, label: 'Create UGC Creator' }}
      empty={{ filtered: 'No creators match these filters.', none: 'No creators yet.' }}
    />
  );
}
