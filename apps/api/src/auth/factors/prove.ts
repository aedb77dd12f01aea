import type { FactorProof, PasskeyAssertion } from '@adlib/shared';
import { and, eq, gt, isNull, lt, or, sql, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/audit.js';
import { factorChallenges, userFactors } from '../../db/schema.js';
import { factorAudit } from './audit.js';
import type { Challenge } from './challenges.js';
import { verifiedAssertion } from './passkeys.js';
import { isRecoveryCodeShape, spendRecoveryCode } from './recovery.js';
import { factorsOf } from './store.js';
import { totpStep } from './totp.js';

/** A step takes this many wrong answers, then it is spent: the sign-in starts again from the mail. */
export const MAX_WRONG_PER_STEP = 5;
/** Wrong answers one user may give in any 24 hours, whatever the steps and IPs (as WRONG_CODES_PER_DAY). */
export const WRONG_FACTORS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
// the two-int advisory lock space of second factors (sign-in codes use 31_005)
const FACTOR_LOCK_SPACE = 31_026;

export type Proved = { ok: true; method: string } | { ok: false; lockedForMs?: number; spent?: boolean };

/**
 * Checks a proof of one of the user's factors against a live step (its passkey challenge).
 * One user's attempts run one at a time (an advisory lock), so that parallel guesses cannot
 * share one look at the budget; a wrong answer counts on the step and is in the audit log.
 */
export function proveFactor(
  app: FastifyInstance,
  step: Challenge,
  user: { id: number; email: string },
  proof: Omit<FactorProof, 'token'>,
): Promise<Proved> {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FACTOR_LOCK_SPACE}, ${user.id})`);
    const lockedForMs = await dailyLockMs(tx, user.id);
    if (lockedForMs > 0) return { ok: false, lockedForMs };
    const [fresh] = await tx
      .select({ failed: factorChallenges.failed_attempts, challenge: factorChallenges.challenge })
      .from(factorChallenges)
      .where(and(eq(factorChallenges.id, step.id), isNull(factorChallenges.used_at)));
    if (!fresh || fresh.failed >= MAX_WRONG_PER_STEP) return { ok: false, spent: true };

    const method = proof.passkey
      ? 'passkey'
      : isRecoveryCodeShape(proof.code ?? '')
        ? 'recovery code'
        : 'totp';
    const right = proof.passkey
      ? await provePasskey(app, tx, user.id, fresh.challenge, proof.passkey)
      : method === 'recovery code'
        ? await spendRecoveryCode(tx, user.id, proof.code ?? '')
        : await proveTotp(tx, user.id, proof.code ?? '');
    if (right) return { ok: true, method };

    await tx
      .update(factorChallenges)
      .set({ failed_attempts: sql`${factorChallenges.failed_attempts} + 1` })
      .where(eq(factorChallenges.id, step.id));
    await factorAudit(tx, user, 'second_factor_failed', { method });
    return { ok: false };
  });
}

/**
 * A right code of one of the user's authenticator apps, from a later time step than the last
 * one accepted: the update answers a row only then, so a code (or an older one) works once.
 */
async function proveTotp(tx: Tx, userId: number, code: string) {
  const now = Date.now();
  for (const f of await factorsOf(tx, userId)) {
    if (f.kind !== 'totp' || !f.totp_secret) continue;
    const step = totpStep(f.totp_secret, code, now);
    if (step === null) continue;
    const [accepted] = await tx
      .update(userFactors)
      .set({ totp_last_step: step, last_used_at: new Date(now) })
      .where(
        and(
          eq(userFactors.id, f.id),
          or(isNull(userFactors.totp_last_step), lt(userFactors.totp_last_step, step)),
        ),
      )
      .returning({ id: userFactors.id });
    if (accepted) return true;
  }
  return false;
}

/** The user's own passkey answering this step's challenge, once: the challenge is cleared. */
async function provePasskey(
  app: FastifyInstance,
  tx: Tx,
  userId: number,
  challenge: string | null,
  assertion: PasskeyAssertion,
) {
  if (!challenge) return false;
  const [passkey] = await tx
    .select()
    .from(userFactors)
    .where(and(eq(userFactors.user_id, userId), eq(userFactors.credential_id, assertion.id)));
  if (!passkey) return false;
  const counter = await verifiedAssertion(app.config.secondFactor, challenge, assertion, passkey, false);
  if (counter === null) return false;
  await tx
    .update(userFactors)
    .set({ sign_count: counter, last_used_at: new Date() })
    .where(eq(userFactors.id, passkey.id));
  await tx.update(factorChallenges).set({ challenge: null }).where(eq(factorChallenges.challenge, challenge));
  return true;
}

/** 0 within the daily budget; else how long until the oldest counted wrong answer leaves the 24 hours. */
async function dailyLockMs(tx: Tx, userId: number) {
  const since = new Date(Date.now() - DAY_MS);
  const where = and(
    eq(factorChallenges.user_id, userId),
    gt(factorChallenges.created_at, since),
    gt(factorChallenges.failed_attempts, 0),
  );
  const [total] = await tx
    .select({ failed: sum(factorChallenges.failed_attempts) })
    .from(factorChallenges)
    .where(where);
  if (Number(total?.failed ?? 0) < WRONG_FACTORS_PER_DAY) return 0;
  const [oldest] = await tx
    .select({ created_at: factorChallenges.created_at })
    .from(factorChallenges)
    .where(where)
    .orderBy(factorChallenges.created_at)
    .limit(1);
  return oldest ? Math.max(1000, oldest.created_at.getTime() + DAY_MS - Date.now()) : 0;
}
