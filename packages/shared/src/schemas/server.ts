import { z } from 'zod';

/** GET /api/health: the process answers and which database it uses. */
export const healthStatus = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** GET /api/client-config: the addresses the admin app sends people to. */
export const clientConfig = z.object({
  customer_app_url: z.string(),
  marketing_url: z.string(),
  /** the session cookies' domain; missing = host only */
  cookie_domain: z.string().optional(),
});
export type ClientConfig = z.output<typeof clientConfig>;
