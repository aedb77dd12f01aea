import { AppShell, Burger, Group, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { Brand } from '../components/brand';
import { ColorSchemeToggle } from '../components/color-scheme-toggle';

/** The header a phone shows instead of the sidebar: the burger, the brand, the scheme toggle. */
export function PhoneHeader({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  return (
    <AppShell.Header hiddenFrom="sm" px="sm">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Burger
            opened={menuOpen}
            onClick={onToggleMenu}
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
  );
}
