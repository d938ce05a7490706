import { useEffect } from 'react';

let locks = 0;
let saved = '';

/** Keeps the page from scrolling while `active`; nested locks (overlay plus dialog) release in order. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (locks++ === 0) {
      saved = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    return () => {
      if (--locks === 0) document.body.style.overflow = saved;
    };
  }, [active]);
}
