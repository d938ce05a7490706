import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { chooseSiteUrl, isLocalAddress, LOCAL_SITE_URL } from '../../scripts/site-url.ts';

describe('SITE_URL', () => {
  it('a deploy build refuses to go on without it, in one line that names the variable and says how to set it', () => {
    const choice = chooseSiteUrl({}, { deploy: true });
    expect(choice.ok).toBe(false);
    if (choice.ok) return;
    expect(choice.error.split('\n')).toHaveLength(1);
    expect(choice.error).toMatch(/^SITE_URL is not set/);
    expect(choice.error).toContain('SITE_URL=https://');
  });

  it('a deploy build refuses a local address, and an address that is not http(s)', () => {
    for (const SITE_URL of ['http://localhost:4173', 'http://127.0.0.1:8080/', 'ftp://www.example.com']) {
      const choice = chooseSiteUrl({ SITE_URL }, { deploy: true });
      expect(choice.ok, SITE_URL).toBe(false);
    }
  });

  it("on Netlify a deploy build takes the site's main address (URL) when SITE_URL is not set; SITE_URL wins", () => {
    expect(chooseSiteUrl({ NETLIFY: 'true', URL: 'https://trade.netlify.app' }, { deploy: true })).toEqual({ ok: true, siteUrl: 'https://trade.netlify.app/' });
    expect(chooseSiteUrl({ NETLIFY: 'true', URL: 'https://trade.netlify.app', SITE_URL: 'https://www.trade.example' }, { deploy: true })).toEqual({
      ok: true,
      siteUrl: 'https://www.trade.example/',
    });
    // URL alone, outside Netlify, is some other tool's variable.
    expect(chooseSiteUrl({ URL: 'https://elsewhere.example' }, { deploy: true }).ok).toBe(false);
  });

  it('a plain build (npm start, the tests) keeps the local default and warns', () => {
    const choice = chooseSiteUrl({}, { deploy: false });
    expect(choice).toMatchObject({ ok: true, siteUrl: `${LOCAL_SITE_URL}/` });
    expect(choice.ok && choice.warning).toMatch(/SITE_URL is not set/);
    expect(chooseSiteUrl({ SITE_URL: 'https://www.example.com/shop' }, { deploy: false })).toEqual({ ok: true, siteUrl: 'https://www.example.com/shop/' });
  });

  it('knows a local address when it sees one', () => {
    expect(['http://localhost:4173/', 'http://shop.localhost/', 'http://127.0.0.1/', 'http://[::1]:80/', 'http://0.0.0.0/'].map(isLocalAddress)).toEqual([true, true, true, true, true]);
    expect(isLocalAddress('https://www.example.com/')).toBe(false);
  });

  it('npm run build -- --deploy without SITE_URL exits 1 with that line, before building anything', () => {
    const env = { ...process.env, SITE_URL: '', NETLIFY: '', DIST_DIR: 'tests/.tmp/never-built' };
    const run = spawnSync('npm', ['run', '-s', 'build', '--', '--deploy'], { encoding: 'utf8', env });
    expect(run.status).toBe(1);
    const refused = chooseSiteUrl({}, { deploy: true }) as { ok: false; error: string };
    // npm's own warning about its config is not ours.
    expect(run.stderr.trim().split('\n').filter((l) => !/Unknown user config/.test(l))).toEqual([refused.error]);
    expect(run.stdout).not.toContain('Content OK');
  }, 60_000);
});
