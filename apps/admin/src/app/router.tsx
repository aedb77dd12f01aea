import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { FullPageLoader, RequireRole, RequireSession } from './guards';
import { AreaError, lazyArea } from './lazy-area';
import { NotFoundPage } from './not-found-page';

/**
 * An area is one lazy chunk holding its own <Routes>. The index child is needed besides the
 * splat: at the area's bare path React Router would otherwise match the parent alone.
 */
export const area = (path: string, load: Parameters<typeof lazyArea>[0]): RouteObject => {
  const lazy = lazyArea(load);
  return {
    path,
    errorElement: <AreaError />,
    children: [
      { index: true, lazy },
      { path: '*', lazy },
    ],
  };
};

const superArea = (path: string, load: Parameters<typeof lazyArea>[0]): RouteObject => ({
  ...area(path, load),
  element: (
    <RequireRole allowed="super">
      <Outlet />
    </RequireRole>
  ),
});

const notBuilt = () => import('../features/not-built/area-not-built-page');

export const router = createBrowserRouter([
  {
    path: '/signin',
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
      { index: true, lazy: lazyArea(() => import('../features/home/home-page')) },
      {
        lazy: lazyArea(() => import('./layout')),
        children: [
          area('advertisements', () => import('../features/advertisements')),
          superArea('titles-subtitles', () => import('../features/titles')),
          superArea('collections', notBuilt),
          superArea('tiktoks', notBuilt),
          superArea('pricing', notBuilt),
          superArea('ugc-creators', notBuilt),
          superArea('customers', notBuilt),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
