import { z } from 'zod';
import { type Sent, sentTime } from '../api.js';
import { PAYMENT_VENDOR_ID } from '../lists.js';
import {
  boundedText,
  centsMoneySchema,
  optionalText,
  requiredNumber,
  requiredText,
  seenUpdatedAt,
} from './common.js';

export const PLAN_PERIODS = ['free', 'monthly', 'annual'] as const;

const planFeatures = z
  .array(boundedText(300).min(1, 'A feature cannot be empty'))
  .max(50, 'At most 50 features');

const planFields = z.object({
  name: requiredText(100, 'Name'),
  period: z.enum(PLAN_PERIODS).optional(),
  price: requiredNumber(centsMoneySchema, 'Give the price'),
  // '' from an emptied input means no discounted price
  discounted_price: z
    .union([z.literal(''), centsMoneySchema])
    .nullish()
    .transform((v) => (v === '' || v == null ? null : v)),
  use_discount: z.boolean().default(false),
  extras: optionalText(2000),
  paddle_plan_id: optionalText(100),
  features: planFeatures.default([]),
  updated_at: seenUpdatedAt,
});

function discountBelowPrice(
  v: { price: number; discounted_price?: number | null; use_discount: boolean },
  ctx: z.RefinementCtx,
) {
  if (!v.use_discount) return;
  if (v.discounted_price == null)
    ctx.addIssue({ code: 'custom', path: ['discounted_price'], message: 'Give the discounted price' });
  else if (v.discounted_price >= v.price)
    ctx.addIssue({ code: 'custom', path: ['discounted_price'], message: 'Must be below the price' });
}

/**
 * PUT /api/memberships/{id}. Period is read-only (SPEC 5): it may be sent back as it is, and
 * the server refuses a different one naming `period`.
 */
export const membershipUpdate = planFields.superRefine(discountBelowPrice);
export type MembershipValues = z.output<typeof membershipUpdate>;

/** One feature a line, as the edit screen's textarea holds them; blank lines are dropped. */
export const featureLines = z
  .string()
  .transform((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  )
  .pipe(planFeatures);

/** The edit screen's form: the update with Features as text, one a line. */
export const membershipForm = planFields.extend({ features: featureLines }).superRefine(discountBelowPrice);
export type MembershipFormValues = z.input<typeof membershipForm>;

export const paymentProvider = z.object({ plan_id: z.string().nullable(), vendor: z.number().int() });

/** What the customer app reads of a plan (no token): no internal fields. */
export const membershipPublic = z.object({
  id: z.number().int(),
  name: z.string(),
  period: z.enum(PLAN_PERIODS),
  price: z.number(),
  discounted_price: z.number().nullable(),
  use_discount: z.boolean(),
  features: z.array(z.string()),
  extras: z.string().nullable(),
  paddle_plan_id: z.string().nullable(),
  payment_provider: paymentProvider,
});
export type MembershipPublic = z.output<typeof membershipPublic>;

/** What the pricing screens read (super, never cached): the public plan and its version. */
export const membershipRecord = membershipPublic.extend({ updated_at: sentTime });
export type Membership = Sent<z.output<typeof membershipRecord>>;

/** The one place the payment-provider object is built (SPEC 3). */
export const toPaymentProvider = (planId: string | null) => ({ plan_id: planId, vendor: PAYMENT_VENDOR_ID });

/** Features are stored as JSON text holding a list of strings; anything else reads as none. */
export function parseFeatures(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return [];
  }
}
