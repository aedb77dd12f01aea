import type { RoleName } from '@adlib/shared';
import { IconHome } from '@tabler/icons-react';
import { HOME_PATH } from '../config/shell-paths';
import type { NavIcon } from '../kit/area/area-manifest';
import { AREAS } from './areas';

export interface NavItem {
  label: string;
  to: string;
  icon: NavIcon;
  /** who sees it (SPEC 2 "Sidebar"); the router and the API enforce the same */
  role: 'admin' | 'super';
  children?: { label: string; to: string }[];
}

/** Home, then each area's entry from its manifest (app/areas.ts), in that list's order. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: HOME_PATH, icon: IconHome, role: 'admin' },
  ...AREAS.flatMap((a) => (a.nav ? [{ ...a.nav, role: a.role }] : [])),
];

export const navItemsFor = (role: RoleName | undefined) =>
  role ? NAV_ITEMS.filter((i) => i.role === 'admin' || role === 'super') : [];

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Is `to` the current screen or one of its sub-screens? ('/collections/' matches '/collections'.) */
export function isActivePath(pathname: string, to: string) {
  const base = trimSlash(to);
  const here = trimSlash(pathname);
  return base === '/' ? here === '/' : here === base || here.startsWith(`${base}/`);
}

/** A sub-link is active on its own screen only (Visible must not light up on /advertisements/invisible). */
export const isExactPath = (pathname: string, to: string) => trimSlash(pathname) === trimSlash(to);
