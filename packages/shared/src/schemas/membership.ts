import { z } from 'zod';
import { optionalText, requiredText, seenUpdatedAt } from './common.js';

const money = z.coerce.number({ error: 'Must be a number' }).min(0, 'Cannot be negative');

/** The plan edit form. Period is read-only (SPEC section 5) and so not accepted. */
export const membershipUpdate = z.object({
  name: requiredText(100, 'Name'),
  price: money,
  discounted_price: money.nullish(),
  use_discount: z.boolean().default(false),
  extras: optionalText(2000),
  paddle_plan_id: optionalText(100),
  features: z.array(z.string().trim().min(1).max(300)).max(50).default([]),
  updated_at: seenUpdatedAt,
});
export type MembershipUpdate = z.input<typeof membershipUpdate>;

export const PLAN_PERIODS = ['free', 'monthly', 'annual'] as const;
