import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * Where notifications show. Loaded after the first screen (app-providers.tsx): its transitions and styles
 * are not needed before the first notification, which the store keeps until this renders it.
 */
export function NotificationsOutlet() {
  return <Notifications position="top-right" />;
}
