import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import classes from './app-notifications.module.css';

/** Mantine's container of the notifications, placed to cover no action (app-notifications.module.css). */
export default function NotificationsContainer() {
  return <Notifications position="bottom-center" classNames={{ root: classes.root }} />;
}
