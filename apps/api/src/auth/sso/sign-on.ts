import type { RoleName, SignInResult, SignInSecondFactor, SsoCallback } from '@adlib/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import type { SsoConfig } from '../../config.js';
import { recordAudit } from '../../db/audit.js';
import { roles, users } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { afterFirstStep } from '../factors/sign-in.js';
import { endSessionsOfUser } from '../session-list.js';
import { storeLogin, takeLogin } from './logins.js';
import { providerOf } from './provider.js';
import { domainAllowed, groupsOf, mappedRole } from './role-mapping.js';

const USER_ENTITY = { name: 'user' } as const;

/** The panel's page the provider sends the browser back to, with the code and state. */
export const redirectUriOf = (publicUrl: string) => `${publicUrl}/signin/sso`;

const EXPIRED =
  'This single sign-on has already been used or has expired; start again with the button on the sign-in screen';
const failed = (name: string) =>
  `Signing in with ${name} did not work; start again, or ask your administrator`;
const noAccess = (name: string) =>
  `Your ${name} account is not in a group that may use the back office; ask your administrator for access`;
const wrongDomain = (email: string) => `${email} is not an address of a domain that may sign in here`;

/** The first step: the provider's address, with a fresh state, nonce and PKCE challenge kept server-side. */
export async function startSignOn(app: FastifyInstance, sso: SsoConfig) {
  const provider = await providerOf(sso);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await storeLogin(app.db, { state, nonce, codeVerifier });
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUriOf(app.config.publicUrl),
    scope: sso.scopes,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href };
}

/**
 * The callback: the code is exchanged once (the stored state is taken out first, so a replay
 * finds nothing), the ID token's signature, issuer, audience and nonce are checked by
 * openid-client, then the address and groups decide who the person is in the back office.
 * A user with a second factor gets the step that asks for it instead of the session.
 */
export async function finishSignOn(
  app: FastifyInstance,
  request: FastifyRequest,
  sso: SsoConfig,
  callback: SsoCallback,
): Promise<SignInResult | SignInSecondFactor> {
  const login = await takeLogin(app.db, callback.state);
  if (!login) throw badRequest(EXPIRED);
  const provider = await providerOf(sso);
  const currentUrl = new URL(redirectUriOf(app.config.publicUrl));
  currentUrl.searchParams.set('code', callback.code);
  currentUrl.searchParams.set('state', callback.state);
  if (callback.iss) currentUrl.searchParams.set('iss', callback.iss);

  let claims: Record<string, unknown>;
  try {
    const tokens = await oidc.authorizationCodeGrant(provider, currentUrl, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: callback.state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    claims = { ...idClaims };
    // the address or the groups may come from the userinfo endpoint only (the provider's choice)
    if (
      (claims.email === undefined || claims[sso.groupsClaim] === undefined) &&
      provider.serverMetadata().userinfo_endpoint
    ) {
      const info = await oidc.fetchUserInfo(provider, tokens.access_token, idClaims.sub);
      claims = {
        ...info,
        ...claims,
        ...(claims[sso.groupsClaim] === undefined && { [sso.groupsClaim]: info[sso.groupsClaim] }),
      };
    }
  } catch (err) {
    request.log.warn({ err }, 'single sign-on refused');
    throw badRequest(failed(sso.providerName));
  }

  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || claims.email_verified === false)
    throw forbidden(`${sso.providerName} did not confirm an e-mail address for this account`);
  if (!domainAllowed(sso, email)) throw forbidden(wrongDomain(email));
  const role = mappedRole(sso, groupsOf(claims[sso.groupsClaim]));
  const user = await staffUserFor(app, sso, email, role, claims);
  if (!user) throw forbidden(noAccess(sso.providerName));
  // a user with a second factor proves it next, as after the mailed code (decision 026)
  return afterFirstStep(app, request, user, 'sso');
}

const roleIdOf = async (app: FastifyInstance, name: RoleName) => {
  const [row] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!row) throw new Error(`role ${name} is missing`);
  return row.id;
};
const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');

/**
 * The back-office user for the address with the role the groups give: created on a first
 * sign-on, its role set to the groups' one on every later sign-on (a user taken out of the
 * groups loses the staff role and is refused). Null: no access.
 */
async function staffUserFor(
  app: FastifyInstance,
  sso: SsoConfig,
  email: string,
  role: 'admin' | 'super' | null,
  claims: Record<string, unknown>,
): Promise<{ id: number; email: string; role: RoleName } | null> {
  const { db } = app;
  const [existing] = await db
    .select({ id: users.id, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(eq(users.email, email));
  const system = undefined;

  if (!existing) {
    if (!role) return null;
    const [created] = await db
      .insert(users)
      .values({
        email,
        first_name: text(claims.given_name),
        last_name: text(claims.family_name),
        role_id: await roleIdOf(app, role),
      })
      .returning();
    if (!created) return null;
    await recordAudit(db, system, USER_ENTITY, created.id, 'create', null, {
      email,
      role,
      created_by: `single sign-on (${sso.providerName})`,
    });
    return { id: created.id, email, role };
  }

  const current = existing.role as RoleName;
  const isStaff = current === 'admin' || current === 'super';
  // a customer whose groups give nothing stays a customer, and is refused here
  if (!role && !isStaff) return null;
  const next: RoleName = role ?? 'free';
  if (next !== current) {
    const roleId = await roleIdOf(app, next);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ role_id: roleId, updated_at: new Date() })
        .where(eq(users.id, existing.id));
      await recordAudit(tx, system, USER_ENTITY, existing.id, 'sso_role', { role: current }, { role: next });
      await endSessionsOfUser(db, existing.id, {
        tx,
        reason: role ? 'role changed' : 'single sign-on took the role away',
      });
    });
  }
  return role ? { id: existing.id, email, role } : null;
}
