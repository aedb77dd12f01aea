import { type FactorProof, factorsContract, type SignInResult, secondFactorContract } from '@adlib/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userFactors } from '../../db/schema.js';
import { badRequest, notFound, unauthorized } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { perIpCodeLimit, rateLimited } from '../rate-limits.js';
import type { AuthUser } from '../roles.js';
import { endSessionsOfUser } from '../session-list.js';
import { staffMustUseSso } from '../sign-in-steps.js';
import { factorAudit } from './audit.js';
import { type Challenge, openStep, readStep, setStepChallenge, takeStep } from './challenges.js';
import {
  authenticationOptions,
  registrationOptions,
  userIdOfHandle,
  verifiedAssertion,
  verifiedRegistration,
} from './passkeys.js';
import { factorRequired } from './policy.js';
import { proveFactor } from './prove.js';
import { dropRecoveryCodes, newRecoveryCodes, recoveryCodesLeft } from './recovery.js';
import { awaitFactor, releaseSessions, sessionAwaitsFactor } from './restrict.js';
import { afterFactor, userOfStep } from './sign-in.js';
import { factorItemOf, factorsOf, passkeysOf } from './store.js';
import { newTotpSecret, totpStep, totpUri } from './totp.js';

const EXPIRED = 'This step has expired; start again';
const WRONG_FACTOR = 'That did not match; try again, or use another of your factors';
const WRONG_TOTP = 'This code is not right; type the code the app shows now';
const PASSKEY_FAILED = 'The passkey could not be checked; try again';
const NO_PASSKEY = 'This passkey is not known here; sign in with your e-mail instead';
const TOO_MANY = (wait: string) => `Too many wrong answers for this account today; try again in ${wait}`;
const SPENT = 'Too many wrong answers for this sign-in; start again with your e-mail';
const ssoOnly = (provider = 'single sign-on') =>
  `This account signs in with ${provider}; use that button, then your passkey`;

const signedInUser = (user: AuthUser | undefined) => {
  if (!user) throw unauthorized();
  return user;
};

/** Proves a factor against a step, or throws the answer the screen shows (400 with a field, 429). */
async function requireProof(
  app: FastifyInstance,
  reply: FastifyReply,
  step: Challenge,
  user: { id: number; email: string },
  proof: Omit<FactorProof, 'token'>,
) {
  const proved = await proveFactor(app, step, user, proof);
  if (proved.ok) return proved;
  if (proved.lockedForMs) throw rateLimited(reply, proved.lockedForMs, TOO_MANY);
  if (proved.spent) throw badRequest(SPENT, { token: SPENT });
  throw badRequest(WRONG_FACTOR, proof.passkey ? { passkey: WRONG_FACTOR } : { code: WRONG_FACTOR });
}

/** Passkeys and authenticator apps: the Security page, the second step of sign-in, passkey sign-in. */
export const factorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const rp = config.secondFactor;
  const tags = ['auth'];
  const own = { role: 'signed_in' as const, tags };
  // guesses are throttled as the mailed codes are: per requester here, per user in proveFactor
  const throttled = { role: 'public' as const, tags, rateLimit: perIpCodeLimit };

  serve(app, factorsContract.list, own, async ({ user }) => {
    const me = signedInUser(user);
    const factors = await factorsOf(db, me.id);
    return {
      factors: factors.map(factorItemOf),
      recovery_codes_left: factors.some((f) => f.kind === 'totp') ? await recoveryCodesLeft(db, me.id) : 0,
      required: factorRequired(config, me.role),
      must_add: await sessionAwaitsFactor(db, me.session_id),
    };
  });

  serve(app, factorsContract.passkeyOptions, { ...own, rateLimit: perIpCodeLimit }, async ({ user }) => {
    const me = signedInUser(user);
    const name = `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim();
    const options = await registrationOptions(
      rp,
      { id: me.id, email: me.email, name },
      await passkeysOf(db, me.id),
    );
    const { token } = await openStep(db, 'passkey_register', {
      user_id: me.id,
      challenge: options.challenge,
    });
    return { token, options: { ...options } };
  });

  serve(app, factorsContract.addPasskey, { ...own, rateLimit: perIpCodeLimit }, async ({ user, body }) => {
    const me = signedInUser(user);
    const step = await takeStep(db, body.token, 'passkey_register');
    if (!step || step.user_id !== me.id || !step.challenge) throw badRequest(EXPIRED, { token: EXPIRED });
    const credential = await verifiedRegistration(rp, step.challenge, body.passkey);
    if (!credential) throw badRequest(PASSKEY_FAILED, { passkey: PASSKEY_FAILED });
    const [added] = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(userFactors)
        .values({ user_id: me.id, kind: 'passkey', name: body.name, ...credential })
        .onConflictDoNothing()
        .returning();
      if (rows[0]) await factorAudit(tx, me, 'factor_added', { factor: `passkey "${body.name}"` });
      return rows;
    });
    if (!added)
      throw badRequest('This passkey is already added', { passkey: 'This passkey is already added' });
    await releaseSessions(db, me.id);
    return factorItemOf(added);
  });

  serve(app, factorsContract.totpSetup, own, async ({ user }) => {
    const me = signedInUser(user);
    const secret = newTotpSecret();
    const { token } = await openStep(db, 'totp_setup', { user_id: me.id, totp_secret: secret });
    return { token, secret, uri: totpUri(secret, me.email) };
  });

  serve(app, factorsContract.addTotp, { ...own, rateLimit: perIpCodeLimit }, async ({ user, body }) => {
    const me = signedInUser(user);
    const setup = await readStep(db, body.token, 'totp_setup');
    if (!setup || setup.user_id !== me.id || !setup.totp_secret)
      throw badRequest(EXPIRED, { token: EXPIRED });
    const step = totpStep(setup.totp_secret, body.code);
    if (step === null) throw badRequest(WRONG_TOTP, { code: WRONG_TOTP });
    // spent only by a right code: a typo leaves the setup (and the app already scanned) usable
    if (!(await takeStep(db, body.token, 'totp_setup'))) throw badRequest(EXPIRED, { token: EXPIRED });
    const secret = setup.totp_secret;
    const { factor, codes } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(userFactors)
        .values({ user_id: me.id, kind: 'totp', name: body.name, totp_secret: secret, totp_last_step: step })
        .returning();
      if (!row) throw new Error('the factor was not stored');
      await factorAudit(tx, me, 'factor_added', { factor: `authenticator app "${body.name}"` });
      return { factor: row, codes: await newRecoveryCodes(tx, me.id) };
    });
    await releaseSessions(db, me.id);
    return { factor: factorItemOf(factor), recovery_codes: codes };
  });

  serve(app, factorsContract.proofOptions, { ...own, rateLimit: perIpCodeLimit }, async ({ user }) => {
    const me = signedInUser(user);
    const passkeys = await passkeysOf(db, me.id);
    const options = await authenticationOptions(rp, passkeys);
    const { token } = await openStep(db, 'reverify', { user_id: me.id, challenge: options.challenge });
    return { token, options: { ...options } };
  });

  serve(
    app,
    factorsContract.remove,
    { ...own, rateLimit: perIpCodeLimit },
    async ({ user, params, body, reply }) => {
      const me = signedInUser(user);
      const factors = await factorsOf(db, me.id);
      const factor = factors.find((f) => f.id === params.id);
      if (!factor) throw notFound('Factor');
      if (factors.length === 1) {
        // the last one: whoever holds this session must prove it once more (a left-open browser
        // must not strip the account of its second factor)
        const { proof } = body;
        const ASK = 'Prove one of your factors to remove the last one';
        if (!proof) throw badRequest(ASK, { proof: ASK });
        const step = await readStep(db, proof.token, 'reverify');
        if (!step || step.user_id !== me.id) throw badRequest(EXPIRED, { token: EXPIRED });
        await requireProof(app, reply, step, me, proof);
        await takeStep(db, proof.token, 'reverify');
      }
      await db.transaction(async (tx) => {
        await tx
          .delete(userFactors)
          .where(and(eq(userFactors.id, factor.id), eq(userFactors.user_id, me.id)));
        const kind = factor.kind === 'passkey' ? 'passkey' : 'authenticator app';
        await factorAudit(tx, me, 'factor_removed', { factor: `${kind} "${factor.name}"` });
        // recovery codes stand in for an authenticator app: they go with the last one
        if (factor.kind === 'totp' && !factors.some((f) => f.kind === 'totp' && f.id !== factor.id))
          await dropRecoveryCodes(tx, me.id);
      });
      const ended = await endSessionsOfUser(db, me.id, {
        except: me.session_id,
        actor: me,
        reason: 'a sign-in factor was removed',
      });
      // the last one gone while the role needs one: this session may only add another
      if (factors.length === 1 && factorRequired(config, me.role)) await awaitFactor(db, me.session_id);
      return { removed: true, sessions_ended: ended };
    },
  );

  // --- signing in ---

  serve(app, secondFactorContract.passkeyOptions, throttled, async ({ body }) => {
    const step = await readStep(db, body.token, 'second_factor');
    if (!step?.user_id) throw badRequest(EXPIRED, { token: EXPIRED });
    const options = await authenticationOptions(rp, await passkeysOf(db, step.user_id));
    await setStepChallenge(db, step.id, options.challenge);
    return { token: body.token, options: { ...options } };
  });

  serve(
    app,
    secondFactorContract.verify,
    throttled,
    async ({ body, request, reply }): Promise<SignInResult> => {
      const step = await readStep(db, body.token, 'second_factor');
      const user = step?.user_id ? await userOfStep(app, step.user_id) : null;
      if (!step || !user) throw badRequest(EXPIRED, { token: EXPIRED });
      await requireProof(app, reply, step, user, body);
      // single use: of two right answers racing, one session
      if (!(await takeStep(db, body.token, 'second_factor'))) throw badRequest(EXPIRED, { token: EXPIRED });
      // the session says how the first step was taken: the mailed code or single sign-on
      return afterFactor(app, request, user, step.method ?? 'code');
    },
  );

  serve(app, secondFactorContract.passkeySignInOptions, throttled, async () => {
    const options = await authenticationOptions(rp, null);
    const { token } = await openStep(db, 'passkey_signin', { challenge: options.challenge });
    return { token, options: { ...options } };
  });

  serve(
    app,
    secondFactorContract.passkeySignIn,
    throttled,
    async ({ body, request }): Promise<SignInResult> => {
      const step = await takeStep(db, body.token, 'passkey_signin');
      if (!step?.challenge) throw badRequest(EXPIRED, { token: EXPIRED });
      const [passkey] = await db
        .select()
        .from(userFactors)
        .where(eq(userFactors.credential_id, body.passkey.id));
      // the passkey's user handle must name the user it was added for
      const handleUser = userIdOfHandle(body.passkey.response.userHandle);
      if (!passkey || (handleUser !== null && handleUser !== passkey.user_id))
        throw badRequest(NO_PASSKEY, { passkey: NO_PASSKEY });
      const counter = await verifiedAssertion(rp, step.challenge, body.passkey, passkey, true);
      const user = await userOfStep(app, passkey.user_id);
      if (counter === null || !user) throw badRequest(PASSKEY_FAILED, { passkey: PASSKEY_FAILED });
      // STAFF_SIGNIN=sso: the provider's groups decide each staff sign-in; the passkey stays their second factor
      if (staffMustUseSso(app, user.role))
        throw badRequest(ssoOnly(config.sso?.providerName), { passkey: ssoOnly(config.sso?.providerName) });
      await db
        .update(userFactors)
        .set({ sign_count: counter, last_used_at: new Date() })
        .where(eq(userFactors.id, passkey.id));
      return afterFactor(app, request, user, 'passkey');
    },
  );
};
