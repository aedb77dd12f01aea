import * as oidc from 'openid-client';
import type { SsoConfig } from '../../config.js';

/**
 * The provider's configuration (its discovery document and keys), fetched once per process and
 * kept; a failed fetch is forgotten so that the next sign-in tries again. OIDC_ISSUER is the
 * operator's setting, not user input: it is fetched by openid-client directly, not through the
 * media links' guard against private addresses (a company's provider is often on its own
 * network; decision 027). Plain http is allowed only for a loopback issuer (a provider on the
 * same machine, the tests').
 */
const discovered = new Map<string, Promise<oidc.Configuration>>();

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
export const isLoopbackHttp = (url: URL) =>
  url.protocol === 'http:' && (LOOPBACK.has(url.hostname) || url.hostname.startsWith('127.'));

export function providerOf(sso: SsoConfig): Promise<oidc.Configuration> {
  const key = `${sso.issuer}\n${sso.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    const issuer = new URL(sso.issuer);
    found = oidc
      .discovery(
        issuer,
        sso.clientId,
        sso.clientSecret,
        sso.clientSecret ? oidc.ClientSecretPost(sso.clientSecret) : oidc.None(),
        { execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [], timeout: 10 },
      )
      .catch((err: unknown) => {
        discovered.delete(key);
        throw err;
      });
    discovered.set(key, found);
  }
  return found;
}
