import { Grid, Skeleton, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { RouteRecordGate } from '../../../kit/form/route-record-gate';
import { useRouteRecord } from '../../../kit/form/use-route-record';
import { advertisements } from '../api';
import { adPaths } from '../manifest';
import { EditAdvertisementScreen } from './edit-advertisement-screen';

const LIST = { to: adPaths.advertisements, label: 'Advertisements' };

/** SPEC 2 "Edit advertisement": loads the ad by the route's id, then shows the form. */
export function EditAdvertisementPage() {
  const record = useRouteRecord(advertisements.useOne);
  return (
    <RouteRecordGate
      record={record}
      what="advertisement"
      list={LIST}
      history={(id) => `/advertisements/${id}`}
      loading={<EditSkeleton id={record.id} />}
    >
      {(ad, reload) => <EditAdvertisementScreen key={ad.id} ad={ad} reload={reload} />}
    </RouteRecordGate>
  );
}

function EditSkeleton({ id }: { id: number }) {
  return (
    <>
      <PageHeader title={`Edit Advertisement #${id}`} documentTitle={`Edit advertisement #${id}`} />
      <Grid aria-busy="true" aria-label="Loading">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <Skeleton h={110} />
            <Skeleton h={520} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={480} />
        </Grid.Col>
      </Grid>
    </>
  );
}
