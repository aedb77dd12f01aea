import { isIPv6 } from 'node:net';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooMany } from '../http/errors.js';

/** Code requests from one requester (requesterOf), whatever the addresses. */
export const CODE_REQUESTS_PER_IP = 20;
export const CODE_REQUESTS_PER_IP_WINDOW = '1 minute';

/**
 * Who is asking, for the sign-in limits: the client's IP as the connection, or a proxy that
 * TRUST_PROXY names, reports it (request.ip). An IPv6 client counts by its /64, the block one
 * subscriber gets, so that it cannot take a fresh address for every request.
 */
export function requesterOf(request: Pick<FastifyRequest, 'ip'>) {
  const ip = request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const groups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const full = ip.includes('::')
    ? [...groups, ...Array(8 - groups.length - tailGroups.length).fill('0'), ...tailGroups]
    : groups;
  return `${full
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** "15 minutes", "1 minute", "40 seconds", "3 hours": rounded up, so that trying then succeeds. */
export function waitWords(seconds: number) {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/** Whole seconds, rounded up, as Retry-After counts them (the rate-limit plugin rounds the same way). */
const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A 429 whose message, which the sign-in screen shows, says when to try again. */
const tooManyFor = (say: (wait: string) => string, waitMs: number) =>
  tooMany(say(waitWords(secondsOf(waitMs))));

/** A 429 from a limit of our own: the wait in the message (`say` puts it in words) and in Retry-After. */
export function rateLimited(reply: FastifyReply, waitMs: number, say: (wait: string) => string) {
  reply.header('retry-after', secondsOf(waitMs));
  return tooManyFor(say, waitMs);
}

/** The sign-in route's per-requester limit (@fastify/rate-limit sets Retry-After from the same reset). */
export const perIpCodeLimit: RateLimitOptions = {
  max: CODE_REQUESTS_PER_IP,
  timeWindow: CODE_REQUESTS_PER_IP_WINDOW,
  keyGenerator: requesterOf,
  errorResponseBuilder: (_request, context) =>
    tooManyFor((wait) => `Too many requests — try again in ${wait}`, context.ttl),
};
