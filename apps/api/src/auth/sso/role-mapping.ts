import type { SsoConfig } from '../../config.js';

/** The staff role the provider's groups give (super before admin), or null: no access. */
export function mappedRole(sso: Pick<SsoConfig, 'superGroups' | 'adminGroups'>, groups: readonly string[]) {
  if (sso.superGroups.some((g) => groups.includes(g))) return 'super' as const;
  if (sso.adminGroups.some((g) => groups.includes(g))) return 'admin' as const;
  return null;
}

/** The groups claim as a list: an array of strings, or one string (some providers send one group so). */
export function groupsOf(claim: unknown): string[] {
  if (typeof claim === 'string') return [claim];
  if (Array.isArray(claim)) return claim.filter((g): g is string => typeof g === 'string');
  return [];
}

/** Whether the address's domain is one of OIDC_ALLOWED_DOMAINS (exactly; a subdomain is listed on its own). */
export function domainAllowed(sso: Pick<SsoConfig, 'allowedDomains'>, email: string) {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return email.includes('@') && sso.allowedDomains.includes(domain);
}
