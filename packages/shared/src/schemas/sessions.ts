import { z } from 'zod';
import { sentTime } from '../api.js';

/** How a session was started (decision 027): the mailed code, single sign-on, or a passkey. */
export const SIGN_IN_METHODS = ['code', 'sso', 'passkey'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** One active session as its user (or a super) sees it. */
export const sessionEntry = z.object({
  id: z.number().int(),
  /** "Desktop", "Mobile", "Tablet" (from the User-Agent at sign-in) */
  device: z.string(),
  /** "Chrome 131 on macOS"; "Unknown browser" without a User-Agent */
  browser: z.string(),
  ip: z.string().nullable(),
  started_at: sentTime,
  last_seen_at: sentTime,
  method: z.enum(SIGN_IN_METHODS),
  /** the session this request was made with */
  current: z.boolean(),
});
export type SessionEntry = z.output<typeof sessionEntry>;

export const sessionList = z.object({ records: z.array(sessionEntry) });

/** How many sessions a call ended. */
export const sessionsEnded = z.object({ ended: z.number().int() });

export const sessionIdParams = z.object({ id: z.coerce.number().int().positive() });
export const userSessionParams = z.object({
  id: z.coerce.number().int().positive(),
  sessionId: z.coerce.number().int().positive(),
});

/** POST /api/sso/start: where the browser goes to sign in at the provider. */
export const ssoStart = z.object({ url: z.string() });

/** POST /api/sso/callback: what the provider sent back to the panel's /signin/sso. */
export const ssoCallback = z.object({
  code: z.string().min(1, 'The provider sent no code').max(2048),
  state: z.string().min(1, 'The provider sent no state').max(512),
  iss: z.string().max(2048).optional(),
});
export type SsoCallback = z.input<typeof ssoCallback>;
