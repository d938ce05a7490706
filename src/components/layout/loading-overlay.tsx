import { useScrollLock } from '../ui/use-scroll-lock.ts';

/** Full-screen logo overlay while a page's code or content is on its way; the page behind does not scroll. */
export function LoadingOverlay({ delayMs = 0 }: { delayMs?: number }) {
  useScrollLock(true);
  return (
    <div
      role="status"
      aria-label="Loading"
      className="fixed inset-0 z-50 grid place-items-center bg-surface/90 backdrop-blur-sm"
      style={delayMs ? { animation: `fade-in 200ms ease-out ${delayMs}ms both` } : undefined}
    >
      <div className="flex flex-col items-center gap-4">
        <span className="relative grid size-16 place-items-center">
          <span className="absolute inset-0 animate-spin rounded-full border-4 border-brand-tint border-t-brand motion-reduce:animate-none" />
          <span className="size-3 rounded-full bg-accent" />
        </span>
        <span className="text-sm font-medium text-ink-muted">Loading…</span>
      </div>
    </div>
  );
}
