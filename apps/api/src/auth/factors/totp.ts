import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults that every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const PERIOD = 30;
const ISSUER = 'Ad Library back office';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret (RFC 4226's recommended length), base32 as the apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an app reads from a QR code or a link. */
export const totpUri = (secret: string, email: string) => totpOf(secret, email).toString();

/**
 * The time step a right code belongs to (this one, or one either side for a clock a little
 * off), or null. The caller stores the step it accepted and refuses it and any earlier one
 * afterwards, so that a code works once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}
