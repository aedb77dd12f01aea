import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signinCodes } from '../db/schema.js';
import { KEEP_CODES_MS } from './codes.js';
import { codeHash, sha256 } from './tokens.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A code stops taking typed guesses after this many wrong ones (its link still works). */
export const MAX_WRONG_CODES = 5;
/**
 * Wrong comparisons one address may take in any 24 hours (KEEP_CODES_MS): a typed code is
 * compared with each live code of the address, and each failed comparison counts. Past the
 * budget, typed codes are refused unread until it frees up; the mailed link still works.
 * At most 10 chances in 10^6 a day, whatever the number of IPs (decision 003).
 */
export const WRONG_CODES_PER_DAY = 10;
// the two-int advisory lock space (apart from the bigint locks of start-up and the trash purge)
const SIGNIN_LOCK_SPACE = 31_005;

export type Redeemed = { ok: true } | { ok: false; lockedForMs?: number };

/**
 * Exchanges a typed code, or the mailed link's code and key, for a sign-in. One address's
 * attempts run one at a time (an advisory lock per address), so parallel guesses cannot
 * share one look at the budget. Success spends every live code of the address.
 */
export function redeemCode(db: Db, email: string, code: string, linkKey?: string): Promise<Redeemed> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGNIN_LOCK_SPACE}, hashtext(${email}))`);
    const unused = and(
      eq(signinCodes.email, email),
      isNull(signinCodes.used_at),
      gt(signinCodes.expires_at, new Date()),
    );
    if (linkKey !== undefined) {
      const [byLink] = await tx
        .select({ id: signinCodes.id })
        .from(signinCodes)
        .where(
          and(
            unused,
            eq(signinCodes.code_hash, codeHash(email, code)),
            eq(signinCodes.link_hash, sha256(linkKey)),
          ),
        );
      return byLink ? spendAll(tx, email) : { ok: false };
    }
    const live = await tx
      .select({ id: signinCodes.id, code_hash: signinCodes.code_hash, expires_at: signinCodes.expires_at })
      .from(signinCodes)
      .where(and(unused, lt(signinCodes.failed_attempts, MAX_WRONG_CODES)));
    if (live.length === 0) return { ok: false };
    const lockedForMs = await wrongCodeLockMs(tx, email, live);
    if (lockedForMs > 0) return { ok: false, lockedForMs };
    if (live.some((c) => c.code_hash === codeHash(email, code))) return spendAll(tx, email);
    await tx
      .update(signinCodes)
      .set({ failed_attempts: sql`${signinCodes.failed_attempts} + 1` })
      .where(
        inArray(
          signinCodes.id,
          live.map((c) => c.id),
        ),
      );
    return { ok: false };
  });
}

/** A successful sign-in spends every live code of the address: no older code works after it. */
async function spendAll(tx: Tx, email: string): Promise<Redeemed> {
  await tx
    .update(signinCodes)
    .set({ used_at: new Date() })
    .where(and(eq(signinCodes.email, email), isNull(signinCodes.used_at)));
  return { ok: true };
}

/**
 * 0 when comparing a typed code with the `live` codes keeps the address within its daily
 * budget; else how long until it would (older wrong comparisons leave the 24 hours, or live
 * codes expire).
 */
async function wrongCodeLockMs(tx: Tx, email: string, live: { expires_at: Date }[]) {
  const now = Date.now();
  const counted = await tx
    .select({ created_at: signinCodes.created_at, failed: signinCodes.failed_attempts })
    .from(signinCodes)
    .where(
      and(
        eq(signinCodes.email, email),
        gt(signinCodes.created_at, new Date(now - KEEP_CODES_MS)),
        gt(signinCodes.failed_attempts, 0),
      ),
    )
    .orderBy(asc(signinCodes.created_at));
  let spent = counted.reduce((sum, c) => sum + c.failed, 0);
  if (spent + live.length <= WRONG_CODES_PER_DAY) return 0;
  // more live codes than the whole budget: until the soonest of them expires
  if (live.length > WRONG_CODES_PER_DAY) return Math.min(...live.map((c) => c.expires_at.getTime())) - now;
  for (const c of counted) {
    spent -= c.failed;
    if (spent + live.length <= WRONG_CODES_PER_DAY) return c.created_at.getTime() + KEEP_CODES_MS - now;
  }
  return 0;
}
