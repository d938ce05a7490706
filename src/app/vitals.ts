/**
 * Real-user timing, off by default: with VITE_VITALS_ENDPOINT set at build time, web-vitals
 * loads once the page is idle and each metric is sent with navigator.sendBeacon. Without it,
 * nothing loads and nothing is sent.
 */
export function startVitals(endpoint: string | undefined = import.meta.env.VITE_VITALS_ENDPOINT): boolean {
  if (!endpoint || typeof navigator.sendBeacon !== 'function') return false;
  const start = () => {
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const send = (metric: { name: string; value: number; id: string; rating: string }) => {
        const body = JSON.stringify({ name: metric.name, value: metric.value, id: metric.id, rating: metric.rating, page: location.hash || '#/' });
        navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
      };
      onCLS(send);
      onFCP(send);
      onINP(send);
      onLCP(send);
      onTTFB(send);
    });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 2000);
  return true;
}
