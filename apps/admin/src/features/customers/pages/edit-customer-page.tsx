import { Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../../api/client';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { WithRecordHistory } from '../../../kit/history/with-record-history';
import { customers } from '../api';
import { CustomerForm } from '../form/customer-form';
import { fullName } from '../list/customer-columns';
import { customerPaths } from '../manifest';

/** /customers/edit/{id}: the form mounts once the customer is loaded, so a refetch never wipes typing. */
export function EditCustomerPage() {
  const rawId = useParams().id;
  const id = Number(rawId);
  const user = customers.useOne(id);
  const reload = async () => (await user.refetch()).data;
  const back = { to: customerPaths.customer(rawId ?? ''), label: 'Customer' };
  const missing =
    !Number.isInteger(id) || id <= 0 || (user.error instanceof ApiRequestError && user.error.status === 404);
  return (
    <>
      <PageHeader back={back} title={user.data ? `Edit ${fullName(user.data)}` : 'Edit customer'} />
      {missing ? (
        <ErrorState title="No such customer" error={new Error(`There is no customer with id ${rawId}.`)} />
      ) : user.isError ? (
        <ErrorState error={user.error} onRetry={() => user.refetch()} />
      ) : user.data ? (
        <WithRecordHistory query={user} path={`/users/${id}`} what="customer">
          <CustomerForm key={user.data.id} user={user.data} reload={reload} />
        </WithRecordHistory>
      ) : (
        <Stack aria-busy="true" aria-label="Loading the customer">
          <Skeleton h={58} />
          <Skeleton h={58} />
        </Stack>
      )}
    </>
  );
}
