import { Box, Center, Loader } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { CanvasNotesContext } from '../canvas/canvas-notes';
import { MenuCanvas } from '../canvas/menu-canvas';
import type { Positions } from '../flow/flow-types';
import { runLayout } from '../layout/run-layout';

const NO_NOTES: ReadonlyMap<string, string> = new Map();

/**
 * The menu read-only, laid out in the worker; the walked nodes and keys are lit and say so in words
 * ("on the path"), and notes (what no path test reached) are pinned in words on their cards and keys.
 */
export function SimulatorCanvas({
  menu,
  walked,
  notes = NO_NOTES,
}: {
  menu: IvrMenu;
  walked: ReadonlySet<string>;
  notes?: ReadonlyMap<string, string> | undefined;
}) {
  const { t } = useTranslation('simulator');
  const highlight = useMemo(() => ({ walked }), [walked]);
  const [laidOut, setLaidOut] = useState<{ menu: IvrMenu; positions: Positions } | null>(null);
  useEffect(() => {
    let current = true;
    void runLayout(menu).then((positions) => {
      if (current) setLaidOut({ menu, positions });
    });
    return () => {
      current = false;
    };
  }, [menu]);
  return (
    <Box h={520} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}>
      {laidOut?.menu === menu ? (
        <CanvasNotesContext value={notes}>
          <MenuCanvas menu={menu} positions={laidOut.positions} readOnly highlight={highlight} />
        </CanvasNotesContext>
      ) : (
        <Center h="100%">
          <Loader size="sm" role="progressbar" aria-label={t('page.canvasLoading')} />
        </Center>
      )}
    </Box>
  );
}
