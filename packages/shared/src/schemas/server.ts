import { z } from 'zod';

/** GET /api/health: the process answers and which database it uses. */
export const healthStatus = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** GET /api/client-config: the addresses the admin app sends people to. */
export const clientConfig = z.object({
  customer_app_url: z.string(),
  marketing_url: z.string(),
  /** the session cookies' domain; missing = host only */
  cookie_domain: z.string().optional(),
  /** whether CURATION_FEED_URL is set: 'Load from curation feed' is offered only then */
  curation_feed: z.boolean().optional(),
  /** OIDC_ISSUER is set: the sign-in screen offers "Sign in with {provider_name}" (decision 027) */
  sso: z.object({ provider_name: z.string(), staff_sso_only: z.boolean() }).optional(),
});
