/**
 * A tap is never lost (issue 27, item 9). While the app adopts a static page, a section whose code
 * has not arrived keeps its static markup; a tap on one of its buttons did nothing (before the app
 * starts there is no handler; after, React cannot hydrate the section for the click and drops it,
 * stopping its propagation). This part of the page's inline loader (deferred-app.ts) records such
 * taps; the app replays them once their section is live (src/components/ui/tap-replay.tsx).
 *
 * On the way down (capture, at the window, before React's own listener), a tap on a button of the
 * static page is put in the queue and the button marked busy (`aria-busy`, styled in app.css), so it
 * is visibly waiting rather than dead. On the way back up, a tap that reached the window once the
 * app is ready was handled by the app: it is taken off the queue. A tap before the app is ready, or
 * one React stopped, stays queued. Replays are untrusted clicks, which the recorder ignores.
 *
 * Only `type="button"` buttons: a submit button posts the static form natively, as it does without
 * script. ES5, like the rest of the loader; its hash is in the Content Security Policy with it.
 */
export const TAP_QUEUE = '__pendingTaps';

export const tapRecorderScript = [
  '(function(){',
  `var w=window,q=w.${TAP_QUEUE}=[];`,
  "function b(e){var t=e.target;return e.isTrusted&&t&&t.closest&&t.closest('#prerendered button[type=button]')}",
  "w.addEventListener('click',function(e){var x=b(e);if(x&&q.indexOf(x)<0){q.push(x);x.setAttribute('aria-busy','true')}},true);",
  "w.addEventListener('click',function(e){var x=b(e),i=q.indexOf(x);if(x&&i>=0&&document.documentElement.hasAttribute('data-app-ready')){q.splice(i,1);x.removeAttribute('aria-busy')}});",
  '})();',
].join('');
