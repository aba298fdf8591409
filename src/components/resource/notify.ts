import { notifications } from '@mantine/notifications';

/** A change that went through. */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/** A change that did not: what was attempted as the title, the reason as the message. */
export function notifyFailure(title: string, reason: string): void {
  notifications.show({ color: 'red', title, message: reason, autoClose: 10_000 });
}

/** A change the service did not confirm: neither done nor failed, so it is never titled as a failure. */
export function notifyUnconfirmed(title: string, reason: string): void {
  notifications.show({ color: 'orange', title, message: reason, autoClose: false });
}
