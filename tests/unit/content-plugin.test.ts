import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPlugin } from '../../scripts/content/vite-plugin.ts';

const dir = path.resolve('tests/.tmp', `plugin-${process.pid}`);

async function load(plugin: Plugin, id: string): Promise<string> {
  const hook = plugin.load as (this: unknown, id: string) => Promise<string>;
  return hook.call({ error: (m: string) => { throw new Error(m); } }, `\0${id}`);
}

beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.resolve('content'), dir, { recursive: true });
  // An editor swaps a drawing for a photo: one file and one path.
  await sharp({ create: { width: 1800, height: 600, channels: 3, background: { r: 15, g: 76, b: 104 } } }).png().toFile(path.join(dir, 'images/banners/about-photo.png'));
  const about = path.join(dir, 'pages/about.json');
  writeFileSync(about, readFileSync(about, 'utf8').replace('images/banners/about.svg', 'images/banners/about-photo.png'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('content plugin', () => {
  it('turns a photo into AVIF and WebP sources at widths up to its own, with its size', async () => {
    const code = await load(contentPlugin({ dir }), 'virtual:content/page/about');
    expect(code).toContain('?w=480;960;1600;1800&format=avif;webp;png&as=picture');
    expect(code).toMatch(/width: 1800, height: 600, sources: \[\{ type: 'image\/avif'/);
  });

  it('gives every drawing its intrinsic width and height', async () => {
    const code = await load(contentPlugin({ dir }), 'virtual:content/page/home');
    expect(code).toMatch(/slide-sourcing\.svg\?url/);
    expect(code).toMatch(/\{ src: img\d+_url, width: 1600, height: 900 \}/);
  });

  it("embeds the drawings of the icons a page names, and leaves editors' $schema behind", async () => {
    const code = await load(contentPlugin({ dir }), 'virtual:content/page/home');
    expect(code).toMatch(/"icon":\{"name":"eye","node":\[\["path",\{"d":"M2\.062/);
    expect(code).not.toContain('$schema');
  });

  it('serves the chrome icons as data', async () => {
    const code = await load(contentPlugin({ dir }), 'virtual:icons');
    expect(code).toMatch(/"menu": \[\["path"/);
  });

  it('refuses to serve content with problems, naming file and path', async () => {
    writeFileSync(path.join(dir, 'pages/about.json'), '{"title": 1}');
    const plugin = contentPlugin({ dir });
    await expect(load(plugin, 'virtual:content/site')).rejects.toThrow(/pages\/about\.json: title: expected string, received number/);
  });
});
