import type { TooltipProps } from '@mantine/core';
import {
  Suspense,
  cloneElement,
  lazy,
  useCallback,
  useEffect,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';

const HintTooltip = lazy(async () => ({ default: (await import('./hint-tooltip')).HintTooltip }));

type HandlerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
};

type HoverHintProps = Omit<TooltipProps, 'children' | 'target' | 'opened'> & {
  /** One element that takes the pointer and focus handlers; it keeps its place in the tree. */
  children: ReactElement<HandlerProps>;
};

/**
 * Mantine's Tooltip, fetched when the hint is first wanted: the tooltip and its positioning code (Floating
 * UI, some 18 KB as served) stay out of the first load of the pages whose header carries a hint. The tooltip
 * is a sibling aimed at the element (Tooltip's `target`), so the element is never re-mounted and keeps focus.
 */
export function HoverHint({ children, openDelay = 0, ...tooltip }: HoverHintProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [wantedBy, setWantedBy] = useState<'pointer' | 'focus' | null>(null);
  const [delayPassed, setDelayPassed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const aimAt = useCallback(
    (wrapper: HTMLSpanElement | null) =>
      setTarget((wrapper?.firstElementChild as HTMLElement | null) ?? null),
    [],
  );

  useEffect(() => {
    if (wantedBy !== 'pointer') return;
    const timer = setTimeout(() => setDelayPassed(true), openDelay);
    return () => clearTimeout(timer);
  }, [wantedBy, openDelay]);

  const want = (by: 'pointer' | 'focus') => {
    setLoaded(true);
    setWantedBy(by);
  };
  const dismiss = () => {
    setWantedBy(null);
    setDelayPassed(false);
  };
  const own = children.props;
  const element = cloneElement(children, {
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      want('pointer');
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      dismiss();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      want('focus');
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      dismiss();
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event);
      if (event.key === 'Escape') dismiss();
    },
  } satisfies HandlerProps);
  const opened = wantedBy === 'focus' || (wantedBy === 'pointer' && delayPassed);
  return (
    <>
      {/* A wrapper the browser lays out as if absent; the tooltip is aimed at the element inside it. */}
      <span ref={aimAt} style={{ display: 'contents' }}>
        {element}
      </span>
      {loaded && target && (
        <Suspense fallback={null}>
          <HintTooltip {...tooltip} target={target} opened={opened} />
        </Suspense>
      )}
    </>
  );
}
