import { useDeferredValue, useMemo } from 'react';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import type { Positions } from '../flow/flow-types';
import { BIG_MENU_CARDS } from './big-menu';

/**
 * The menu and card positions the canvas draws. A big menu takes a change as a background render, a few
 * milliseconds at a time between frames: a tidy-up of 1,000 cards drawn at once held the page for one
 * task of 180 ms. A small menu takes it at once. Menu and positions travel together, so that the canvas
 * never draws a card without its place.
 */
export function useShownMenu(menu: IvrMenu, positions: Positions): { menu: IvrMenu; positions: Positions } {
  const current = useMemo(() => ({ menu, positions }), [menu, positions]);
  const deferred = useDeferredValue(current);
  return menu.nodes.length + menu.keys.length > BIG_MENU_CARDS ? deferred : current;
}
