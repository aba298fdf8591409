import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A field's description that warns without refusing (a new queue, an unknown voice): the icon marks it,
 * the text keeps the description's readable colour in both themes.
 */
export function FieldWarning({ children }: { children: ReactNode }) {
  return (
    <>
      <IconAlertTriangle
        size={12}
        aria-hidden
        color="var(--mantine-color-orange-filled)"
        style={{ verticalAlign: '-1px', marginInlineEnd: 4 }}
      />
      {children}
    </>
  );
}
