import { CatchBoundary } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

interface RefetchingLazyViews<Props> {
  /** Shown while the code is on its way. */
  loading: (props: Props) => ReactNode;
  /** Shown when the code cannot arrive (offline). */
  failed: (props: Props) => ReactNode;
}

/**
 * A component whose code is fetched when it first shows. If the fetch fails, `failed` shows in its place,
 * and the next time it is mounted the code is fetched again: React keeps a failed lazy component failed, so
 * each failure makes a new one.
 */
export function refetchingLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  views: RefetchingLazyViews<Props>,
): ComponentType<Props> {
  const fetchOnRender = () => lazy(async () => ({ default: await load() }));
  let Loaded = fetchOnRender();
  return function RefetchingLazy(props: Props) {
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
