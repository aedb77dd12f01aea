import { type Membership, type MembershipFormValues, membershipForm } from '@adlib/shared';
import { Card, Group, Skeleton, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { InlineFormActions } from '../../kit/form/inline-form-actions';
import { RecordForm } from '../../kit/form/record-form';
import { RecordFormButtons } from '../../kit/form/record-form-buttons';
import { useRecordForm } from '../../kit/form/use-record-form';
import { WithRecordHistory } from '../../kit/history/with-record-history';
import { plans } from './api';
import { pricingPaths } from './manifest';

const back = { to: pricingPaths.pricing, label: 'Pricing' };

export function PlanEditPage() {
  const rawId = useParams().id;
  const id = Number(rawId);
  const plan = plans.useOne(id);
  const reload = async () => (await plan.refetch()).data;
  const missing =
    !Number.isInteger(id) || id <= 0 || (plan.error instanceof ApiRequestError && plan.error.status === 404);

  if (missing) {
    return (
      <>
        <PageHeader back={back} title="Edit Plan" />
        <ErrorState title="No such plan" error={new Error(`There is no plan with id ${rawId}.`)} />
      </>
    );
  }
  return (
    <>
      <PageHeader back={back} title={`Edit Plan ${plan.data?.name ?? '…'}`} />
      {plan.isError ? (
        <ErrorState error={plan.error} onRetry={() => plan.refetch()} />
      ) : (
        <Card withBorder radius="md" maw={760} padding="lg">
          {plan.data ? (
            <WithRecordHistory query={plan} path={`/plans/${id}`} what="plan">
              <PlanEditForm key={plan.data.id} plan={plan.data} reload={reload} />
            </WithRecordHistory>
          ) : (
            <Stack aria-busy="true" aria-label="Loading the plan">
              <Skeleton h={58} />
              <Skeleton h={58} />
              <Skeleton h={200} />
            </Stack>
          )}
        </Card>
      )}
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
        <Switch label="Use Discounted Price" {...register('use_discount')} error={error('use_discount')} />
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
