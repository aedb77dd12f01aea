import {
  AppShell,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { navItemsFor } from './nav-items';
import { signOut, useCurrentUser } from './session';

/** The shared layout: the sidebar of SPEC 2, shown once the user's role is known. */
export default function AppLayout() {
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'sidebar-collapsed', defaultValue: false });
  const { pathname } = useLocation();
  const role = useCurrentUser().data?.role.name;
  const items = navItemsFor(role);
  const isActive = (to: string) => (to === '/' ? pathname === '/' : pathname.startsWith(to));

  return (
    <AppShell navbar={{ width: collapsed ? 72 : 248, breakpoint: 0 }} padding="md">
      <AppShell.Navbar p="xs" component="nav" aria-label="Main">
        <AppShell.Section>
          <Group justify={collapsed ? 'center' : 'space-between'} wrap="nowrap" px={4} py={6}>
            <UnstyledButton component={Link} to="/" aria-label="Ad Library Admin, home">
              <Text fw={800} size="lg" c="indigo">
                {collapsed ? 'AL' : 'Ad Library Admin'}
              </Text>
            </UnstyledButton>
            {!collapsed && <ColorSchemeToggle />}
          </Group>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} mt="sm">
          <Stack gap={2}>
            {items.map((item) => {
              const Icon = item.icon;
              const link = (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.children?.[0]?.to ?? item.to}
                  label={collapsed ? undefined : item.label}
                  aria-label={collapsed ? item.label : undefined}
                  leftSection={<Icon size={20} stroke={1.6} />}
                  active={isActive(item.to) && !item.children}
                  opened={!collapsed && isActive(item.to)}
                  childrenOffset={28}
                >
                  {!collapsed &&
                    item.children?.map((child) => (
                      <NavLink
                        key={child.to}
                        component={Link}
                        to={child.to}
                        label={child.label}
                        active={
                          pathname === child.to ||
                          (child.to.endsWith('/') && pathname === child.to.slice(0, -1))
                        }
                      />
                    ))}
                </NavLink>
              );
              return collapsed ? (
                <Tooltip key={item.to} label={item.label} position="right">
                  {link}
                </Tooltip>
              ) : (
                link
              );
            })}
          </Stack>
        </AppShell.Section>
        <AppShell.Section>
          <Stack gap={2}>
            {items.length > 0 && (
              <NavLink
                component="button"
                label={collapsed ? undefined : 'Sign Out'}
                aria-label="Sign Out"
                leftSection={<IconLogout size={20} stroke={1.6} />}
                onClick={() => void signOut()}
              />
            )}
            {collapsed && (
              <Group justify="center">
                <ColorSchemeToggle />
              </Group>
            )}
            <NavLink
              component="button"
              label={collapsed ? undefined : 'Collapse sidebar'}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!collapsed}
              leftSection={
                collapsed ? (
                  <IconLayoutSidebarLeftExpand size={20} />
                ) : (
                  <IconLayoutSidebarLeftCollapse size={20} />
                )
              }
              onClick={() => setCollapsed((c) => !c)}
            />
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        {/* Confirm dialogs are only opened from area screens, so their code loads with the layout. */}
        <ModalsProvider>
          <Outlet />
        </ModalsProvider>
      </AppShell.Main>
    </AppShell>
  );
}
