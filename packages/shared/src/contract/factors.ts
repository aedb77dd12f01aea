import { z } from 'zod';
import { signInResult } from '../schemas/auth.js';
import { idParams } from '../schemas/common.js';
import {
  addedTotp,
  addPasskeyRequest,
  addTotpRequest,
  factorItem,
  factorList,
  factorProof,
  passkeyAssertion,
  passkeyOptions,
  removeFactorRequest,
  stepOnly,
  totpSetup,
} from '../schemas/factors.js';
import { endpoint } from './endpoint.js';
import { SECOND_FACTOR_ROUTES } from './routes.js';

/** A signed-in user's own second factors: the Security page (decision 026). */
export const factorsContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/factors',
    summary: 'Your second factors',
    response: factorList,
  }),
  passkeyOptions: endpoint({
    method: 'POST',
    path: '/api/factors/passkeys/options',
    summary: 'Options for adding a passkey (a single-use challenge)',
    response: passkeyOptions,
  }),
  addPasskey: endpoint({
    method: 'POST',
    path: '/api/factors/passkeys',
    summary: 'Add the passkey the browser made',
    body: addPasskeyRequest,
    response: factorItem,
    status: 201,
  }),
  totpSetup: endpoint({
    method: 'POST',
    path: '/api/factors/totp/setup',
    summary: 'A new secret for an authenticator app',
    response: totpSetup,
  }),
  addTotp: endpoint({
    method: 'POST',
    path: '/api/factors/totp',
    summary: 'Add the authenticator app once it gave a right code; answers ten recovery codes',
    body: addTotpRequest,
    response: addedTotp,
    status: 201,
  }),
  /** a token for proving a factor again (removing the last one); with passkey options */
  proofOptions: endpoint({
    method: 'POST',
    path: '/api/factors/proof/options',
    summary: 'A single-use challenge for proving one of your factors again',
    response: passkeyOptions,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/factors/:id/remove',
    summary: 'Remove a factor (the last one only with a proof of a factor); ends your other sessions',
    params: idParams,
    body: removeFactorRequest,
    response: z.object({ removed: z.boolean(), sessions_ended: z.number().int() }),
  }),
};

/** Signing in with a second factor, or with a passkey alone. */
export const secondFactorContract = {
  /** the passkey challenge for a sign-in waiting for its second factor */
  passkeyOptions: endpoint({
    ...SECOND_FACTOR_ROUTES.passkeyOptions,
    summary: 'Passkey options for the second step of a sign-in',
    body: stepOnly,
    response: passkeyOptions,
  }),
  verify: endpoint({
    ...SECOND_FACTOR_ROUTES.verify,
    summary: 'Finish a sign-in with its second factor: answers the session',
    body: factorProof,
    response: signInResult,
  }),
  passkeySignInOptions: endpoint({
    ...SECOND_FACTOR_ROUTES.passkeySignInOptions,
    summary: 'Options for signing in with a passkey alone',
    response: passkeyOptions,
  }),
  passkeySignIn: endpoint({
    ...SECOND_FACTOR_ROUTES.passkeySignIn,
    summary: 'Sign in with a passkey alone: answers the session',
    body: z.object({ token: stepOnly.shape.token, passkey: passkeyAssertion }),
    response: signInResult,
  }),
};
