import { Card, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useTitle } from './api/titles';
import { TitleEditForm } from './title-edit-form';

const back = { to: paths.titles, label: 'Titles & Subtitles' };

export function TitleEditPage() {
  const rawId = useParams().id;
  const id = Number(rawId);
  const title = useTitle(id);
  const missing =
    !Number.isInteger(id) ||
    id <= 0 ||
    (title.error instanceof ApiRequestError && title.error.status === 404);

  if (missing) {
    return (
      <>
        <PageHeader back={back} title="Edit Title and Subtitle" />
        <ErrorState
          title="No such section"
          error={new Error(`There is no title with id ${rawId}. It may have been removed.`)}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader back={back} title={`Edit Title and Subtitle for ${title.data?.section ?? '…'}`} />
      {title.isError ? (
        <ErrorState error={title.error} onRetry={() => title.refetch()} />
      ) : (
        <Card withBorder radius="md" maw={760} padding="lg">
          {title.data ? (
            <TitleEditForm
              key={title.data.id}
              title={title.data}
              reload={async () => (await title.refetch()).data}
            />
          ) : (
            <Stack aria-busy="true" aria-label="Loading the title">
              <Skeleton h={58} />
              <Skeleton h={170} />
              <Skeleton h={36} w={180} ml="auto" />
            </Stack>
          )}
        </Card>
      )}
    </>
  );
}
