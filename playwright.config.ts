import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it with "apt-get install -y chromium" (Debian/Ubuntu) or set CHROME_PATH to a Chrome or Chromium binary.`,
  );
}

// When this run began, for what is built once per run (tests/e2e/fixture-site.ts); the workers inherit it.
process.env.E2E_RUN_STARTED ??= String(Date.now());

const port = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'tsx scripts/serve.ts',
    url: `http://localhost:${port}`,
    // Its own database; no rate limit nor fill-time check: the suite sends many enquiries from one
    // address, quickly (tests/e2e/sales-desk.spec.ts starts a server of its own with the defaults).
    env: {
      PORT: String(port),
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      ENQUIRY_LOG: process.env.ENQUIRY_LOG ?? '.data/e2e-enquiries.jsonl',
      // The tests' own database (tests/e2e/desk.spec.ts adds staff and enquiries to the same one).
      DATABASE_URL: process.env.DATABASE_URL ?? '.data/e2e-enquiries.db',
      // As behind a host's HTTPS proxy: X-Forwarded-Proto is believed (site.spec's HSTS check).
      TRUST_PROXY: '1',
      ENQUIRY_RATE_LIMIT: 'off',
      ENQUIRY_MIN_FILL_SECONDS: '0',
    },
    reuseExistingServer: !process.env.CI,
    // The server writes its compressed copies of the build before it listens (a few seconds; more on a busy machine).
    timeout: 120_000,
  },
});
