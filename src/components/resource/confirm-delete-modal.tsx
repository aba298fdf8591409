import { lazyDialog } from './lazy-dialog';

/** The delete confirmation (confirm-delete-dialog.tsx), fetched when a delete is first asked for. */
export const ConfirmDeleteModal = lazyDialog(() =>
  import('./confirm-delete-dialog').then((module) => module.ConfirmDeleteModal),
);
