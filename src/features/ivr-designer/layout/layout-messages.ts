import type { Positions } from '../flow/flow-types';
import type { LayoutCard, LayoutEngine, LayoutLink } from './layout-cards';

export interface LayoutRequest {
  requestId: number;
  cards: LayoutCard[];
  links: LayoutLink[];
  rootIds: string[];
  engine: LayoutEngine;
}

export interface LayoutResponse {
  requestId: number;
  positions: Positions;
  /** Time the layout itself took inside the worker. */
  ms: number;
  engine: LayoutEngine;
}
