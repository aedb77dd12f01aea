import type { RoleName } from '@adlib/shared';

/**
 * What a route requires. Every /api route must declare one (config.role), or the
 * server refuses to start: see guard.ts.
 * - public: no token (sign-in, health, the two membership reads SPEC leaves public)
 * - signed_in: any valid session, whatever the role (the current user, sign-out)
 * - admin: admin or super (ARCHITECTURE: advertisements, reading collections)
 * - super: super only
 */
export type RouteRole = 'public' | 'signed_in' | 'admin' | 'super';

export interface AuthUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: RoleName;
  session_id: number;
}

export function roleAllows(required: RouteRole, role: RoleName): boolean {
  if (required === 'public' || required === 'signed_in') return true;
  if (required === 'admin') return role === 'admin' || role === 'super';
  return role === 'super';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    role?: RouteRole;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}
