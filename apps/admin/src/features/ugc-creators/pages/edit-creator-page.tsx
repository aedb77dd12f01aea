import { RecordEditScreen } from '../../../kit/form/record-edit-screen';
import { ugcCreators } from '../api';
import { creatorPaths } from '../manifest';
import { EditCreatorScreen } from './edit-creator-screen';

const LIST = { to: creatorPaths.ugcCreators, label: 'UGC Creators' };

/** SPEC 2 "UGC creator create/edit form": loads the creator by the route's id, then the form. */
export function EditCreatorPage() {
  return (
    <RecordEditScreen
      useOne={ugcCreators.useOne}
      what="UGC creator"
      list={LIST}
      title={(_c, id) => `Edit UGC Creator #${id}`}
      history={(id) => `/ugc-creators/${id}`}
      layout="wide"
      width={880}
      skeleton={[320, 480]}
    >
      {(creator, reload) => <EditCreatorScreen key={creator.id} creator={creator} reload={reload} />}
    </RecordEditScreen>
  );
}
