import { type ReactNode, useEffect, useRef } from 'react';
import { observeReveal } from './reveal-engine.ts';

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
 * prerendered page shows); only what is still below the fold when the page renders is
 * hidden, to fade in as it is scrolled to. One shared observer and a CSS transition do the
 * work (reveal-engine.ts), so a grid of many cards costs no more than a few. Nothing moves
 * under reduced motion.
 */
export function Reveal({ children, className, amount = 0.2, delay = 0, duration = 0.6 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    return el ? observeReveal(el, { amount, delay, duration }) : undefined;
  }, [amount, delay, duration]);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
