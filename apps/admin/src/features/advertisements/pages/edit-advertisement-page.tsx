import { RecordEditScreen } from '../../../kit/form/record-edit-screen';
import { advertisements } from '../api';
import { adPaths } from '../manifest';
import { EditAdvertisementScreen } from './edit-advertisement-screen';

const LIST = { to: adPaths.advertisements, label: 'Advertisements' };

/** SPEC 2 "Edit advertisement": loads the ad by the route's id, then shows the form. */
export function EditAdvertisementPage() {
  return (
    <RecordEditScreen
      useOne={advertisements.useOne}
      what="advertisement"
      list={LIST}
      title={(_ad, id) => `Edit Advertisement #${id}`}
      documentTitle={(id) => `Edit advertisement #${id}`}
      history={(id) => `/advertisements/${id}`}
      layout="wide"
      skeleton={[110, 520]}
    >
      {(ad, reload) => <EditAdvertisementScreen key={ad.id} ad={ad} reload={reload} />}
    </RecordEditScreen>
  );
}
