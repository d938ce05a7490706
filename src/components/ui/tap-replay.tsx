import { useLayoutEffect } from 'react';

/**
 * The app's half of "a tap is never lost" (issue 27, item 9): the page's inline loader queues the taps
 * on static buttons that nothing handled (scripts/vite/tap-recorder.ts, the window's `__pendingTaps`);
 * here each is clicked again. A click on a button that is now live reaches the window (the app
 * handled it) and leaves the queue; one whose section is still waiting for its code is stopped by
 * React again and stays queued for the next section that goes live. A button no longer on the page
 * (the app drew the page anew) is dropped.
 */
export function replayTaps(): void {
  const queue = (window as unknown as { __pendingTaps?: HTMLElement[] }).__pendingTaps;
  if (!queue?.length) return;
  for (const button of [...queue]) {
    let reached = !button.isConnected;
    if (!reached) {
      const mark = () => {
        reached = true;
      };
      window.addEventListener('click', mark, { once: true });
      button.click();
      window.removeEventListener('click', mark);
    }
    if (reached) {
      queue.splice(queue.indexOf(button), 1);
      button.removeAttribute('aria-busy');
    }
  }
}

/**
 * Rendered last inside a section's Suspense boundary: its layout effect runs when the section is
 * live (adopted with its code, or drawn), and replays the taps waiting for it. After the commit,
 * not in it: a click's handlers update state.
 */
export function TapReplay() {
  useLayoutEffect(() => {
    const timer = setTimeout(replayTaps, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
