import { CatchBoundary } from '@tanstack/react-router';
import { useAfterFirstPaint } from '@/lib/after-next-paint';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

interface RefetchingLazyViews<Props> {
  /** Shown while the code is on its way. */
  loading: (props: Props) => ReactNode;
  /** Shown when the code cannot arrive (offline). */
  failed: (props: Props) => ReactNode;
}

interface RefetchingLazyOptions {
  /**
   * Fetch the code only once the page around it has been painted and the page's own work after that paint
   * is done, with `loading` standing in until then: for a part of a page's first screen, so the page's first
   * paint neither waits for it nor shares the network with it. (Just after the paint was not enough: the
   * request started a few milliseconds before the paint reached the screen.) A part opened by a click (a
   * dialog) is fetched at once.
   */
  afterPaint?: boolean;
}

/**
 * A component whose code is fetched when it first shows (or once it has been painted, see `afterPaint`). If
 * the fetch fails, `failed` shows in its place, and the next time it is mounted the code is fetched again:
 * React keeps a failed lazy component failed, so each failure makes a new one.
 */
export function refetchingLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  views: RefetchingLazyViews<Props>,
  { afterPaint = false }: RefetchingLazyOptions = {},
): ComponentType<Props> {
  let arrived = false;
  const fetchOnRender = () =>
    lazy(async () => {
      const component = await load();
      arrived = true;
      return { default: component };
    });
  let Loaded = fetchOnRender();
  return function RefetchingLazy(props: Props) {
    const painted = useAfterFirstPaint(afterPaint && !arrived, 'idle');
    if (!painted) return views.loading(props);
    return (
      <CatchBoundary
        getResetKey={() => 0}
        onCatch={() => (Loaded = fetchOnRender())}
        errorComponent={() => views.failed(props)}
      >
        <Suspense fallback={views.loading(props)}>
          <Loaded {...props} />
        </Suspense>
      </CatchBoundary>
    );
  };
}
