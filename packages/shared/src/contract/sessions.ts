import { z } from 'zod';
import { signInResult } from '../schemas/auth.js';
import { signInSecondFactor } from '../schemas/factors.js';
import {
  sessionIdParams,
  sessionList,
  sessionsEnded,
  ssoCallback,
  ssoStart,
  userSessionParams,
} from '../schemas/sessions.js';
import { endpoint } from './endpoint.js';
import { SSO_ROUTES } from './routes.js';

/** Single sign-on (decision 027): the redirect to the provider and the panel's callback. */
export const ssoContract = {
  start: endpoint({
    ...SSO_ROUTES.start,
    summary: 'Start a single sign-on: the provider address the browser goes to',
    response: ssoStart,
  }),
  callback: endpoint({
    ...SSO_ROUTES.callback,
    summary:
      "Finish a single sign-on with the provider's code and state: answers the session, or the second-factor step",
    body: ssoCallback,
    response: z.union([signInResult, signInSecondFactor]),
  }),
};

/** Each user's own sessions, and a super's view of anyone's (decision 027). */
export const sessionsContract = {
  mine: endpoint({
    method: 'GET',
    path: '/api/sessions',
    summary: "The signed-in user's active sessions",
    response: sessionList,
  }),
  endMine: endpoint({
    method: 'DELETE',
    path: '/api/sessions/:id',
    summary: 'End one of my sessions',
    params: sessionIdParams,
    response: sessionsEnded,
  }),
  endMyOthers: endpoint({
    method: 'POST',
    path: '/api/sessions/end-others',
    summary: 'End all my sessions but this one',
    response: sessionsEnded,
  }),
  ofUser: endpoint({
    method: 'GET',
    path: '/api/users/:id/sessions',
    summary: "A user's active sessions (super)",
    params: sessionIdParams,
    response: sessionList,
  }),
  endOfUser: endpoint({
    method: 'DELETE',
    path: '/api/users/:id/sessions/:sessionId',
    summary: "End one of a user's sessions (super)",
    params: userSessionParams,
    response: sessionsEnded,
  }),
  endAllOfUser: endpoint({
    method: 'DELETE',
    path: '/api/users/:id/sessions',
    summary: "End all of a user's sessions (super)",
    params: sessionIdParams,
    response: sessionsEnded,
  }),
};
