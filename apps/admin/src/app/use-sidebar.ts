import { useDisclosure, useLocalStorage, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

// Mantine's `sm` breakpoint (48em): below it the sidebar hides behind a burger in a header.
const PHONE_QUERY = '(max-width: 47.99em)';

/** The sidebar's state: collapsed on a desktop (remembered), open or closed as the phone menu. */
export function useSidebar() {
  const [collapsedSetting, setCollapsed] = useLocalStorage({
    key: 'sidebar-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [menuOpen, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  // Collapsing is a desktop preference; the phone menu always shows the labels.
  const collapsed = collapsedSetting && !phone;

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu whenever the screen changes
  useEffect(() => menu.close(), [pathname]);
  useWindowEvent('keydown', (e) => {
    if (e.key === 'Escape' && menuOpen) menu.close();
  });

  const toggleCollapsed = () => setCollapsed((c) => !c);
  return { phone, collapsed, toggleCollapsed, menuOpen, toggleMenu: menu.toggle };
}
