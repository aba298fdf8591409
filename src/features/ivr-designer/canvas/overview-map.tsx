import { Panel, useReactFlow, useStore, type ReactFlowState } from '@xyflow/react';
import { useEffect, useMemo, useRef, type PointerEvent } from 'react';
import { shallow } from 'zustand/shallow';
import { keyIdOfTarget, PROMPT_SIZE, type IvrFlowNode } from '../flow/flow-types';

const MAP_WIDTH = 200;
const MAP_HEIGHT = 150;
/** Room around the cards, in flow units, so that the outermost ones are not cut by the map's border. */
const MARGIN = 200;
const WHEEL_ZOOM_STEP = 1.2;

/** A rectangle as an SVG path, in whole flow units. */
const rectangle = (x: number, y: number, width: number, height: number) =>
  `M${Math.round(x)} ${Math.round(y)}h${Math.round(width)}v${Math.round(height)}h${-Math.round(width)}z`;

/** The prompts (not the cards keys lead to) as one path in flow coordinates, and the box around them. */
function promptsOutline(nodes: readonly IvrFlowNode[]) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const parts: string[] = [];
  for (const node of nodes) {
    if (keyIdOfTarget(node.id) !== null) continue;
    const { x, y } = node.position;
    const width = node.measured?.width ?? node.width ?? PROMPT_SIZE.width;
    const height = node.measured?.height ?? node.height ?? PROMPT_SIZE.height;
    parts.push(rectangle(x, y, width, height));
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x + width);
    maxY = Math.max(maxY, y + height);
  }
  if (parts.length === 0) return { path: '', box: { x: 0, y: 0, width: 1, height: 1 } };
  return {
    path: parts.join(''),
    box: {
      x: minX - MARGIN,
      y: minY - MARGIN,
      width: maxX - minX + 2 * MARGIN,
      height: maxY - minY + 2 * MARGIN,
    },
  };
}

const viewOf = (state: ReactFlowState) => ({
  x: state.transform[0],
  y: state.transform[1],
  zoom: state.transform[2],
  width: state.width,
  height: state.height,
});

/**
 * The overview map of a big menu: every prompt in one path, drawn again only when cards change, and the
 * view's frame, the one thing a pan moves. React Flow's own map keeps a store subscription per card, all
 * of them checked on every frame of a pan (a third of a 5,000-node menu's pan time). A press or a drag
 * on the map centres the view there; the wheel zooms.
 */
export function OverviewMap({ nodes, label }: { nodes: readonly IvrFlowNode[]; label: string }) {
  const flow = useReactFlow();
  const view = useStore(viewOf, shallow);
  const svgRef = useRef<SVGSVGElement>(null);
  const { path, box } = useMemo(() => promptsOutline(nodes), [nodes]);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    // A native listener: React's wheel listener is passive, and the page must not scroll meanwhile.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const factor = event.deltaY < 0 ? WHEEL_ZOOM_STEP : 1 / WHEEL_ZOOM_STEP;
      void flow.zoomTo(flow.getZoom() * factor);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [flow]);

  const centreAt = (event: PointerEvent<SVGSVGElement>) => {
    const matrix = svgRef.current?.getScreenCTM();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    void flow.setCenter(point.x, point.y, { zoom: flow.getZoom() });
  };

  const frame = {
    x: -view.x / view.zoom,
    y: -view.y / view.zoom,
    width: view.width / view.zoom,
    height: view.height / view.zoom,
  };
  // The mask: all around the map (the view may reach past the cards), with the view's frame cut out.
  const outer = rectangle(
    box.x - frame.width,
    box.y - frame.height,
    box.width + 2 * frame.width,
    box.height + 2 * frame.height,
  );
  const inner = rectangle(frame.x, frame.y, frame.width, frame.height);
  return (
    <Panel position="bottom-right" className="react-flow__minimap">
      <svg
        ref={svgRef}
        className="react-flow__minimap-svg"
        width={MAP_WIDTH}
        height={MAP_HEIGHT}
        viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
        role="img"
        aria-label={label}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          centreAt(event);
        }}
        onPointerMove={(event) => {
          if (event.buttons === 1) centreAt(event);
        }}
      >
        <path className="react-flow__minimap-node" d={path} vectorEffect="non-scaling-stroke" />
        <path
          className="react-flow__minimap-mask"
          d={`${outer}${inner}`}
          fillRule="evenodd"
          vectorEffect="non-scaling-stroke"
          pointerEvents="none"
        />
      </svg>
    </Panel>
  );
}
