import {
  AppShell,
  Burger,
  Group,
  NavLink,
  Progress,
  ScrollArea,
  Stack,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconSearch,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { signOut, useCurrentUser } from '../api/session';
import { Brand } from '../components/brand';
import { ColorSchemeToggle } from '../components/color-scheme-toggle';
import { ColorSchemeNavLink } from './color-scheme-nav-link';
import { CommandPalette, usePaletteHotkey } from './command-palette';
import { ShortcutsHelp, useSingleKeyShortcuts } from './keyboard-shortcuts';
import classes from './layout.module.css';
import { SidebarNav } from './sidebar-nav';

// Mantine's `sm` breakpoint (48em): below it the sidebar hides behind a burger in a header.
const PHONE_QUERY = '(max-width: 47.99em)';

/** The shared layout: the sidebar of SPEC 2, shown once the user's role is known. */
export default function AppLayout() {
  const [collapsedSetting, setCollapsed] = useLocalStorage({
    key: 'sidebar-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [menuOpen, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  const loadingScreen = useNavigation().state === 'loading';
  const role = useCurrentUser().data?.role.name;
  // Collapsing is a desktop preference; the phone menu always shows the labels.
  const collapsed = collapsedSetting && !phone;

  const [paletteOpen, palette] = useDisclosure(false);
  const [helpOpen, help] = useDisclosure(false);
  usePaletteHotkey(palette.open);
  useSingleKeyShortcuts(help.open);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu whenever the screen changes
  useEffect(() => menu.close(), [pathname]);
  useWindowEvent('keydown', (e) => {
    if (e.key === 'Escape' && menuOpen) menu.close();
  });

  return (
    <AppShell
      header={{ height: { base: 56, sm: 0 } }}
      navbar={{
        width: { base: 280, sm: collapsed ? 72 : 248 },
        breakpoint: 'sm',
        collapsed: { mobile: !menuOpen },
      }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      {/* a button, not a #main link: a fragment change would go through the router */}
      <button
        type="button"
        className={classes.skipLink}
        onClick={() => document.getElementById('main')?.focus()}
      >
        Skip to content
      </button>
      {loadingScreen && (
        <Progress
          value={100}
          animated
          size={3}
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-label="Loading the screen"
        />
      )}
      <AppShell.Header hiddenFrom="sm" px="sm">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              size="sm"
              aria-label={menuOpen ? 'Close navigation' : 'Open navigation'}
              aria-controls="main-nav"
              aria-expanded={menuOpen}
            />
            <UnstyledButton component={Link} to="/" aria-label="Ad Library Admin, home">
              <Brand />
            </UnstyledButton>
          </Group>
          <ColorSchemeToggle />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id="main-nav"
        p="xs"
        component="nav"
        aria-label="Main"
        // the closed phone menu is only moved off-screen: keep its links out of the tab order
        inert={phone && !menuOpen}
      >
        <AppShell.Section visibleFrom="sm">
          <Group justify={collapsed ? 'center' : 'flex-start'} px={collapsed ? 0 : 10} py={6} wrap="nowrap">
            <UnstyledButton component={Link} to="/" aria-label="Ad Library Admin, home">
              <Brand short={collapsed} />
            </UnstyledButton>
          </Group>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} mt={{ base: 0, sm: 'sm' }}>
          <SidebarNav role={role} collapsed={collapsed} />
        </AppShell.Section>
        <AppShell.Section>
          <Stack gap={2} px={4}>
            <PaletteLink collapsed={collapsed} onClick={palette.open} />
            {role && <SignOutLink collapsed={collapsed} />}
            <ColorSchemeNavLink collapsed={collapsed} />
            <NavLink
              visibleFrom="sm"
              component="button"
              label={collapsed ? undefined : 'Collapse sidebar'}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!collapsed}
              aria-controls="main-nav"
              leftSection={
                collapsed ? (
                  <IconLayoutSidebarLeftExpand size={20} stroke={1.6} />
                ) : (
                  <IconLayoutSidebarLeftCollapse size={20} stroke={1.6} />
                )
              }
              onClick={() => setCollapsed((c) => !c)}
            />
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main" tabIndex={-1} className={classes.main} aria-busy={loadingScreen}>
        {/* Confirm dialogs are only opened from area screens, so their code loads with the layout. */}
        <ModalsProvider>
          <Outlet />
        </ModalsProvider>
      </AppShell.Main>
      <CommandPalette role={role} opened={paletteOpen} onClose={palette.close} />
      <ShortcutsHelp opened={helpOpen} onClose={help.close} />
    </AppShell>
  );
}

function SignOutLink({ collapsed }: { collapsed: boolean }) {
  const link = (
    <NavLink
      component="button"
      label={collapsed ? undefined : 'Sign Out'}
      aria-label="Sign Out"
      leftSection={<IconLogout size={20} stroke={1.6} />}
      onClick={() => void signOut()}
    />
  );
  return collapsed ? (
    <Tooltip label="Sign Out" position="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}

/** The palette for the mouse, and the place that teaches its shortcut. */
function PaletteLink({ collapsed, onClick }: { collapsed: boolean; onClick: () => void }) {
  const link = (
    <NavLink
      component="button"
      label={collapsed ? undefined : 'Search and go to…'}
      description={collapsed ? undefined : 'Ctrl/⌘ + K'}
      // collapsed it shows no text to name it; expanded its visible text is its name (a
      // different aria-label would not contain what a speech-input user reads on it)
      aria-label={collapsed ? 'Search and go to (Ctrl or Command + K)' : undefined}
      aria-keyshortcuts="Control+K Meta+K"
      leftSection={<IconSearch size={20} stroke={1.6} />}
      onClick={onClick}
    />
  );
  return collapsed ? (
    <Tooltip label="Search and go to (Ctrl/⌘ + K)" position="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}
