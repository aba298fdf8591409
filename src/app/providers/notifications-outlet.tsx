import '@mantine/notifications/styles.css';
import { getDefaultZIndex } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

const NOTIFICATIONS_Z_INDEX = (getDefaultZIndex('modal') + getDefaultZIndex('popover')) / 2;

/**
 * Where notifications show. Loaded with the first notification (app-providers.tsx): its transitions and
 * styles are not needed before then, and the store keeps that notification until this renders it.
 */
export function NotificationsOutlet() {
  // Bottom right: at the top they covered the header's language and colour switches while they lasted.
  // Above dialogs (an error a dialog caused is seen) but under menus, selects and popovers: what a person
  // has just opened stays on top, so a toast never takes the click meant for a row's menu.
  return <Notifications position="bottom-right" zIndex={NOTIFICATIONS_Z_INDEX} />;
}
