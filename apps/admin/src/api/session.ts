import type { RoleName } from '@adlib/shared';
import { STAFF_ROLES } from '@adlib/shared/lists';
import { useQuery } from '@tanstack/react-query';
import { getClientConfig } from './client-config';
import { clearSessionCookies, readCookie, TOKEN_COOKIE } from './cookies';
import { sessionCalls } from './session-calls';

export const currentUserKey = ['current-user'] as const;

export const useCurrentUser = () =>
  useQuery({
    queryKey: currentUserKey,
    queryFn: sessionCalls.currentUser,
    enabled: readCookie(TOKEN_COOKIE) !== null,
    staleTime: 5 * 60_000,
    // RequireSession shows a failure full-page, with a Retry
    meta: { silent: true },
  });

export const isStaff = (role: RoleName | undefined) =>
  role !== undefined && (STAFF_ROLES as readonly string[]).includes(role);

/** SPEC 4: sign-out removes both cookies and goes to the marketing site. */
export async function signOut() {
  await sessionCalls.signOut().catch(() => undefined);
  const config = await getClientConfig().catch(() => null);
  clearSessionCookies(config?.cookie_domain ?? '');
  window.location.assign(config?.marketing_url ?? '/signin');
}
