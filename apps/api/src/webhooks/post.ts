import { type Agent, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isBlockedAddress } from '../http/safe-fetch.js';
import { guardedLookup } from './address-guard.js';

/** What one attempt got: a status (null when no answer came) and the answer's first KB. */
export interface PostOutcome {
  status: number | null;
  response: string;
  durationMs: number;
}

const ANSWER_KEPT = 1024;

/**
 * One POST of a delivery: no redirect followed (a 3xx is a failure, as Standard Webhooks
 * asks), cut at `timeoutMs` whole, the answer read up to its first KB. Never throws.
 */
export function postOnce(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivate: boolean; agent?: Agent },
): Promise<PostOutcome> {
  return postOnceWith(target, headers, body, options, true);
}

function postOnceWith(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivate: boolean; agent?: Agent },
  mayRetryReused: boolean,
): Promise<PostOutcome> {
  const started = performance.now();
  const done = (status: number | null, response: string): PostOutcome => ({
    status,
    response,
    durationMs: Math.round(performance.now() - started),
  });
  return new Promise((resolve) => {
    const url = new URL(target);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivate && isIP(host) && isBlockedAddress(host))
      return resolve(done(null, `${host} is a private or local address`));
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: options.allowPrivate ? undefined : guardedLookup,
      // a kept-alive connection to the endpoint (the dispatcher's, one pool per endpoint)
      ...(options.agent && { agent: options.agent }),
    });
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        if (kept < ANSWER_KEPT) chunks.push(chunk);
        kept += chunk.length;
        if (kept >= ANSWER_KEPT) res.destroy();
      });
      const finish = () => {
        clearTimeout(timer);
        resolve(done(res.statusCode ?? null, Buffer.concat(chunks).toString('utf8').slice(0, ANSWER_KEPT)));
      };
      res.once('end', finish);
      res.once('close', finish);
    });
    req.once('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // a kept-alive connection the receiver closed while idle: nothing reached it, send again
      // once on a new connection rather than count a failure the receiver never saw
      if (mayRetryReused && req.reusedSocket && err.code === 'ECONNRESET')
        return resolve(postOnceWith(target, headers, body, options, false));
      resolve(done(null, err.message));
    });
    req.end(body);
  });
}
