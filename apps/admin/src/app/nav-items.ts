import type { RoleName } from '@adlib/shared';
import {
  IconAd2,
  IconBrandTiktok,
  IconCurrencyDollar,
  IconHeading,
  IconHome,
  IconStack2,
  IconUserStar,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { paths } from '../config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  /** who sees it (SPEC 2 "Sidebar"); the router and the API enforce the same */
  role: 'admin' | 'super';
  children?: { label: string; to: string }[];
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: paths.home, icon: IconHome, role: 'admin' },
  {
    label: 'Advertisements',
    to: '/advertisements',
    icon: IconAd2,
    role: 'admin',
    children: [
      { label: 'Visible', to: paths.advertisements },
      { label: 'No Visible', to: paths.advertisementsInvisible },
    ],
  },
  { label: 'Collections', to: paths.collections, icon: IconStack2, role: 'super' },
  { label: 'TikToks', to: paths.tiktoks, icon: IconBrandTiktok, role: 'super' },
  { label: 'UGC Creators', to: paths.ugcCreators, icon: IconUserStar, role: 'super' },
  { label: 'Customers', to: paths.customers, icon: IconUsers, role: 'super' },
  { label: 'Pricing', to: paths.pricing, icon: IconCurrencyDollar, role: 'super' },
  { label: 'Titles & Subtitles', to: paths.titles, icon: IconHeading, role: 'super' },
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
