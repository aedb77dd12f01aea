import type { Advertisement } from '@adlib/shared';
import { Grid, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { useAdvertisement } from '../api/use-advertisement';
import { EditAdvertisementScreen } from './edit-advertisement-screen';

/** SPEC 2 "Edit advertisement": loads the ad by the route's id, then shows the form. */
export function EditAdvertisementPage() {
  const id = Number(useParams().id);
  const ad = useAdvertisement(id);

  if (ad.isError) return <ErrorState error={ad.error} onRetry={() => ad.refetch()} />;
  if (!ad.data) return <EditSkeleton id={id} />;
  return (
    <EditAdvertisementScreen
      key={id}
      ad={ad.data}
      reload={async () => (await ad.refetch()).data as Advertisement | undefined}
    />
  );
}

function EditSkeleton({ id }: { id: number }) {
  return (
    <>
      <PageHeader title={`Edit Advertisement #${id}`} />
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
