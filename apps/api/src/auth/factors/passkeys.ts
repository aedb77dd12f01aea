import type { PasskeyAssertion, PasskeyRegistration } from '@adlib/shared';
import {
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Config } from '../../config.js';

type Relying = Config['secondFactor'];
const RP_NAME = 'Ad Library back office';
const TIMEOUT_MS = 5 * 60 * 1000;

const bytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));
// stored as the browser reported them at registration (the shared schema allows only these names)
const transportsOf = (list: string[]) => list as AuthenticatorTransport[];

export interface StoredPasskey {
  credential_id: string | null;
  public_key: string | null;
  sign_count: number;
  transports: string[];
}

/**
 * Options for a new passkey: discoverable (a resident key, so that it can sign in alone),
 * user verification asked for, and the user's passkeys excluded so one device is not added twice.
 */
export function registrationOptions(
  rp: Relying,
  user: { id: number; email: string; name: string },
  existing: StoredPasskey[],
) {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpId,
    userName: user.email,
    userDisplayName: user.name || user.email,
    // the user handle a discoverable passkey returns: the user's id, never their address
    userID: new TextEncoder().encode(`user:${user.id}`),
    attestationType: 'none',
    timeout: TIMEOUT_MS,
    excludeCredentials: existing.flatMap((p) =>
      p.credential_id ? [{ id: p.credential_id, transports: transportsOf(p.transports) }] : [],
    ),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** The new passkey's credential when the browser's answer matches the challenge, origin and site. */
export async function verifiedRegistration(rp: Relying, challenge: string, response: PasskeyRegistration) {
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpId,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential } = result.registrationInfo;
  return {
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    sign_count: credential.counter,
    transports: credential.transports ?? [],
  };
}

/**
 * Options for proving a passkey: for a known user their passkeys; for a sign-in by passkey
 * alone none (the browser offers the discoverable ones) and user verification required, since
 * the passkey is then both factors.
 */
export function authenticationOptions(rp: Relying, passkeys: StoredPasskey[] | null) {
  return generateAuthenticationOptions({
    rpID: rp.rpId,
    timeout: TIMEOUT_MS,
    userVerification: passkeys ? 'preferred' : 'required',
    ...(passkeys && {
      allowCredentials: passkeys.flatMap((p) =>
        p.credential_id ? [{ id: p.credential_id, transports: transportsOf(p.transports) }] : [],
      ),
    }),
  });
}

/** The passkey's new signature counter when the answer is right, else null. */
export async function verifiedAssertion(
  rp: Relying,
  challenge: string,
  response: PasskeyAssertion,
  passkey: StoredPasskey,
  requireUserVerification: boolean,
) {
  if (!passkey.credential_id || !passkey.public_key) return null;
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpId,
    credential: {
      id: passkey.credential_id,
      publicKey: bytes(passkey.public_key),
      counter: passkey.sign_count,
      transports: transportsOf(passkey.transports),
    },
    requireUserVerification,
  }).catch(() => null);
  return result?.verified ? result.authenticationInfo.newCounter : null;
}

/** The user id a discoverable passkey carries as its user handle (see registrationOptions). */
export function userIdOfHandle(handle: string | undefined) {
  if (!handle) return null;
  const match = /^user:(\d{1,10})$/.exec(Buffer.from(handle, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : null;
}
