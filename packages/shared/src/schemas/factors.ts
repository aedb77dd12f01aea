import { z } from 'zod';
import { sentTime } from '../api.js';
import { requiredText } from './common.js';

/** Second factors (issue 30 §1, decision 026): passkeys and authenticator apps. */
export const FACTOR_KINDS = ['passkey', 'totp'] as const;

const EXPIRED_STEP = 'This step has expired; start again';
/** A one-time token the server handed out for one step (32 random bytes, base64url). */
export const stepToken = z.string({ error: EXPIRED_STEP }).regex(/^[\w-]{43}$/, EXPIRED_STEP);

const base64url = z
  .string()
  .max(16_384, 'The passkey answer is too long')
  .regex(/^[\w-]*$/, 'The passkey answer is not valid');
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const credentialBase = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** What the browser's navigator.credentials.create() gave (SimpleWebAuthn's RegistrationResponseJSON). */
export const passkeyRegistration = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.enum(TRANSPORTS)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});

/** What navigator.credentials.get() gave (SimpleWebAuthn's AuthenticationResponseJSON). */
export const passkeyAssertion = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

/** The options the browser passes to WebAuthn, made by SimpleWebAuthn on the server. */
export const passkeyOptions = z.object({ token: stepToken, options: z.record(z.string(), z.unknown()) });

const factorName = requiredText(60, 'Name');

/** One factor as the Security page lists it; its secrets never leave the server. */
export const factorItem = z.object({
  id: z.number().int(),
  kind: z.enum(FACTOR_KINDS),
  name: z.string(),
  created_at: sentTime,
  last_used_at: sentTime.nullable(),
});
export type FactorItem = z.output<typeof factorItem>;

export const factorList = z.object({
  factors: z.array(factorItem),
  /** unused recovery codes (made with the first authenticator app) */
  recovery_codes_left: z.number().int(),
  /** REQUIRE_SECOND_FACTOR applies to this user: the last factor cannot be removed without another */
  required: z.boolean(),
  /** this session may only add a factor until one is added */
  must_add: z.boolean(),
});

export const addPasskeyRequest = z.object({
  token: stepToken,
  name: factorName,
  passkey: passkeyRegistration,
});

export const totpSetup = z.object({
  token: stepToken,
  /** base32, for typing into the app by hand */
  secret: z.string(),
  /** otpauth:// URI, the same as a QR code carries */
  uri: z.string(),
});

const totpCode = z
  .string({ error: 'Enter the 6-digit code from the app' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the app');
export const addTotpRequest = z.object({ token: stepToken, name: factorName, code: totpCode });
export const addedTotp = z.object({ factor: factorItem, recovery_codes: z.array(z.string()) });

/**
 * A factor proved: a code (the authenticator app's six digits, or a recovery code) or a passkey
 * answering the challenge of `token`.
 */
export const factorProof = z
  .object({
    token: stepToken,
    code: z
      .string()
      .trim()
      .max(20, 'Enter the 6-digit code or a recovery code')
      .regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, 'Enter the 6-digit code or a recovery code')
      .optional(),
    passkey: passkeyAssertion.optional(),
  })
  .refine((p) => (p.code === undefined) !== (p.passkey === undefined), {
    message: 'Enter the code from your app, or use your passkey',
    path: ['code'],
  });
export type FactorProof = z.input<typeof factorProof>;

/** Removing a factor: the last one asks for one of the user's factors again (a proof). */
export const removeFactorRequest = z.object({ proof: factorProof.optional() });

/** The signed-in user's own factor steps: a fresh token (and passkey options) to prove one. */
export const stepOnly = z.object({ token: stepToken });

/** After the mailed code, a user with a factor gets this instead of a session. */
export const signInSecondFactor = z.object({
  second_factor: z.object({
    token: stepToken,
    expires_in: z.number(),
    methods: z.array(z.enum(FACTOR_KINDS)),
  }),
});
export type SignInSecondFactor = z.output<typeof signInSecondFactor>;

export type PasskeyRegistration = z.output<typeof passkeyRegistration>;
export type PasskeyAssertion = z.output<typeof passkeyAssertion>;
