import { createBrowserRouter, Outlet } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { SIGN_IN_PATH } from '../config/shell-paths';
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
        children: [...AREAS.map(fromManifest), { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
]);
