import { Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { WithRecordHistory } from '../../../kit/history/with-record-history';
import { ugcCreators } from '../api';
import { EditCreatorScreen } from './edit-creator-screen';

/** SPEC 2 "UGC creator create/edit form": loads the creator by the route's id, then the form. */
export function EditCreatorPage() {
  const id = Number(useParams().id);
  const creator = ugcCreators.useOne(id);

  if (creator.isError) return <ErrorState error={creator.error} onRetry={() => creator.refetch()} />;
  if (!creator.data)
    return (
      <>
        <PageHeader title={`Edit UGC Creator #${id}`} />
        <Stack aria-busy="true" aria-label="Loading" maw={880}>
          <Skeleton h={320} />
          <Skeleton h={480} />
        </Stack>
      </>
    );
  return (
    <WithRecordHistory query={creator} path={`/ugc-creators/${id}`} what="UGC creator">
      <EditCreatorScreen
        key={id}
        creator={creator.data}
        reload={async () => (await creator.refetch()).data}
      />
    </WithRecordHistory>
  );
}
