import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import { tooMany } from '../http/errors.js';

/** Code requests from one IP (behind a trusted proxy: one client), whatever the addresses. */
export const CODE_REQUESTS_PER_IP = 20;
export const CODE_REQUESTS_PER_IP_WINDOW = '1 minute';

/** "15 minutes", "1 minute", "40 seconds": rounded up, so that trying then succeeds. */
export function waitWords(seconds: number) {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Whole seconds, rounded up, as Retry-After counts them (the rate-limit plugin rounds the same way). */
const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A 429 whose message, which the sign-in screen shows, says when to try again. */
const tooManyFor = (what: string, waitMs: number) =>
  tooMany(`${what} — try again in ${waitWords(secondsOf(waitMs))}`);

/** A 429 from a limit of our own: the wait in the message and in Retry-After, for any client. */
export function rateLimited(reply: FastifyReply, what: string, waitMs: number) {
  reply.header('retry-after', secondsOf(waitMs));
  return tooManyFor(what, waitMs);
}

/** The sign-in route's per-IP limit (@fastify/rate-limit sets Retry-After from the same reset). */
export const perIpCodeLimit: RateLimitOptions = {
  max: CODE_REQUESTS_PER_IP,
  timeWindow: CODE_REQUESTS_PER_IP_WINDOW,
  errorResponseBuilder: (_request, context) => tooManyFor('Too many requests', context.ttl),
};
