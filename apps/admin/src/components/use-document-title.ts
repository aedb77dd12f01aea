import { useEffect } from 'react';

export const APP_NAME = 'Ad Library';

/** "Edit advertisement #333 · Ad Library"; the app's name alone while there is no screen title. */
export const documentTitle = (screen?: string) => (screen ? `${screen} · ${APP_NAME}` : APP_NAME);

/**
 * Every screen names its browser tab (and its history entry) after itself, so several open
 * tabs can be told apart. Called once per screen; the next screen overwrites it.
 */
export function useDocumentTitle(screen: string | undefined) {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
