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
});
export type SignInRequest = z.input<typeof signInRequest>;

export const roleNameSchema = z.enum(ROLE_NAMES);

export interface SignInResult {
  access_token: string;
  expires_in: number;
  user: { role: (typeof ROLE_NAMES)[number] };
}

export interface CurrentUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: { name: (typeof ROLE_NAMES)[number] };
}
