import './mantine-styles';
import { AppShell, Group, Progress, ScrollArea, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Link, Outlet, useNavigation } from 'react-router';
import { useCurrentUser } from '../api/session';
import { Brand } from '../components/brand';
import { LiveProvider } from '../kit/live/live-provider';
import { CommandPalette, usePaletteHotkey } from './command-palette';
import { ShortcutsHelp, useSingleKeyShortcuts } from './keyboard-shortcuts';
import classes from './layout.module.css';
import { PhoneHeader } from './phone-header';
import { SidebarActions } from './sidebar-actions';
import { SidebarNav } from './sidebar-nav';
import { useSidebar } from './use-sidebar';

function ScreenLoadingBar() {
  return (
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
  );
}

/** The shared layout: the sidebar of SPEC 2, shown once the user's role is known. */
export default function AppLayout() {
  const { phone, collapsed, toggleCollapsed, menuOpen, toggleMenu } = useSidebar();
  const loadingScreen = useNavigation().state === 'loading';
  const user = useCurrentUser().data;
  const role = user?.role.name;

  const [paletteOpen, palette] = useDisclosure(false);
  const [helpOpen, help] = useDisclosure(false);
  usePaletteHotkey(palette.open);
  useSingleKeyShortcuts(help.open);

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
      {loadingScreen && <ScreenLoadingBar />}
      <PhoneHeader menuOpen={menuOpen} onToggleMenu={toggleMenu} />

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
          <SidebarActions
            collapsed={collapsed}
            signedIn={Boolean(role)}
            onOpenPalette={palette.open}
            onToggleCollapsed={toggleCollapsed}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main" tabIndex={-1} className={classes.main} aria-busy={loadingScreen}>
        {/* Confirm dialogs are only opened from area screens, so their code loads with the layout. */}
        <ModalsProvider>
          {/* one live stream per tab: lists and records follow changes elsewhere (decision 032) */}
          <LiveProvider userId={role === 'admin' || role === 'super' ? user?.id : undefined}>
            <Outlet />
          </LiveProvider>
        </ModalsProvider>
      </AppShell.Main>
      <CommandPalette role={role} opened={paletteOpen} onClose={palette.close} />
      <ShortcutsHelp opened={helpOpen} onClose={help.close} />
    </AppShell>
  );
}
