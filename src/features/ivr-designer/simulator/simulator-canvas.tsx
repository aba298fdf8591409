import { Box, Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IvrMenu } from '../../../core/ivr/ivr-menu';
import { MenuCanvas } from '../canvas/menu-canvas';
import type { Positions } from '../flow/flow-types';
import { runLayout } from '../layout/run-layout';

/** The menu read-only, laid out in the worker; the walked nodes and keys are shown selected. */
export function SimulatorCanvas({ menu, walked }: { menu: IvrMenu; walked: ReadonlySet<string> }) {
  const { t } = useTranslation('simulator');
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
        <MenuCanvas menu={menu} positions={laidOut.positions} readOnly selected={walked} />
      ) : (
        <Center h="100%">
          <Loader size="sm" aria-label={t('page.canvasLoading')} />
        </Center>
      )}
    </Box>
  );
}
