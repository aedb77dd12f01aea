import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Mantine keeps the choice in localStorage, so it survives reloads. */
export function useSchemeSwitch() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  return { scheme, next, toggle: () => setColorScheme(next) } as const;
}

/**
 * Light/dark switch as an icon button (home page, phone header). A `title` rather than a
 * Tooltip: the tooltip's positioning code would weigh on the home screen's download.
 */
export function ColorSchemeToggle() {
  const { scheme, next, toggle } = useSchemeSwitch();
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
      onClick={toggle}
    >
      {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
