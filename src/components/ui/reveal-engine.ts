/**
 * The scroll-in reveal for every element on the page: one IntersectionObserver and a CSS
 * transition (app.css, `[data-reveal]`), so a page of a thousand cards costs a thousand
 * `observe` calls and nothing more: no animation library, no timer and no layout read per
 * element.
 *
 * An element is hidden only if the observer's first report finds it wholly below the viewport,
 * which is never a visible change: what is on screen (or above it) when the page renders stays as
 * the HTML painted it. A hidden element fades and rises in once `amount` of it (or of the
 * viewport, for an element taller than that) is visible, then is forgotten.
 */
export interface RevealOptions {
  /** Share of the element that must be visible before it appears. */
  amount: number;
  /** Seconds. */
  delay: number;
  /** Seconds. */
  duration: number;
}

const pending = new Map<Element, RevealOptions>();
let observer: IntersectionObserver | null = null;

// Reports at every tenth, so any `amount` is caught within a tenth of its threshold.
const thresholds = Array.from({ length: 11 }, (_, i) => i / 10);

function onChange(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    const el = entry.target as HTMLElement;
    const options = pending.get(el);
    if (!options) continue;
    const viewport = entry.rootBounds?.height ?? window.innerHeight;
    if (el.dataset.reveal !== 'hidden') {
      // First report: on screen or above it stays as painted.
      if (entry.isIntersecting || entry.boundingClientRect.top < viewport) forget(el);
      else el.dataset.reveal = 'hidden';
      continue;
    }
    const enough = entry.intersectionRatio >= options.amount - 0.001 || entry.intersectionRect.height >= viewport * options.amount;
    if (entry.isIntersecting && enough) {
      el.style.setProperty('--reveal-delay', `${options.delay}s`);
      el.style.setProperty('--reveal-duration', `${options.duration}s`);
      el.dataset.reveal = 'shown';
      forget(el);
    }
  }
}

function forget(el: Element) {
  pending.delete(el);
  observer?.unobserve(el);
  // Nothing left to reveal: let the observer go (the next element starts a new one).
  if (pending.size === 0) {
    observer?.disconnect();
    observer = null;
  }
}

/** Starts watching an element; returns the function that stops (and shows it, if it was hidden). */
export function observeReveal(el: HTMLElement, options: RevealOptions): () => void {
  if (typeof IntersectionObserver === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return () => {};
  observer ??= new IntersectionObserver(onChange, { threshold: thresholds });
  pending.set(el, options);
  observer.observe(el);
  return () => {
    forget(el);
    if (el.dataset.reveal === 'hidden') delete el.dataset.reveal;
  };
}

/** How many elements wait to be revealed (for tests). */
export function pendingReveals(): number {
  return pending.size;
}
