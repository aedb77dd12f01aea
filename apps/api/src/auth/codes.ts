import { and, desc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signinCodes } from '../db/schema.js';
import { codeHash, newLinkKey, newSignInCode, sha256 } from './tokens.js';

export const CODE_TTL_MS = 15 * 60 * 1000;
/**
 * Codes one requester (client IP, an IPv6 /64: requesterOf) may have sent to one address in
 * CODE_TTL_MS. Keyed on the requester too, so that nobody elsewhere can use up the address's
 * own allowance: a stranger's requests only cost the stranger.
 */
export const CODES_PER_REQUESTER = 5;
/**
 * Codes all requesters together may have sent to one address in CODE_TTL_MS: a flood from many
 * IPs ends here. Whoever reaches it is no lock-out: every code already mailed still works.
 */
export const CODES_PER_ADDRESS = 20;
// Codes are kept a day after issue (for the limits and the wrong-code budget, and for support
// questions), then removed a few at a time so that no request pays for a large clean-up.
export const KEEP_CODES_MS = 24 * 60 * 60 * 1000;
const CLEANUP_BATCH = 100;

/**
 * How long until `max` codes matching `where` are no longer all within the last CODE_TTL_MS:
 * 0 while fewer were sent, else until the oldest of the last `max` leaves (the window slides).
 */
async function windowWaitMs(db: Db, where: SQL | undefined, max: number) {
  const [oldestCounted] = await db
    .select({ created_at: signinCodes.created_at })
    .from(signinCodes)
    .where(and(where, gt(signinCodes.created_at, new Date(Date.now() - CODE_TTL_MS))))
    .orderBy(desc(signinCodes.created_at))
    .offset(max - 1)
    .limit(1);
  return oldestCounted ? Math.max(0, oldestCounted.created_at.getTime() + CODE_TTL_MS - Date.now()) : 0;
}

/** How long until this requester may have another code sent to the address (0: now). */
export async function codeLimitWaitMs(db: Db, email: string, requester: string) {
  const toAddress = eq(signinCodes.email, email);
  const [mine, anyone] = await Promise.all([
    windowWaitMs(db, and(toAddress, eq(signinCodes.requester, requester)), CODES_PER_REQUESTER),
    windowWaitMs(db, toAddress, CODES_PER_ADDRESS),
  ]);
  return Math.max(mine, anyone);
}

/**
 * Stores the new code's hashes and returns the code and the link's key, which only the mail
 * carries. Codes sent earlier stay valid: a request from someone else never spends the code
 * in the user's inbox.
 */
export async function issueCode(db: Db, email: string, requester: string) {
  const code = newSignInCode();
  const key = newLinkKey();
  await db.insert(signinCodes).values({
    email,
    requester,
    code_hash: codeHash(email, code),
    link_hash: sha256(key),
    expires_at: new Date(Date.now() + CODE_TTL_MS),
  });
  return { code, key };
}

export async function deleteOldCodes(db: Db) {
  const old = db
    .select({ id: signinCodes.id })
    .from(signinCodes)
    .where(lt(signinCodes.created_at, new Date(Date.now() - KEEP_CODES_MS)))
    .limit(CLEANUP_BATCH);
  await db.delete(signinCodes).where(inArray(signinCodes.id, old));
}
