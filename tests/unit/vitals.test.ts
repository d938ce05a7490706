import { afterEach, describe, expect, it, vi } from 'vitest';
import { startVitals } from '../../src/app/vitals.ts';

vi.mock('web-vitals', () => {
  const report = (name: string, value: number) => (send: (m: { name: string; value: number; id: string; rating: string }) => void) =>
    send({ name, value, id: `v-${name}`, rating: 'good' });
  return { onCLS: report('CLS', 0.001), onFCP: report('FCP', 900), onINP: report('INP', 80), onLCP: report('LCP', 1500), onTTFB: report('TTFB', 120) };
});

afterEach(() => {
  vi.useRealTimers();
});

describe('real-user timing', () => {
  it('loads nothing and sends nothing without an endpoint', () => {
    const beacon = vi.fn();
    Object.assign(navigator, { sendBeacon: beacon });
    expect(startVitals(undefined)).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends each metric to the endpoint with sendBeacon once the page is idle', async () => {
    vi.useFakeTimers();
    const beacon = vi.fn(() => true);
    Object.assign(navigator, { sendBeacon: beacon });
    expect(startVitals('https://metrics.example.com/vitals')).toBe(true);
    expect(beacon).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(beacon).toHaveBeenCalledTimes(5));
    const [url, body] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('https://metrics.example.com/vitals');
    expect(JSON.parse(await body.text())).toMatchObject({ name: 'CLS', value: 0.001, rating: 'good' });
  });
});
