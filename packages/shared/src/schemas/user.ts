import { z } from 'zod';
import { sentTime } from '../api.js';
import { defineList, type FilterOption } from '../list-declaration.js';
import { ROLE_NAMES } from '../lists.js';
import { emailSchema } from './auth.js';
import { idSchema, requiredText, seenUpdatedAt } from './common.js';

/**
 * SPEC leaves the allowed statuses open; these are a payment provider's subscription life
 * cycle (active, trialing, past_due, paused, canceled) plus `none` for a user who never
 * subscribed. One list: database check, API validation, filter and form options.
 */
export const SUBSCRIPTION_STATUSES = [
  'none',
  'trialing',
  'active',
  'past_due',
  'paused',
  'canceled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  none: 'None',
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  paused: 'Paused',
  canceled: 'Canceled',
};

const roleSchema = z.enum(ROLE_NAMES, { error: 'Choose a role from the plan kinds' });
const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES, {
  error: 'Choose a known subscription status',
});

/** PUT /api/user/{id}: the profile fields only (decision 012). */
export const userProfileInput = z.object({
  first_name: requiredText(100, 'First name'),
  last_name: requiredText(100, 'Last name'),
  email: emailSchema,
  updated_at: seenUpdatedAt,
});
export type UserProfileInput = z.input<typeof userProfileInput>;

/** POST /api/user1 and PUT /api/user1/{id}: the staff edit, profile plus role and plan (decision 012). */
export const userInput = userProfileInput.extend({
  role: roleSchema.default('free'),
  subscription_status: subscriptionStatusSchema.default('none'),
  full_access: z.boolean().default(false),
});
export type UserInput = z.input<typeof userInput>;

export const subscriptionStatusInput = z.object({ subscription_status: subscriptionStatusSchema });

export const fullAccessInput = z.object({ full_access: z.boolean().default(true) });

/** A row of GET /api/users and of its CSV. */
export const userListItem = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  subscription_status: z.string(),
  full_access: z.boolean(),
  created_at: sentTime,
  last_signin_at: sentTime.nullable(),
  updated_at: sentTime,
});
export type UserListItem = z.output<typeof userListItem>;

/** GET /api/user/{id}: the customer detail. */
export const userRecord = userListItem.extend({
  collections: z.array(z.object({ id: z.number().int(), title: z.string() })),
  sessions: z.array(z.object({ id: z.number().int(), created_at: sentTime, expires_at: sentTime })),
});
export type UserRecord = z.output<typeof userRecord>;

export const userSaved = z.object({ id: idSchema, updated_at: sentTime });

const asOptions = (values: readonly string[], labels?: Record<string, string>): FilterOption[] =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

export const USER_ORDER_BY = [
  { value: 'created_at', label: 'Created' },
  { value: 'email', label: 'E-mail' },
] as const;

/**
 * What Home's customer tiles count (decision 030), as the customers list filters by them: each
 * customer once per event and day (migration 0038's insights_user_events).
 */
export const CUSTOMER_EVENTS = [
  { value: 'started', label: 'Started' },
  { value: 'churned', label: 'Churned' },
  { value: 'reactivated', label: 'Reactivated' },
  { value: 'trial_started', label: 'Trial started' },
  { value: 'trial_converted', label: 'Trial converted' },
  { value: 'full_access_granted', label: 'Full access granted' },
] as const;
export type CustomerEvent = (typeof CUSTOMER_EVENTS)[number]['value'];

/** The customers list's filters: the list call, totalCount, the CSV download and the filter bar. */
export const userList = defineList({
  search: { kind: 'search', label: 'Search', chip: (v) => `“${v}”` },
  role: { kind: 'choice', label: 'Role', options: asOptions(ROLE_NAMES) },
  subscription_status: {
    kind: 'choice',
    label: 'Subscription status',
    options: asOptions(SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUS_LABELS),
  },
  full_access: { kind: 'boolean', label: 'Full access' },
  // the customers whose subscription was active at the end of that UTC day, as Home's "Active
  // subscriptions per plan" counts them (decision 030): with Role and a past week's last day
  active_on: { kind: 'day', label: 'Active on' },
  // a subscription event and the days it happened on (UTC), read together: "Event: Churned",
  // "Event on: 2–8 Nov" lists the customers who churned in those days (Home's weekly bars)
  subscription_event: { kind: 'choice', label: 'Event', options: CUSTOMER_EVENTS },
  event_days: { kind: 'dates', label: 'Event on' },
  // members (not staff) who signed in within the days (Home's "Members signing in")
  signed_in: { kind: 'dates', label: 'Member signed in' },
  order_by: { kind: 'order', label: 'Order By', options: USER_ORDER_BY },
});
