import {
  ROLE_NAMES,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type UserInput,
  userInput,
} from '@adlib/shared';
import { Card, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { SingleChoiceField } from '../../../kit/form/choice-field';
import { InlineFormActions } from '../../../kit/form/inline-form-actions';
import { RecordForm } from '../../../kit/form/record-form';
import { RecordFormButtons } from '../../../kit/form/record-form-buttons';
import { useRecordForm } from '../../../kit/form/use-record-form';
import type { Saved } from '../../../kit/resource/resource-types';
import type { Customer } from '../api';
import { customers } from '../api';
import { customerPaths } from '../manifest';

type Values = Required<Omit<UserInput, 'updated_at'>> & { updated_at?: string };

const ROLE_OPTIONS = ROLE_NAMES.map((r) => ({ value: r, label: r }));
const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: SUBSCRIPTION_STATUS_LABELS[s] }));

export const emptyCustomer = (): Values => ({
  first_name: '',
  last_name: '',
  email: '',
  role: 'free',
  subscription_status: 'none',
  full_access: false,
});

export const customerValues = (u: Customer): Values => ({
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  role: u.role as Values['role'],
  subscription_status: u.subscription_status as Values['subscription_status'],
  full_access: u.full_access,
  // sent back so the API answers 409 when someone else saved in between
  updated_at: u.updated_at,
});

interface Props {
  /** the customer being edited; none on the new screen */
  user?: Customer;
  reload?: () => Promise<Customer | undefined>;
}

/** The staff form (PUT /user1): names, e-mail, role, subscription status, full access. */
export function CustomerForm({ user, reload }: Props) {
  const navigate = useNavigate();
  const save = customers.useSave();
  const state = useRecordForm({
    schema: userInput,
    defaultValues: user ? customerValues(user) : emptyCustomer(),
    save: (body): Promise<Saved> => save.mutateAsync({ id: user?.id, body }),
    reload: reload
      ? async () => {
          const fresh = await reload();
          return fresh && customerValues(fresh);
        }
      : undefined,
    onSaved: (outcome) => {
      notifications.show({ color: 'green', message: user ? 'Customer saved' : 'Customer created' });
      navigate(customerPaths.customer(outcome.saved.id));
    },
  });
  const { register, formState } = state.form;
  const cancelTo = user ? customerPaths.customer(user.id) : customerPaths.customers;
  return (
    <Card withBorder radius="md" maw={760} padding="lg">
      <RecordForm
        state={state}
        what="customer"
        actions={
          <InlineFormActions>
            <RecordFormButtons busy={state.busy} onCancel={() => navigate(cancelTo)} />
          </InlineFormActions>
        }
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              {...register('first_name')}
              error={formState.errors.first_name?.message}
              required
            />
            <TextInput
              label="Last name"
              {...register('last_name')}
              error={formState.errors.last_name?.message}
              required
            />
          </SimpleGrid>
          <TextInput
            label="E-mail"
            type="email"
            {...register('email')}
            error={formState.errors.email?.message}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SingleChoiceField<Values> name="role" label="Role" data={ROLE_OPTIONS} />
            <SingleChoiceField<Values>
              name="subscription_status"
              label="Subscription status"
              data={STATUS_OPTIONS}
            />
          </SimpleGrid>
          <Checkbox label="Full access (every collection, whatever the plan)" {...register('full_access')} />
        </Stack>
      </RecordForm>
    </Card>
  );
}
