import { useQuery } from '@tanstack/react-query';
// the transport, not client.ts: ending a session reads this, so it must not depend on it
import { requestJson } from './transport';

/** Where the panel sends people (from the server's CUSTOMER_APP_URL etc.: one configuration). */
export interface ClientConfig {
  customer_app_url: string;
  marketing_url: string;
  cookie_domain: string;
  /** CURATION_FEED_URL is set: ads can be loaded from the curation feed */
  curation_feed?: boolean;
  /** OIDC_ISSUER is set: "Sign in with {provider_name}"; staff_sso_only: STAFF_SIGNIN=sso */
  sso?: { provider_name: string; staff_sso_only: boolean };
}

let cached: Promise<ClientConfig> | null = null;
export function getClientConfig(): Promise<ClientConfig> {
  cached ??= requestJson<ClientConfig>('/client-config').catch((err) => {
    cached = null;
    throw err;
  });
  return cached;
}

export const useClientConfig = () =>
  useQuery({ queryKey: ['client-config'], queryFn: getClientConfig, staleTime: Number.POSITIVE_INFINITY });
