/**
 * The web editor as the build ships it (dist/admin, for the GitHub backend), served by `npm start`
 * with the hosts' `_headers` semantics: its own policy applies, so it starts with no CSP violation;
 * search engines are kept out; the public site is untouched by it.
 */
import { expect, test } from '@playwright/test';

test('/admin/ loads under its own policy with no CSP violation, and is not for search engines', async ({ page }) => {
  const violations: string[] = [];
  const errors: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => void (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  const response = await page.goto('/admin/');
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  // One policy, the editor's: not the site's besides it (the hosts would join the two with a comma).
  expect(headers['content-security-policy']).toContain("'unsafe-eval'");
  expect(headers['content-security-policy']).not.toContain(',');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('the site keeps its own strict policy, and the sitemap and robots.txt do not name the editor', async ({ request }) => {
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).not.toContain('unsafe-eval');
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const asset = (await home.text()).match(/\.\/assets\/[\w.-]+\.js/)?.[0];
  if (asset) expect((await request.get(asset.slice(1))).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
  expect(await (await request.get('/robots.txt')).text()).not.toMatch(/^Allow: \/admin/m);
});
