import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * After following a link, screen-reader and keyboard users start at the new page's content instead of
 * wherever the old focus was; the first render leaves focus alone.
 */
export function useFocusMainOnNavigation(mainId: string): void {
  const pathname = useLocation({ select: (location) => location.pathname });
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
