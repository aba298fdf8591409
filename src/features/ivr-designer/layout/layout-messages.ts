import type { LayoutCard, LayoutLink } from './layout-cards';
import type { LayoutEngine } from './layout-engine';

export interface LayoutRequest {
  kind: 'layout';
  requestId: number;
  cards: LayoutCard[];
  links: LayoutLink[];
  rootIds: string[];
  engine: LayoutEngine;
}

export interface LayoutResponse {
  kind: 'layout';
  requestId: number;
  /** x and y of each asked card, in the request's order (packed-places.ts). */
  places: Float64Array;
  /** Time the layout itself took inside the worker. */
  ms: number;
  engine: LayoutEngine;
}

/** Load and warm ELK now, ahead of a tidy-up (the editor asks a moment after the menu is shown). */
export interface WarmUpRequest {
  kind: 'warmUp';
}

export interface WarmedUpResponse {
  kind: 'warmedUp';
  /** Time from the request to ELK being ready, inside the worker. */
  ms: number;
}

export type WorkerRequest = LayoutRequest | WarmUpRequest;
export type WorkerResponse = LayoutResponse | WarmedUpResponse;
