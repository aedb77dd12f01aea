import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import classes from './app-notifications.module.css';
import { useNotificationsInset } from './use-notifications-inset';

/**
 * Mantine's container of the notifications, placed to cover no action
 * (app-notifications.module.css); where one must cover some (a phone), the screen keeps room
 * to scroll them out from under it (use-notifications-inset.ts).
 */
export default function NotificationsContainer() {
  useNotificationsInset(`.${classes.root}[data-position^="bottom"]`);
  return <Notifications position="bottom-center" classNames={{ root: classes.root }} />;
}
