import { type NonIndexRouteObject, Outlet, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import type { AreaEntry, AreaScreen, TrashScreenDeclaration } from '../kit/area/area-manifest';
import { RequireRole } from './guards';
import { AreaError, lazyArea } from './lazy-area';

const screenRoute = (screen: AreaScreen): RouteObject =>
  screen.path === ''
    ? { index: true, lazy: lazyArea(screen.load) }
    : { path: screen.path, lazy: lazyArea(screen.load) };

/**
 * An area's screens under its segment: each a route of its own with its own lazy load and
 * time-out, the kit's screens (Trash) beside them, and an address none of them matches is the
 * app's "not found".
 */
export const areaRoute = (
  segment: string,
  screens: readonly AreaScreen[],
  kitScreens: NonIndexRouteObject[] = [],
): RouteObject => ({
  path: segment,
  errorElement: <AreaError />,
  children: [...kitScreens, ...screens.map(screenRoute), { path: '*', element: <NotFoundPage /> }],
});

const superOnly = (route: RouteObject): RouteObject => ({
  ...route,
  element: (
    <RequireRole allowed="super">
      <Outlet />
    </RequireRole>
  ),
});

/** The kit's Trash screen for one declaration: a chunk of its own, shared by every area. */
const trashRoute = (trash: TrashScreenDeclaration): NonIndexRouteObject => ({
  path: trash.path,
  lazy: lazyArea(async () => {
    const { TrashScreen } = await import('../kit/trash/trash-screen');
    return { default: () => <TrashScreen trash={trash} /> };
  }),
});

/** An area's manifest as a route: its screens and its Trash screens, behind its role. */
export const fromManifest = (m: AreaEntry): RouteObject => {
  const route = areaRoute(m.segment, m.screens, (m.trash ?? []).map(trashRoute));
  return m.role === 'super' ? superOnly(route) : route;
};
