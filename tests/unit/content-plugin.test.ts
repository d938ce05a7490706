import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPlugin } from '../../scripts/content/vite-plugin.ts';

const dir = path.resolve('tests/.tmp', `plugin-${process.pid}`);

const emittedFiles: string[] = [];

async function load(plugin: Plugin, id: string): Promise<string> {
  const hook = plugin.load as (this: unknown, id: string) => Promise<string>;
  const context = {
    error: (m: string) => {
      throw new Error(m);
    },
    emitFile: (file: { name: string }) => {
      emittedFiles.push(file.name);
      return `ref${emittedFiles.length}`;
    },
  };
  return hook.call(context, `\0${id}`);
}

function serve(plugin: Plugin): Plugin {
  (plugin.configResolved as (c: { command: string }) => void)({ command: 'serve' });
  return plugin;
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

  it('emits every drawing as an asset named by URL in the module, with its intrinsic width and height', async () => {
    emittedFiles.length = 0;
    const code = await load(contentPlugin({ dir }), 'virtual:content/page/home');
    expect(emittedFiles).toContain('slide-sourcing.svg');
    expect(code).toMatch(/\{ src: import\.meta\.ROLLUP_FILE_URL_ref\d+, width: 1600, height: 900 \}/);
    expect(code).not.toContain('?url');
  });

  it('points the dev server at the drawing itself', async () => {
    const code = await load(serve(contentPlugin({ dir })), 'virtual:content/page/home');
    expect(code).toContain(`{ src: "/@fs${path.join(dir, 'images/home/slide-sourcing.svg')}", width: 1600, height: 900 }`);
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
