import type { RoleName } from '@adlib/shared';
import { NavLink, Stack, Tooltip } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isActivePath, isExactPath, type NavItem, navItemsFor } from './nav-items';

/** The area links of SPEC 2 "Sidebar"; icons only (with tooltips) when collapsed. */
export function SidebarNav({ role, collapsed }: { role: RoleName | undefined; collapsed: boolean }) {
  const { pathname } = useLocation();
  return (
    // the padding keeps the focus outline clear of the scroll area's clipping edge
    <Stack gap={2} p={4}>
      {navItemsFor(role).map((item) => (
        <SidebarItem key={item.to} item={item} pathname={pathname} collapsed={collapsed} />
      ))}
    </Stack>
  );
}

function SidebarItem({ item, pathname, collapsed }: { item: NavItem; pathname: string; collapsed: boolean }) {
  const Icon = item.icon;
  const inArea = isActivePath(pathname, item.to);
  const current = inArea && !item.children;
  // The sub-links are siblings under the parent, not Mantine NavLink children: a NavLink with
  // children turns its click into an open/close toggle (preventDefault), so the parent link
  // would not navigate. The parent is a plain link to the area's first screen.
  const link = (
    <NavLink
      component={Link}
      to={item.children?.[0]?.to ?? item.to}
      label={collapsed ? undefined : item.label}
      aria-label={collapsed ? item.label : undefined}
      aria-current={current ? 'page' : undefined}
      leftSection={<Icon size={20} stroke={1.6} />}
      active={current || (collapsed && inArea)}
    />
  );
  const subLinks = !collapsed && inArea && item.children && (
    <Stack gap={2} pl={28}>
      {item.children.map((child) => {
        const here = isExactPath(pathname, child.to);
        return (
          <NavLink
            key={child.to}
            component={Link}
            to={child.to}
            label={child.label}
            active={here}
            aria-current={here ? 'page' : undefined}
          />
        );
      })}
    </Stack>
  );
  return collapsed ? (
    <Tooltip label={item.label} position="right">
      {link}
    </Tooltip>
  ) : (
    <>
      {link}
      {subLinks}
    </>
  );
}
