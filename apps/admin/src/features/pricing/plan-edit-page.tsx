import { type Membership, type MembershipFormValues, membershipForm } from '@adlib/shared';
import { Card, Group, Skeleton, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { InlineFormActions } from '../../kit/form/inline-form-actions';
import { RecordForm } from '../../kit/form/record-form';
import { RecordFormButtons } from '../../kit/form/record-form-buttons';
import { RouteRecordGate } from '../../kit/form/route-record-gate';
import { useRecordForm } from '../../kit/form/use-record-form';
import { useRouteRecord } from '../../kit/form/use-route-record';
import { plans } from './api';
import { pricingPaths } from './manifest';

const LIST = { to: pricingPaths.pricing, label: 'Pricing' };

export function PlanEditPage() {
  const record = useRouteRecord(plans.useOne);
  return (
    <RouteRecordGate
      record={record}
      what="plan"
      list={LIST}
      loading={
        <EditFrame name="…">
          <Stack aria-busy="true" aria-label="Loading the plan">
            <Skeleton h={58} />
            <Skeleton h={58} />
            <Skeleton h={200} />
          </Stack>
        </EditFrame>
      }
    >
      {(plan) => (
        <EditFrame name={plan.name}>
          <PlanEditForm key={plan.id} plan={plan} reload={async () => (await record.query.refetch()).data} />
        </EditFrame>
      )}
    </RouteRecordGate>
  );
}

function EditFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <PageHeader back={LIST} title={`Edit Plan ${name}`} />
      <Card withBorder radius="md" maw={760} padding="lg">
        {children}
      </Card>
    </>
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
        {/* controlled: registered, the switch drew itself off for a plan that uses the discount */}
        <Controller
          control={state.form.control}
          name="use_discount"
          render={({ field }) => (
            <Switch
              label="Use Discounted Price"
              checked={field.value ?? false}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
              error={error('use_discount')}
            />
          )}
        />
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
