import { type LookupAddress, lookup } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { badRequest } from '../http/errors.js';
import { isBlockedAddress } from '../http/safe-fetch.js';

/**
 * An endpoint's URL passes the media links' address guard (http/safe-fetch.ts): never a
 * loopback, private, link-local or reserved address, checked when it is saved (a 400 on the
 * field) and again on every delivery at connect time (a name that later resolves elsewhere).
 * WEBHOOK_ALLOW_PRIVATE lifts it for development and tests.
 */
export async function checkEndpointUrl(url: string, allowPrivate: boolean): Promise<void> {
  const parsed = new URL(url);
  if (parsed.username || parsed.password)
    throw badRequest('Invalid URL', { url: 'No user name or password in the URL' });
  if (allowPrivate) return;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const refused = () =>
    badRequest('Invalid URL', {
      url: `${host} is a private or local address, which webhooks are not sent to`,
    });
  if (isIP(host)) {
    if (isBlockedAddress(host)) throw refused();
    return;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await lookupAll(host, { all: true });
  } catch {
    throw badRequest('Invalid URL', { url: `${host} could not be found` });
  }
  if (addresses.length === 0 || addresses.some((a) => isBlockedAddress(a.address))) throw refused();
}

/** dns.lookup for a delivery: refuses a blocked address at connect time. */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    if (addresses.length === 0 || addresses.some((a) => isBlockedAddress(a.address)))
      return callback(new Error(`${hostname} is a private or local address`), '', 0);
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  });
};
