import { ListScreen } from '../../../kit/list/list-screen';
import { ugcCreators } from '../api';
import { CREATOR_BULK_BUTTONS, CREATOR_BULK_EDIT_FIELDS } from '../list/bulk-actions';
import { creatorColumns } from '../list/creator-columns';
import { creatorFilters } from '../list/filters';
import { creatorPaths, ugcCreatorsArea } from '../manifest';

const BULK = { ...CREATOR_BULK_BUTTONS, edit: CREATOR_BULK_EDIT_FIELDS };

/** SPEC 2 "UGC Creators table", with selection and bulk actions (issue 19). */
export function CreatorsListPage() {
  return (
    <ListScreen
      resource={ugcCreators}
      filters={creatorFilters}
      rows={{ columns: creatorColumns, name: 'name' }}
      bulk={BULK}
      label="UGC creators"
      noun={['creator', 'creators']}
      area={ugcCreatorsArea}
      create={{ to: creatorPaths.ugcCreatorNew, label: 'Create UGC Creator' }}
    />
  );
}
