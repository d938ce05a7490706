import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after mount (or `timeoutMs` has passed), then true: for
 * code the first paint does not need, such as the carousel engine and the toaster.
 */
export function useIdle(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(done, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(done, Math.min(timeoutMs, 300));
    return () => clearTimeout(id);
  }, [timeoutMs]);
  return idle;
}
