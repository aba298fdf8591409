import { Box, Center, Loader } from '@mantine/core';
import { ReactFlowProvider } from '@xyflow/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeHighlights, type MenuDiff } from '@/core/ivr/diff/diff-menus';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { MenuCanvas } from '../canvas/menu-canvas';
import type { Positions } from '../flow/flow-types';
import { runLayout } from '../layout/run-layout';

interface DiffCanvasProps {
  /** The menu to show; with a diff, the menu after it, with what it removed drawn back in. */
  menu: IvrMenu;
  diff?: MenuDiff;
  /** Nodes and keys changed on both sides of a merge, marked over any diff colour. */
  conflicts?: ReadonlySet<string>;
  height?: number;
}

/** Both sides at once: the later menu plus what it removed, so one canvas can colour all three kinds. */
function withRemoved(menu: IvrMenu, diff: MenuDiff): IvrMenu {
  return {
    rootNodeId: menu.rootNodeId,
    nodes: [...menu.nodes, ...diff.nodes.removed],
    keys: [...menu.keys, ...diff.keys.removed],
  };
}

/** A read-only canvas of a menu (a draft, a version), laid out in the worker, with a diff coloured in. */
export function DiffCanvas({ menu, diff, conflicts, height = 360 }: DiffCanvasProps) {
  const { t } = useTranslation('ivr');
  const shown = useMemo(() => (diff ? withRemoved(menu, diff) : menu), [menu, diff]);
  const highlight = useMemo(() => {
    if (!diff) return conflicts && { conflict: conflicts };
    // A node's card is marked by its own change or, when only its keys changed, as changed.
    const nodeMarks = [...nodeHighlights(diff)];
    const marked = (how: 'added' | 'changed' | 'removed', keys: readonly { id: string }[]) =>
      new Set([
        ...nodeMarks.filter(([, mark]) => mark === how).map(([id]) => id),
        ...keys.map((key) => key.id),
      ]);
    return {
      ...(conflicts && { conflict: conflicts }),
      added: marked('added', diff.keys.added),
      changed: marked(
        'changed',
        diff.keys.changed.map((change) => change.after),
      ),
      removed: marked('removed', diff.keys.removed),
    };
  }, [diff, conflicts]);
  const [laidOut, setLaidOut] = useState<{ menu: IvrMenu; positions: Positions } | null>(null);
  useEffect(() => {
    let current = true;
    void runLayout(shown).then((positions) => {
      if (current) setLaidOut({ menu: shown, positions });
    });
    return () => {
      current = false;
    };
  }, [shown]);
  return (
    <Box h={height} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}>
      {laidOut?.menu === shown ? (
        // Its own store: inside the editor (the publish dialog) React Flow would otherwise share the
        // editor's, and empty the editor's canvas when the dialog closes.
        <ReactFlowProvider>
          <MenuCanvas menu={shown} positions={laidOut.positions} readOnly {...(highlight && { highlight })} />
        </ReactFlowProvider>
      ) : (
        <Center h="100%">
          <Loader size="sm" role="progressbar" aria-label={t('publish.canvasLoading')} />
        </Center>
      )}
    </Box>
  );
}
