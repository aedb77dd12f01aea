import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { recoveryCodes } from '../../db/schema.js';
import { sha256 } from '../tokens.js';

export const RECOVERY_CODES = 10;
// no 0/o, 1/l/i: read off paper and typed without doubt
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const half = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** "abcde-fghjk" with or without the hyphen, any case, is one code. */
const normal = (code: string) => code.trim().toLowerCase().replace('-', '');
const hashOf = (userId: number, code: string) => sha256(`recovery\n${userId}\n${normal(code)}`);

/** Ten new codes (about 49 bits each) replace the user's old ones; they are shown once. */
export async function newRecoveryCodes(tx: Tx | Db, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODES }, () => `${half()}-${half()}`);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((c) => ({ user_id: userId, code_hash: hashOf(userId, c) })));
  return codes;
}

/** The codes go with the user's last authenticator app. */
export async function dropRecoveryCodes(tx: Tx | Db, userId: number) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
}

export const isRecoveryCodeShape = (code: string) => /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim());

/** Spends a recovery code: true once for each right code, then never again. */
export async function spendRecoveryCode(tx: Tx | Db, userId: number, code: string) {
  const [spent] = await tx
    .update(recoveryCodes)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(recoveryCodes.user_id, userId),
        eq(recoveryCodes.code_hash, hashOf(userId, code)),
        isNull(recoveryCodes.used_at),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return Boolean(spent);
}

export async function recoveryCodesLeft(db: Db, userId: number) {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  return rows.length;
}
