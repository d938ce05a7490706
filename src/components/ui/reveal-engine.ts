import { inView } from 'motion';
import { animate } from 'motion/mini';

export function revealOnView(el: HTMLElement, { amount, delay, duration }: { amount: number; delay: number; duration: number }) {
  return inView(
    el,
    () => {
      void animate(el, { opacity: [0, 1], transform: ['translateY(24px)', 'translateY(0)'] }, { duration, delay, ease: 'easeOut' });
    },
    { amount },
  );
}
