import type { Positions } from '../flow/flow-types';
import type { LayoutCard, LayoutLink } from './layout-cards';
import type { LayoutEngine } from './layout-engine';

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
