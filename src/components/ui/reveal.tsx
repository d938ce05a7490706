import { type ReactNode, useEffect, useRef } from 'react';

interface RevealProps {
  children: ReactNode;
  className?: string;
  /** Share of the element that must be visible before it appears: 0.2 for content, 0.5 for product cards. */
  amount?: number;
  delay?: number;
  /** Seconds, 0.5 to 0.8. */
  duration?: number;
}

/**
 * The one scroll-in animation: fade and rise once, when enough of it is visible.
 * The markup is plain and visible (it paints before any script, and is what the
 * prerendered page shows); motion loads after first paint and only animates what is
 * still below the fold. Nothing moves under reduced motion.
 */
export function Reveal({ children, className, amount = 0.2, delay = 0, duration = 0.6 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (el.getBoundingClientRect().top < window.innerHeight) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    el.style.opacity = '0';
    el.style.transform = 'translateY(24px)';
    import('./reveal-engine.ts')
      .then(({ revealOnView }) => {
        if (!cancelled) stop = revealOnView(el, { amount, delay, duration });
      })
      .catch(() => {
        el.style.opacity = '';
        el.style.transform = '';
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [amount, delay, duration]);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
