import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { ACCOUNT_SESSIONS_PATH, SIGN_IN_PATH, SSO_CALLBACK_PATH } from '../config/shell-paths';
import { securityArea } from '../features/security/manifest';
import { fromManifest } from './area-routes';
import { AREAS } from './areas';
import { FullPageLoader, RequireSession } from './guards';
import { AreaError, lazyArea } from './lazy-area';

export const router = createBrowserRouter([
  {
    path: SIGN_IN_PATH,
    // shown while the first screen's code arrives, instead of a blank page
    HydrateFallback: FullPageLoader,
    lazy: lazyArea(() => import('../features/auth/sign-in-page')),
  },
  {
    path: SSO_CALLBACK_PATH,
    HydrateFallback: FullPageLoader,
    lazy: lazyArea(() => import('../features/auth/sso-callback-page')),
  },
  {
    path: '/',
    HydrateFallback: FullPageLoader,
    errorElement: <AreaError />,
    element: (
      <RequireSession>
        <Outlet />
      </RequireSession>
    ),
    children: [
      { index: true, lazy: lazyArea(() => import('./home-page')) },
      {
        lazy: lazyArea(() => import('./layout')),
        children: [
          ...AREAS.map(fromManifest),
          // the sessions are on the Security page now (decision 027); old links land there
          {
            path: ACCOUNT_SESSIONS_PATH.slice(1),
            element: <Navigate to={securityArea.paths.security} replace />,
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
