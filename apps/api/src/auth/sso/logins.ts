import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ssoLogins } from '../../db/schema.js';
import { sha256 } from '../tokens.js';

/** How long a sign-in at the provider may take between the redirect and the callback. */
export const SSO_LOGIN_TTL_MS = 10 * 60 * 1000;
const CLEANUP_BATCH = 100;

/** Keeps a started sign-on's secrets (the state only as its hash) for the callback. */
export async function storeLogin(db: Db, login: { state: string; nonce: string; codeVerifier: string }) {
  // a few abandoned ones go each time: the table never grows with sign-ons nobody finished
  const old = db
    .select({ state_hash: ssoLogins.state_hash })
    .from(ssoLogins)
    .where(lt(ssoLogins.expires_at, new Date()))
    .limit(CLEANUP_BATCH);
  await db.delete(ssoLogins).where(inArray(ssoLogins.state_hash, old));
  await db.insert(ssoLogins).values({
    state_hash: sha256(login.state),
    nonce: login.nonce,
    code_verifier: login.codeVerifier,
    expires_at: new Date(Date.now() + SSO_LOGIN_TTL_MS),
  });
}

/**
 * The started sign-on this state names, taken out in one statement: any process may finish it,
 * and only once (a replayed callback, or two at once, find nothing). Null when unknown or expired.
 */
export async function takeLogin(db: Db, state: string) {
  const [row] = await db
    .delete(ssoLogins)
    .where(and(eq(ssoLogins.state_hash, sha256(state)), gt(ssoLogins.expires_at, new Date())))
    .returning();
  return row ? { nonce: row.nonce, codeVerifier: row.code_verifier } : null;
}
