import type { RoleName } from '@adlib/shared';
import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getClientConfig } from '../api/client-config';
import { readCookie, TOKEN_COOKIE } from '../api/cookies';
import { isStaff, useCurrentUser } from '../api/session';
import { ErrorState } from '../components/error-state';
import { SIGN_IN_PATH } from '../config/shell-paths';
import { securityArea } from '../features/security/manifest';
import { NotAllowedPage } from './not-allowed-page';

export function FullPageLoader() {
  return (
    <Center h="100vh" aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** SPEC 4: without a token, sign in; a role other than admin or super goes to the customer app. */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const hasToken = readCookie(TOKEN_COOKIE) !== null;
  const user = useCurrentUser();
  const role = user.data?.role.name;

  useEffect(() => {
    if (role && !isStaff(role)) {
      getClientConfig().then((c) => window.location.assign(c.customer_app_url));
    }
  }, [role]);

  if (!hasToken) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${SIGN_IN_PATH}?next=${next}`} replace />;
  }
  if (user.isError) return <ErrorState error={user.error} onRetry={() => user.refetch()} />;
  if (!role || !isStaff(role)) return <FullPageLoader />;
  // REQUIRE_SECOND_FACTOR: a user who must add a factor sees the Security page until they have (decision 026)
  const security = securityArea.paths.security;
  if (user.data?.must_add_second_factor && location.pathname !== security)
    return <Navigate to={security} replace />;
  return children;
}

/** The router's own check (the API checks again): an admin opening a super screen is told so. */
export function RequireRole({ allowed, children }: { allowed: RoleName; children: ReactNode }) {
  const user = useCurrentUser();
  const current = user.data?.role.name;
  if (!current) return <FullPageLoader />;
  if (allowed === 'super' && current !== 'super') return <NotAllowedPage />;
  return children;
}
