import { type LookupAddress, lookup } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { type Readable, Transform } from 'node:stream';

/**
 * Every fetch the server makes on its own (the curation feed today) goes through here, so
 * that an answer elsewhere cannot make the server read its own network for someone else:
 * - every hop outside the trusted origin (the operator's configured URL) is refused when
 *   the address it connects to is loopback, private, link-local, multicast or reserved;
 *   checked on the address DNS resolved, at connect time, so a name that resolves again
 *   differently (DNS rebinding) is caught too;
 * - redirects are followed by hand, at most MAX_REDIRECTS, each hop checked;
 * - the body is cut at `maxBytes`, declared length or not;
 * - the answer must start within `timeoutMs`, and the connection may not stay silent longer.
 */
export class SafeFetchError extends Error {
  constructor(
    readonly reason: 'blocked' | 'too_large' | 'unreachable' | 'redirects',
    message: string,
  ) {
    super(message);
  }
}

export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  headers?: Record<string, string>;
  /**
   * An origin (`protocol//host:port`) the operator configured: it is fetched wherever it
   * resolves (a feed on the same host in development). Other origins are checked.
   */
  trustedOrigin?: string;
}

export interface SafeResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** the body, ending in a `too_large` SafeFetchError past `maxBytes` */
  body: Readable;
  /** the URL that answered, after redirects */
  url: string;
}

export const MAX_REDIRECTS = 5;

/** Addresses no server-side fetch may reach (IANA special-purpose registries). */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind it
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** true when a server-side fetch must not connect to this address */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  // ::ffff:127.0.0.1 is 127.0.0.1
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ? blocked.check(mapped, 'ipv4') : blocked.check(address, 'ipv6');
}

const refusal = (host: string) =>
  new SafeFetchError('blocked', `${host} is a private or local address, which the server does not fetch`);

/** dns.lookup, refusing every answer that holds a blocked address */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    if (addresses.length === 0 || addresses.some((a) => isBlockedAddress(a.address)))
      return callback(refusal(hostname), '', 0);
    // net asks for every address (all: true) when it tries both families
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  });
};

/** One GET, no redirect followed; an IP literal skips DNS, so it is checked here. */
function get(url: URL, options: SafeFetchOptions, checked: boolean) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (checked && isIP(host) && isBlockedAddress(host)) return reject(refusal(host));
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, {
      headers: options.headers,
      lookup: checked ? guardedLookup : undefined,
      timeout: options.timeoutMs,
    });
    req.once('response', resolve);
    req.once('timeout', () =>
      req.destroy(new SafeFetchError('unreachable', `${url.host} did not answer in time`)),
    );
    // on, not once: a request may fail again after its answer arrived (the body cut short)
    req.on('error', reject);
    req.end();
  });
}

/** Ends the body with a `too_large` error once more than `maxBytes` arrived. */
function capped(body: IncomingMessage, maxBytes: number) {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) {
        body.destroy();
        return done(new SafeFetchError('too_large', `the answer is larger than ${maxBytes} bytes`));
      }
      done(null, chunk);
    },
  });
  body.on('error', (err) => counter.destroy(err));
  // the reader meets the error where it reads (an iterator, a pipeline); an error while no
  // one is reading must not end the process
  counter.on('error', () => {});
  return body.pipe(counter);
}

/** GET `target` under the rules above; the caller reads (or destroys) `body`. */
export async function safeFetch(target: string, options: SafeFetchOptions): Promise<SafeResponse> {
  let url = new URL(target);
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new SafeFetchError('blocked', `${url.protocol} addresses are not fetched`);
    const res = await get(url, options, url.origin !== options.trustedOrigin);
    const location = res.headers.location;
    if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && location) {
      res.resume(); // the redirect's own body is not wanted
      if (hop >= MAX_REDIRECTS) throw new SafeFetchError('redirects', `more than ${MAX_REDIRECTS} redirects`);
      url = new URL(location, url);
      continue;
    }
    const declared = Number(res.headers['content-length']);
    if (declared > options.maxBytes) {
      res.destroy();
      throw new SafeFetchError('too_large', `the answer is larger than ${options.maxBytes} bytes`);
    }
    return {
      status: res.statusCode ?? 0,
      headers: res.headers,
      body: capped(res, options.maxBytes),
      url: url.href,
    };
  }
}
