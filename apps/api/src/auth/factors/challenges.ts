import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { factorChallenges } from '../../db/schema.js';
import { newAccessToken, sha256 } from '../tokens.js';

export type Purpose = (typeof factorChallenges.$inferSelect)['purpose'];
export type Challenge = typeof factorChallenges.$inferSelect;

/** How long each step lives: long enough to find a phone or touch a key, short enough to be useless later. */
export const STEP_TTL_MS = 5 * 60 * 1000;
// setting up an authenticator app takes longer: install it, scan, type the first code
const TTL_MS: Record<Purpose, number> = {
  second_factor: STEP_TTL_MS,
  reverify: STEP_TTL_MS,
  passkey_register: STEP_TTL_MS,
  passkey_signin: STEP_TTL_MS,
  totp_setup: 15 * 60 * 1000,
};
// finished and expired steps are removed a few at a time, as sign-in codes are
const KEEP_MS = 24 * 60 * 60 * 1000;

/** A new step: its token goes to the client only; the database keeps the hash. */
export async function openStep(
  db: Db,
  purpose: Purpose,
  fields: Partial<Pick<Challenge, 'user_id' | 'challenge' | 'totp_secret' | 'method'>> = {},
) {
  const token = newAccessToken();
  await db.insert(factorChallenges).values({
    token_hash: sha256(token),
    purpose,
    ...fields,
    expires_at: new Date(Date.now() + TTL_MS[purpose]),
  });
  await db.delete(factorChallenges).where(lt(factorChallenges.created_at, new Date(Date.now() - KEEP_MS)));
  return { token, expiresIn: TTL_MS[purpose] / 1000 };
}

const live = (token: string, purpose: Purpose) =>
  and(
    eq(factorChallenges.token_hash, sha256(token)),
    eq(factorChallenges.purpose, purpose),
    isNull(factorChallenges.used_at),
    gt(factorChallenges.expires_at, new Date()),
  );

/** The live step of this token, not spent. */
export async function readStep(db: Pick<Db, 'select'>, token: string, purpose: Purpose) {
  const [row] = await db.select().from(factorChallenges).where(live(token, purpose));
  return row ?? null;
}

/**
 * Spends a step: of two requests with one token only one gets the row back, so a challenge
 * or a setup answers once.
 */
export async function takeStep(db: Pick<Db, 'update'>, token: string, purpose: Purpose) {
  const [row] = await db
    .update(factorChallenges)
    .set({ used_at: new Date() })
    .where(live(token, purpose))
    .returning();
  return row ?? null;
}

/** Gives a live step a new WebAuthn challenge (a sign-in's second step asking for its passkey). */
export async function setStepChallenge(db: Db, id: number, challenge: string) {
  await db.update(factorChallenges).set({ challenge }).where(eq(factorChallenges.id, id));
}
