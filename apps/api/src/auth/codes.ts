import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signinCodes } from '../db/schema.js';
import { codeHash, newSignInCode } from './tokens.js';

export const CODE_TTL_MS = 15 * 60 * 1000;
export const MAX_WRONG_CODES = 5;
export const MAX_CODES_PER_ADDRESS_PER_WINDOW = 5;
// Codes are kept a day after issue (for the per-address limit and for support questions),
// then removed a few at a time so that no request pays for a large clean-up.
const KEEP_CODES_MS = 24 * 60 * 60 * 1000;
const CLEANUP_BATCH = 100;

/**
 * How long until the address may ask for another code: 0 while it has had fewer than
 * MAX_CODES_PER_ADDRESS_PER_WINDOW in the last CODE_TTL_MS, else until the oldest of its last
 * MAX_CODES_PER_ADDRESS_PER_WINDOW codes leaves that window (the window slides).
 */
export async function codeLimitWaitMs(db: Db, email: string) {
  const since = new Date(Date.now() - CODE_TTL_MS);
  const [oldestCounted] = await db
    .select({ created_at: signinCodes.created_at })
    .from(signinCodes)
    .where(and(eq(signinCodes.email, email), gt(signinCodes.created_at, since)))
    .orderBy(desc(signinCodes.created_at))
    .offset(MAX_CODES_PER_ADDRESS_PER_WINDOW - 1)
    .limit(1);
  return oldestCounted ? Math.max(0, oldestCounted.created_at.getTime() + CODE_TTL_MS - Date.now()) : 0;
}

/** Stores the new code's hash and returns the code itself, which only the mail carries. */
export async function issueCode(db: Db, email: string) {
  const code = newSignInCode();
  await db.insert(signinCodes).values({
    email,
    code_hash: codeHash(email, code),
    expires_at: new Date(Date.now() + CODE_TTL_MS),
  });
  return code;
}

/**
 * True when `code` is the address's newest live code, which is then spent. A wrong code
 * counts against that code; the fifth wrong one spends it. The counter is incremented in
 * SQL, not read-then-written, so parallel guesses cannot share one attempt between them.
 */
export async function redeemCode(db: Db, email: string, code: string) {
  const live = and(isNull(signinCodes.used_at), sql`${signinCodes.failed_attempts} < ${MAX_WRONG_CODES}`);
  const [issued] = await db
    .select({ id: signinCodes.id, code_hash: signinCodes.code_hash })
    .from(signinCodes)
    .where(and(eq(signinCodes.email, email), live, gt(signinCodes.expires_at, new Date())))
    .orderBy(desc(signinCodes.created_at), desc(signinCodes.id))
    .limit(1);
  if (!issued) return false;
  if (issued.code_hash !== codeHash(email, code)) {
    await db
      .update(signinCodes)
      .set({
        failed_attempts: sql`${signinCodes.failed_attempts} + 1`,
        used_at: sql`case when ${signinCodes.failed_attempts} + 1 >= ${MAX_WRONG_CODES} then now() else ${signinCodes.used_at} end`,
      })
      .where(eq(signinCodes.id, issued.id));
    return false;
  }
  // Single use: only the request that flips used_at from null wins, and only while the
  // code has not been spent by wrong guesses that ran in parallel with this one.
  const claimed = await db
    .update(signinCodes)
    .set({ used_at: new Date() })
    .where(and(eq(signinCodes.id, issued.id), live))
    .returning({ id: signinCodes.id });
  return claimed.length > 0;
}

export async function deleteOldCodes(db: Db) {
  const old = db
    .select({ id: signinCodes.id })
    .from(signinCodes)
    .where(lt(signinCodes.created_at, new Date(Date.now() - KEEP_CODES_MS)))
    .limit(CLEANUP_BATCH);
  await db.delete(signinCodes).where(inArray(signinCodes.id, old));
}
