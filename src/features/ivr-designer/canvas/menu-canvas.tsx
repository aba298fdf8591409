import '@xyflow/react/dist/style.css';
import './menu-canvas.css';
import './zoom-bands.css';
import { applyEdgeChanges, Background, Controls, MiniMap, ReactFlow } from '@xyflow/react';
import type {
  FinalConnectionState,
  OnEdgesChange,
  OnSelectionChangeParams,
  ReactFlowInstance,
} from '@xyflow/react';
import type { FocusEvent, ReactNode } from 'react';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import type { IvrFlowNode, KeyFlowEdge, Positions, ProblemLevel, XY } from '../flow/flow-types';
import { keyIdOfTarget } from '../flow/flow-types';
import type { FlowDecorations } from '../flow/to-flow';
import { toFlow } from '../flow/to-flow';
import { a11yLabels, tabStopOf, withA11y } from './card-a11y';
import { BackRoutesContext, useBackRoutes } from './back-routes-context';
import { BIG_MENU_CARDS } from './big-menu';
import { OverviewMap } from './overview-map';
import { CanvasTextContext } from './canvas-text';
import { edgeTypes, nodeTypes } from './flow-registry';
import { OPENING_FIT, useGradualCards } from './gradual-cards';
import { EdgeRevealWatch, useGradualEdges } from './gradual-edges';
import { dropPlannedHandles, withPlannedBounds } from './planned-bounds';
import { reuseUnchanged } from './reuse-unchanged';
import { useNodeChanges } from './use-node-changes';
import { useShownMenu } from './use-shown-menu';
import type { ZoomBand } from './zoom-band';
import { READABLE_MIN_ZOOM, ZoomBandContext, ZoomBandWatch } from './zoom-band';

export interface MenuCanvasProps {
  menu: IvrMenu;
  positions: Positions;
  /** A version or a diff: nothing moves, connects or deletes. */
  readOnly?: boolean;
  highlight?: FlowDecorations['highlight'];
  problems?: ReadonlyMap<string, ProblemLevel>;
  /** Selected node and key ids. */
  selected?: ReadonlySet<string>;
  onSelect?: (ids: string[]) => void;
  onMoveCards?: (positions: Positions) => void;
  onConnectNodes?: (sourceNodeId: string, targetNodeId: string) => void;
  /** A connection dropped on empty canvas, at this point of the screen (clientX/Y). */
  onConnectToEmpty?: (sourceNodeId: string, clientPoint: XY) => void;
  /** Double click on a card or edge: the editor opens its form. */
  onOpen?: (id: string) => void;
  /** How the canvas is used from the keyboard, read out with each card and edge. */
  keyboardHint?: string;
  /** Panels drawn over the canvas (toolbars, search). */
  children?: ReactNode;
}

const SNAP_GRID: [number, number] = [20, 20];
const PRO_OPTIONS = { hideAttribution: true };
/**
 * Fitting a small menu should not blow its cards up past their real size, nor shrink a big one below the
 * zoom where the names stay readable (the view scrolls instead).
 */
export const FIT_VIEW_OPTIONS = { maxZoom: 1, minZoom: READABLE_MIN_ZOOM };
const OPENING_FIT_VIEW_OPTIONS = { ...FIT_VIEW_OPTIONS, ...OPENING_FIT };

/** A node id, or the key id of a target card or an edge. */
function elementIdOf(flowId: string): string {
  if (flowId.startsWith('edge:')) return flowId.slice('edge:'.length);
  return keyIdOfTarget(flowId) ?? flowId;
}

function clientPointOf(event: MouseEvent | TouchEvent): XY {
  const point = 'changedTouches' in event ? event.changedTouches[0] : event;
  return { x: point?.clientX ?? 0, y: point?.clientY ?? 0 };
}

function cardIdAt(point: XY): string | null {
  const element = document.elementFromPoint(point.x, point.y);
  return element?.closest('.react-flow__node')?.getAttribute('data-id') ?? null;
}

/**
 * The canvas of a menu (give it a parent with a height): cards and keyed edges derived from the menu (toFlow). Moving cards happens here
 * until the drag ends, then goes to onMoveCards; every other change goes out through the callbacks.
 */
export function MenuCanvas(props: MenuCanvasProps) {
  const { readOnly = false, highlight, problems, selected } = props;
  const { menu, positions } = useShownMenu(props.menu, props.positions);
  const { t } = useTranslation('ivr');
  const ariaLabels = useMemo(
    () => ({
      'controls.ariaLabel': t('canvas.controls'),
      'controls.zoomIn.ariaLabel': t('canvas.zoomIn'),
      'controls.zoomOut.ariaLabel': t('canvas.zoomOut'),
      'controls.fitView.ariaLabel': t('canvas.fitView'),
      'controls.interactive.ariaLabel': t('canvas.interactive'),
      'minimap.ariaLabel': t('canvas.minimap'),
      'handle.ariaLabel': t('canvas.handle'),
      // React Flow's own screen-reader texts, in the reader's language (read-only canvases included).
      'node.a11yDescription.default': t('canvas.a11y.node'),
      'node.a11yDescription.keyboardDisabled': t('canvas.a11y.node'),
      'node.a11yDescription.ariaLiveMessage': ({
        direction,
        x,
        y,
      }: {
        direction: string;
        x: number;
        y: number;
      }) => t('canvas.a11y.moved', { direction, x, y }),
      'edge.a11yDescription.default': t('canvas.a11y.edge'),
    }),
    [t],
  );
  const hintId = useId();
  const describedBy = props.keyboardHint ? hintId : undefined;
  // Named once per menu and language (a big menu has thousands of names), not on every selection.
  const labels = useMemo(() => a11yLabels(toFlow(menu, {}), t), [menu, t]);
  const derived = useMemo(() => {
    const flow = toFlow(menu, positions, {
      ...(highlight && { highlight }),
      ...(problems && { problems }),
      ...(selected && { selected }),
    });
    // Only the editor moves the keyboard with arrows; elsewhere every card stays reachable by Tab.
    const tabStop = describedBy ? tabStopOf(flow, selected ?? [], menu.rootNodeId) : undefined;
    const named = withA11y(flow, { labels, tabStop, describedBy });
    // Big menus draw only the cards in view, which needs every card's bounds before it is drawn.
    return named.nodes.length > BIG_MENU_CARDS
      ? { ...named, nodes: named.nodes.map(withPlannedBounds) }
      : named;
  }, [menu, positions, highlight, problems, selected, labels, describedBy]);
  const routes = useBackRoutes(menu, positions, derived);
  const [shown, setShown] = useState(derived);
  const [nodes, setNodes] = useState<IvrFlowNode[]>(derived.nodes);
  const [edges, setEdges] = useState<KeyFlowEdge[]>(derived.edges);
  const [band, setBand] = useState<ZoomBand>('full');
  if (shown !== derived) {
    // The menu changed: take the new canvas, keeping what did not change (adjusting state in render).
    setShown(derived);
    setNodes(dropPlannedHandles(reuseUnchanged(nodes, derived.nodes)));
    setEdges(reuseUnchanged(edges, derived.edges));
  }
  const onEdgesChange: OnEdgesChange<KeyFlowEdge> = useCallback(
    (changes) => setEdges((current) => applyEdgeChanges(changes, current)),
    [],
  );
  const big = nodes.length > BIG_MENU_CARDS;
  const onNodesChange = useNodeChanges(setNodes, big);
  const gradual = useGradualEdges(edges, big, positions);
  // React Flow's own first fit runs when it adopts the cards, before its viewport exists when every card
  // already has its planned size: a big menu is fitted once the viewport is there.
  const [bigAtFirst] = useState(big);
  const shownNodes = useGradualCards(nodes, bigAtFirst);
  const fitOnInit = useCallback((instance: ReactFlowInstance<IvrFlowNode, KeyFlowEdge>) => {
    void instance.fitView(FIT_VIEW_OPTIONS);
  }, []);
  const { onSelect, onMoveCards, onConnectNodes, onConnectToEmpty, onOpen } = props;
  const onSelectionChange = useCallback(
    ({ nodes: chosen, edges: chosenEdges }: OnSelectionChangeParams<IvrFlowNode, KeyFlowEdge>) => {
      // A key's card and its edge are one element: named once.
      const ids = new Set([...chosen, ...chosenEdges].map((element) => elementIdOf(element.id)));
      onSelect?.([...ids]);
    },
    [onSelect],
  );
  const onNodeDragStop = useCallback(
    (_event: unknown, _node: IvrFlowNode, dragged: IvrFlowNode[]) =>
      onMoveCards?.(Object.fromEntries(dragged.map((node) => [node.id, { ...node.position }]))),
    [onMoveCards],
  );
  const onConnectEnd = useCallback(
    (event: MouseEvent | TouchEvent, state: FinalConnectionState) => {
      const source = state.fromNode;
      if (!source || source.type !== 'prompt') return;
      const point = clientPointOf(event);
      // Dropping on a card's body (not only its handle) connects to it.
      const targetId = state.toNode?.id ?? cardIdAt(point);
      if (targetId === null) onConnectToEmpty?.(source.id, point);
      // A prompt may lead back to itself ("press 9 to hear again").
      else if (!keyIdOfTarget(targetId)) onConnectNodes?.(source.id, targetId);
    },
    [onConnectNodes, onConnectToEmpty],
  );
  // A card or edge reached with the keyboard (Tab, or focus moved by a shortcut) becomes the selection.
  const selectOnKeyboardFocus = useCallback(
    (event: FocusEvent) => {
      const element = event.target;
      if (!onSelect || !element.matches('.react-flow__node, .react-flow__edge')) return;
      const flowId = element.getAttribute('data-id');
      if (!flowId || !element.matches(':focus-visible')) return;
      const id = elementIdOf(flowId);
      if (!selected?.has(id)) onSelect([id]);
    },
    [onSelect, selected],
  );
  const open = useCallback(
    (_event: unknown, element: { id: string }) => onOpen?.(elementIdOf(element.id)),
    [onOpen],
  );
  return (
    <div
      className={`ivr-canvas ivr-canvas--${band}`}
      aria-label={t('canvas.label')}
      role="region"
      onFocus={selectOnKeyboardFocus}
    >
      {props.keyboardHint && (
        <p id={hintId} hidden>
          {props.keyboardHint}
        </p>
      )}
      <CanvasTextContext value={t}>
        <ZoomBandContext value={band}>
          <BackRoutesContext value={routes}>
            <ReactFlow<IvrFlowNode, KeyFlowEdge>
              nodes={shownNodes}
              edges={gradual.shown}
              nodeTypes={nodeTypes}
              edgeTypes={edgeTypes}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onSelectionChange={onSelectionChange}
              onNodeDragStop={onNodeDragStop}
              onConnectEnd={onConnectEnd}
              onNodeDoubleClick={open}
              onEdgeDoubleClick={open}
              nodesDraggable={!readOnly}
              nodesConnectable={!readOnly}
              edgesReconnectable={false}
              deleteKeyCode={null}
              disableKeyboardA11y
              multiSelectionKeyCode={['Meta', 'Control', 'Shift']}
              selectionKeyCode="Shift"
              snapToGrid
              snapGrid={SNAP_GRID}
              onlyRenderVisibleElements={big}
              minZoom={0.05}
              fitView={!bigAtFirst}
              fitViewOptions={OPENING_FIT_VIEW_OPTIONS}
              {...(bigAtFirst && { onInit: fitOnInit })}
              ariaLabelConfig={ariaLabels}
              proOptions={PRO_OPTIONS}
            >
              <Background gap={SNAP_GRID[0]} />
              {big ? (
                <OverviewMap nodes={nodes} label={t('canvas.minimap')} />
              ) : (
                <MiniMap pannable zoomable ariaLabel={t('canvas.minimap')} />
              )}
              <ZoomBandWatch onChange={setBand} />
              {gradual.watch && <EdgeRevealWatch {...gradual.watch} />}
              <Controls showInteractive={!readOnly} fitViewOptions={FIT_VIEW_OPTIONS} />
              {props.children}
            </ReactFlow>
          </BackRoutesContext>
        </ZoomBandContext>
      </CanvasTextContext>
    </div>
  );
}
