import { NavLink, Stack, Tooltip } from '@mantine/core';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconSearch,
  IconShieldLock,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { signOut } from '../api/session';
import { securityArea } from '../features/security/manifest';
import { ColorSchemeNavLink } from './color-scheme-nav-link';

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

/** The signed-in user's Security page: second factors, and where they are signed in (decisions 026, 027). */
function SecurityLink({ collapsed }: { collapsed: boolean }) {
  const link = (
    <NavLink
      component={Link}
      to={securityArea.paths.security}
      label={collapsed ? undefined : 'Security'}
      aria-label="Security"
      leftSection={<IconShieldLock size={20} stroke={1.6} />}
    />
  );
  return collapsed ? (
    <Tooltip label="Security" position="right">
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

function CollapseSidebarLink({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  return (
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
      onClick={onToggle}
    />
  );
}

interface Props {
  collapsed: boolean;
  signedIn: boolean;
  onOpenPalette: () => void;
  onToggleCollapsed: () => void;
}

/** The sidebar's foot: the palette, Security, Sign Out, the colour scheme and collapsing the sidebar. */
export function SidebarActions({ collapsed, signedIn, onOpenPalette, onToggleCollapsed }: Props) {
  return (
    <Stack gap={2} px={4}>
      <PaletteLink collapsed={collapsed} onClick={onOpenPalette} />
      {signedIn && <SecurityLink collapsed={collapsed} />}
      {signedIn && <SignOutLink collapsed={collapsed} />}
      <ColorSchemeNavLink collapsed={collapsed} />
      <CollapseSidebarLink collapsed={collapsed} onToggle={onToggleCollapsed} />
    </Stack>
  );
}
