import { lazy, Suspense } from 'react';

// Its own chunk, fetched right after the first screen: the container and its transitions are
// a fifth of the sign-in screen's budget (decision 004), and nothing is lost meanwhile: a
// notification shown before it arrives waits in Mantine's store and appears with it.
const NotificationsContainer = lazy(() => import('./notifications-container'));

/**
 * The app's notifications. They outlive a move to another screen on purpose: Save on a form
 * lands on the list with "created" and its link, and Delete on the edit screen lands there
 * with Undo for 10 seconds.
 */
export function AppNotifications() {
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
