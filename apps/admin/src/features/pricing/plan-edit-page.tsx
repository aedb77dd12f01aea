import { historyEndpoints, type Membership, type MembershipFormValues, membershipForm } from '@adlib/shared';
import { Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { InlineFormActions } from '../../kit/form/inline-form-actions';
import { RecordEditScreen } from '../../kit/form/record-edit-screen';
import { RecordForm } from '../../kit/form/record-form';
import { RecordFormButtons } from '../../kit/form/record-form-buttons';
import { SwitchField } from '../../kit/form/switch-field';
import { useRecordForm } from '../../kit/form/use-record-form';
import { plans } from './api';
import { pricingPaths } from './manifest';

const LIST = { to: pricingPaths.pricing, label: 'Pricing' };

export function PlanEditPage() {
  return (
    <RecordEditScreen
      useOne={plans.useOne}
      what="plan"
      list={LIST}
      title={(plan) => `Edit Plan ${plan?.name ?? '…'}`}
      skeleton={[58, 58, 200]}
      history={historyEndpoints('/api/plans', 'plan')}
    >
      {(plan, reload) => <PlanEditForm key={plan.id} plan={plan} reload={reload} />}
    </RecordEditScreen>
  );
}

const toValues = (p: Membership): MembershipFormValues => ({
  name: p.name,
  period: p.period,
  price: String(p.price),
  discounted_price: p.discounted_price === null ? '' : String(p.discounted_price),
  use_discount: p.use_discount,
  extras: p.extras ?? '',
  paddle_plan_id: p.paddle_plan_id ?? '',
  // SPEC 2: one feature a line in a 10-row textarea
  features: p.features.join('\n'),
  updated_at: p.updated_at,
});

/** Mounted once the plan is loaded, so the form starts from it and a refetch never wipes typing. */
export function PlanEditForm({
  plan,
  reload,
}: {
  plan: Membership;
  reload: () => Promise<Membership | undefined>;
}) {
  const navigate = useNavigate();
  const save = plans.useSave();
  const state = useRecordForm({
    schema: membershipForm,
    fields: [
      'name',
      'period',
      'price',
      'discounted_price',
      'use_discount',
      'extras',
      'paddle_plan_id',
      'features',
    ],
    defaultValues: toValues(plan),
    save: (body) => save.mutateAsync({ id: plan.id, body }),
    reload: async () => {
      const fresh = await reload();
      return fresh && toValues(fresh);
    },
    onSaved: () => {
      notifications.show({ color: 'green', message: `Saved the ${plan.name} plan` });
      navigate(pricingPaths.pricing);
    },
  });
  const { register, formState } = state.form;
  const error = (field: keyof MembershipFormValues) => formState.errors[field]?.message;

  return (
    <RecordForm
      state={state}
      what="plan"
      actions={
        <InlineFormActions>
          <RecordFormButtons busy={state.busy} onCancel={() => navigate(pricingPaths.pricing)} />
        </InlineFormActions>
      }
    >
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
          <TextInput
            label="Price"
            inputMode="decimal"
            {...register('price')}
            error={error('price')}
            required
          />
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
        <Textarea
          label="Features"
          description="One feature a line"
          rows={10}
          {...register('features')}
          error={error('features')}
        />
      </Stack>
    </RecordForm>
  );
}
