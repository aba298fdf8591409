import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * Where notifications show. Loaded with the first notification (app-providers.tsx): its transitions and
 * styles are not needed before then, and the store keeps that notification until this renders it.
 */
export function NotificationsOutlet() {
  return <Notifications position="top-right" />;
}
