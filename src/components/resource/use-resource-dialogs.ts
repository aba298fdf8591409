import { useState } from 'react';

type OpenDialog<Row> = { kind: 'create' } | { kind: 'edit'; row: Row } | { kind: 'delete'; row: Row } | null;

/** Which of a list page's dialogs is open, and for which row; one at a time. */
export function useResourceDialogs<Row>() {
  const [open, setOpen] = useState<OpenDialog<Row>>(null);
  return {
    creating: open?.kind === 'create',
    editing: open?.kind === 'edit' ? open.row : null,
    deleting: open?.kind === 'delete' ? open.row : null,
    openCreate: () => setOpen({ kind: 'create' }),
    openEdit: (row: Row) => setOpen({ kind: 'edit', row }),
    openDelete: (row: Row) => setOpen({ kind: 'delete', row }),
    close: () => setOpen(null),
  };
}
