import { ROLE_NAMES, SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUSES, type UserInput } from '@adlib/shared';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { SingleChoiceField } from '../../../kit/form/choice-field';

const ROLE_OPTIONS = ROLE_NAMES.map((r) => ({ value: r, label: r }));
const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: SUBSCRIPTION_STATUS_LABELS[s] }));

/** The staff form's fields (PUT /user1): names, e-mail, role, subscription status, full access. */
export function CustomerFields() {
  const { register, formState } = useFormContext<UserInput>();
  return (
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
        <SingleChoiceField<UserInput> name="role" label="Role" data={ROLE_OPTIONS} />
        <SingleChoiceField<UserInput>
          name="subscription_status"
          label="Subscription status"
          data={STATUS_OPTIONS}
        />
      </SimpleGrid>
      <Checkbox label="Full access (every collection, whatever the plan)" {...register('full_access')} />
    </Stack>
  );
}
