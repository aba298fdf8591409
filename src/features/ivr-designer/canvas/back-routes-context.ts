import { createContext, useContext, useLayoutEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { arrivingKeysOf } from '../flow/arriving-keys';
import type { IvrFlowNode, KeyFlowEdge, Positions } from '../flow/flow-types';
import { PROMPT_SIZE, TARGET_SIZE } from '../flow/flow-types';
import type { MenuFlow } from '../flow/to-flow';
import { type BackRoute, backRoutes } from '../layout/back-routes';
import { labelStripOf } from '../layout/card-boxes';

type BackRoutes = ReadonlyMap<string, BackRoute>;
interface BackRoutesState {
  routes: BackRoutes;
}

/**
 * The routes of the keys that lead back, by edge id, for the edges to draw around the cards. The edges
 * read them from a store that the context hands down once: a context value that changed with every move
 * made React visit every card and edge of a big menu to find the few that read it.
 */
export const BackRoutesContext = createContext<StoreApi<BackRoutesState>>(
  createStore<BackRoutesState>(() => ({ routes: new Map() })),
);

export function useBackRoute(edgeId: string): BackRoute | undefined {
  return useStore(useContext(BackRoutesContext), (state) => state.routes.get(edgeId));
}

const sameRoute = (a: BackRoute, b: BackRoute) =>
  a.exitX === b.exitX && a.laneY === b.laneY && a.entryX === b.entryX;

/** `next`, keeping the previous object of every route that did not change: its edge is not drawn again. */
export function keepUnchangedRoutes(previous: BackRoutes, next: BackRoutes): BackRoutes {
  const kept = new Map<string, BackRoute>();
  for (const [edgeId, route] of next) {
    const before = previous.get(edgeId);
    kept.set(edgeId, before && sameRoute(before, route) ? before : route);
  }
  return kept;
}

/**
 * The store a canvas gives its edges: the back routes of its cards and edges (`flow`), planned again when
 * the menu or a card's place changes, not on every selection, and handed over before the frame is painted.
 */
export function useBackRoutes(
  menu: IvrMenu,
  positions: Positions,
  flow: MenuFlow,
): StoreApi<BackRoutesState> {
  const [planned, setPlanned] = useState(() => ({
    menu,
    positions,
    routes: backRoutesOf(flow.nodes, flow.edges),
  }));
  let { routes } = planned;
  if (planned.menu !== menu || planned.positions !== positions) {
    // Adjusting state in render: the cards' new places and their routes come in the same render.
    routes = backRoutesOf(flow.nodes, flow.edges);
    setPlanned({ menu, positions, routes });
  }
  const [store] = useState(() => createStore<BackRoutesState>(() => ({ routes })));
  useLayoutEffect(() => {
    store.setState({ routes: keepUnchangedRoutes(store.getState().routes, routes) });
  }, [store, routes]);
  return store;
}

/**
 * The back routes of a canvas, from where its cards are kept (not where a drag has them this frame: a
 * route is planned again when the card is dropped). Cards take their planned sizes.
 */
export function backRoutesOf(nodes: readonly IvrFlowNode[], edges: readonly KeyFlowEdge[]) {
  const arriving = arrivingKeysOf(edges);
  const cards = nodes.map((node) => {
    const size = node.type === 'prompt' ? PROMPT_SIZE : TARGET_SIZE;
    return { id: node.id, ...size, strip: labelStripOf(arriving.get(node.id) ?? []) };
  });
  const positions = Object.fromEntries(nodes.map((node) => [node.id, node.position]));
  return backRoutes(cards, edges, positions);
}
