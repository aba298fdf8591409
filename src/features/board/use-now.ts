import { useEffect, useState } from 'react';

/** The time now, on the server's clock when given its skew, ticking every `everyMs`. */
export function useNow(clockSkewMs = 0, everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now + clockSkewMs;
}
