import { NavLink, Tooltip } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useSchemeSwitch } from '../components/color-scheme-toggle';

/** The light/dark switch as a sidebar row, labelled like its neighbours. */
export function ColorSchemeNavLink({ collapsed }: { collapsed: boolean }) {
  const { scheme, next, toggle } = useSchemeSwitch();
  const label = next === 'dark' ? 'Dark mode' : 'Light mode';
  const link = (
    <NavLink
      component="button"
      label={collapsed ? undefined : label}
      aria-label={`Switch to ${next} mode`}
      leftSection={
        scheme === 'dark' ? <IconSun size={20} stroke={1.6} /> : <IconMoon size={20} stroke={1.6} />
      }
      onClick={toggle}
    />
  );
  return collapsed ? (
    <Tooltip label={label} position="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}
