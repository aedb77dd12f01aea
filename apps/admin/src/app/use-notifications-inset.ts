import { useEffect } from 'react';

/** The CSS variable the screen's end keeps free (layout.module.css `.main::after`). */
export const NOTIFICATIONS_INSET_VAR = '--app-notifications-inset';

/**
 * Keeps `--app-notifications-inset` at the height the bottom notifications take from the foot
 * of the viewport (0 when none is shown). The screen ends with that much free space, so every
 * card and button a notification covers can be scrolled out from under it: on a phone the
 * notifications span the width, over the last cards of a list (a duplicate warning stays 10 s).
 * `selector` finds Mantine's bottom containers (rendered empty, in a portal, after this mounts).
 */
export function useNotificationsInset(selector: string) {
  useEffect(() => {
    const root = document.documentElement;
    const measure = () => {
      let inset = 0;
      for (const box of document.querySelectorAll<HTMLElement>(selector)) {
        const rect = box.getBoundingClientRect();
        if (rect.height > 0) inset = Math.max(inset, window.innerHeight - rect.top);
      }
      root.style.setProperty(NOTIFICATIONS_INSET_VAR, `${Math.max(0, Math.round(inset))}px`);
    };
    // each container grows and shrinks with its notifications
    const resized = new ResizeObserver(measure);
    const watch = () => {
      const boxes = document.querySelectorAll(selector);
      for (const box of boxes) resized.observe(box);
      return boxes.length > 0;
    };
    // until the portal has rendered them
    const mounted = new MutationObserver(() => {
      if (watch()) mounted.disconnect();
    });
    if (!watch()) mounted.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    measure();
    return () => {
      resized.disconnect();
      mounted.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(NOTIFICATIONS_INSET_VAR);
    };
  }, [selector]);
}
