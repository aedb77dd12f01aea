import { Notifications } from '@mantine/notifications';
import classes from './app-notifications.module.css';

/**
 * The app's notifications, placed to cover no action (app-notifications.module.css). They
 * outlive a move to another screen on purpose: Save on a form lands on the list with
 * "created" and its link, and Delete on the edit screen lands there with Undo for 10 seconds.
 */
export function AppNotifications() {
  return <Notifications position="bottom-center" classNames={{ root: classes.root }} />;
}
