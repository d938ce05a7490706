import { useEffect, useState } from 'react';
import { useScrollLock } from '../ui/use-scroll-lock.ts';
import { useUi } from '../i18n/use-ui.ts';
import { common as enCommon } from 'virtual:ui/en/common';

/**
 * Full-screen logo overlay while a page's code or content is on its way; the page behind does not
 * scroll. With a delay (navigations), nothing is drawn, locked or blocked until the delay has
 * passed: most pages arrive sooner, and a quick one must not make the scrollbar jump or eat a click.
 */
export function LoadingOverlay({ delayMs = 0 }: { delayMs?: number }) {
  const ui = useUi({ common: enCommon });
  const [shown, setShown] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  useScrollLock(shown);
  if (!shown) return null;
  return (
    <div role="status" aria-label={ui.common.loading.replace(/…$/, '')} className="fixed inset-0 z-50 grid place-items-center bg-surface/90 backdrop-blur-sm motion-safe:animate-[fade-in_200ms_ease-out_both]">
      <div className="flex flex-col items-center gap-4">
        <span className="relative grid size-16 place-items-center">
          <span className="absolute inset-0 animate-spin rounded-full border-4 border-brand-tint border-t-brand motion-reduce:animate-none" />
          <span className="size-3 rounded-full bg-accent" />
        </span>
        <span className="text-sm font-medium text-ink-muted">{ui.common.loading}</span>
      </div>
    </div>
  );
}
