import { type NonIndexRouteObject, Outlet, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import type { AreaEntry, AreaPiece, TrashScreenDeclaration } from '../kit/area/area-manifest';
import { RequireRole } from './guards';
import { AreaError, lazyArea } from './lazy-area';

type Load = Parameters<typeof lazyArea>[0];

/**
 * An area is one lazy chunk holding its own <Routes>, so the route that renders it ends in
 * "/*": that is what lets those descendant routes match deeper addresses (React Router warns
 * on every first entry otherwise). "things/*" matches the bare "/things" too. The kit's screens
 * (Trash) are its siblings at "things/<path>", which outrank the splat.
 */
export const area = (path: string, load: Load, kitScreens: NonIndexRouteObject[] = []): RouteObject => ({
  errorElement: <AreaError />,
  children: [
    ...kitScreens.map((screen) => ({ ...screen, path: `${path}/${screen.path}` })),
    { path: `${path}/*`, lazy: lazyArea(load) },
  ],
});

/**
 * An area loaded piece by piece: each screen a route of its own with its own lazy chunk and
 * time-out; an address no piece matches is the app's "not found".
 */
export const areaOfPieces = (
  path: string,
  pieces: readonly AreaPiece[],
  kitScreens: NonIndexRouteObject[] = [],
): RouteObject => ({
  path,
  errorElement: <AreaError />,
  children: [
    ...kitScreens,
    ...pieces.map(
      (p): RouteObject =>
        p.path === '' ? { index: true, lazy: lazyArea(p.load) } : { path: p.path, lazy: lazyArea(p.load) },
    ),
    { path: '*', element: <NotFoundPage /> },
  ],
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

/**
 * An area's manifest as a route: its chunk (or pieces) under its segment, and its Trash
 * screens (before the area's own catch-all, so they win), behind its role.
 */
export const fromManifest = (m: AreaEntry): RouteObject => {
  const kitScreens = (m.trash ?? []).map(trashRoute);
  const route = m.pieces
    ? areaOfPieces(m.segment, m.pieces, kitScreens)
    : area(m.segment, m.load, kitScreens);
  return m.role === 'super' ? superOnly(route) : route;
};
