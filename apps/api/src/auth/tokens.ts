import { hash, randomBytes, randomInt } from 'node:crypto';

/** Secrets are stored only as hashes, so a database leak reveals no live token or code. */
// crypto.hash (Node >= 20.12): one call, no Hash object per guarded request
export const sha256 = (value: string) => hash('sha256', value, 'hex');
export const newAccessToken = () => randomBytes(32).toString('base64url');
export const newSignInCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const codeHash = (email: string, code: string) => sha256(`${email}\n${code}`);
/** The mailed link's secret: 128 random bits, never guessed, so the link needs no wrong-code budget. */
export const newLinkKey = () => randomBytes(16).toString('base64url');
