import { z } from 'zod';
import { ROLE_NAMES } from '../lists.js';

export const emailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .min(1, 'E-mail is required')
  .max(254, 'At most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));

export const signInRequest = z.object({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits')
    .optional(),
  /** the mailed link's key, sent with its code: it works while typed codes are locked */
  key: z
    .string()
    .regex(/^[\w-]{22}$/, 'This sign-in link is not complete; copy all of it, or type the code')
    .optional(),
});
export type SignInRequest = z.input<typeof signInRequest>;

export const roleNameSchema = z.enum(ROLE_NAMES);

/** POST /api/signin-without-password with an e-mail only: a code was sent (or seems to be). */
export const signInCodeSent = z.object({ sent: z.boolean(), expires_in: z.number() });

/** …with the e-mail and its code: the session. */
export const signInResult = z.object({
  access_token: z.string(),
  expires_in: z.number(),
  user: z.object({ role: roleNameSchema }),
});
export type SignInResult = z.output<typeof signInResult>;

export const currentUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.object({ name: roleNameSchema }),
  /** REQUIRE_SECOND_FACTOR: true while this session may only add a second factor (decision 026); absent otherwise */
  must_add_second_factor: z.boolean().optional(),
});
export type CurrentUser = z.output<typeof currentUser>;
