import { z } from 'zod';
import { ROLE_NAMES } from '../lists.js';
import { emailSchema } from './auth.js';
import { requiredText, seenUpdatedAt } from './common.js';

/** SPEC leaves the allowed statuses open; these mirror a payment provider's life cycle. */
export const SUBSCRIPTION_STATUSES = ['none', 'trialing', 'active', 'past_due', 'canceled'] as const;

export const userInput = z.object({
  first_name: requiredText(100, 'First name'),
  last_name: z.string().trim().max(100).default(''),
  email: emailSchema,
  role: z.enum(ROLE_NAMES).default('free'),
  updated_at: seenUpdatedAt,
});
export const subscriptionStatusInput = z.object({
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
});
