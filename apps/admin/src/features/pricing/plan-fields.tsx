import type { MembershipFormValues } from '@adlib/shared';
import { Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { SwitchField } from '../../kit/form/switch-field';

/** SPEC 2 "Edit plan": the plan's fields, the period read-only, one feature a line. */
export function PlanFields() {
  const { register, formState } = useFormContext<MembershipFormValues>();
  const error = (field: keyof MembershipFormValues) => formState.errors[field]?.message;
  return (
    <Stack>
      <TextInput label="Name" {...register('name')} error={error('name')} required />
      <TextInput
        label="Period"
        {...register('period')}
        readOnly
        // filled, so it does not look like a box to type in
        variant="filled"
        description="The period of a plan cannot change"
        error={error('period')}
      />
      <Group grow align="flex-start">
        <TextInput label="Price" inputMode="decimal" {...register('price')} error={error('price')} required />
        <TextInput
          label="Discounted Price"
          inputMode="decimal"
          {...register('discounted_price')}
          error={error('discounted_price')}
        />
      </Group>
      <SwitchField<MembershipFormValues> name="use_discount" label="Use Discounted Price" />
      <TextInput label="Extras" {...register('extras')} error={error('extras')} />
      <TextInput label="Paddle Plan Id" {...register('paddle_plan_id')} error={error('paddle_plan_id')} />
      {/* SPEC 2: one feature a line in a 10-row textarea */}
      <Textarea
        label="Features"
        description="One feature a line"
        rows={10}
        {...register('features')}
        error={error('features')}
      />
    </Stack>
  );
}
