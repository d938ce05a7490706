/**
 * The GitHub editor (dist/admin) stamps a translation it saves with hashes of its English
 * (scripts/cms/translation-save.ts) through a browser stand-in for node:crypto: its hashes must be
 * the ones `npm run content:translations -- --stamp` writes, or every such field would read stale.
 */
import { createHash as nodeHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHash } from '../../admin/shims/node-builtins.ts';

describe("the browser editor's sha256", () => {
  it("gives Node's hashes for empty, short, block-edge and long texts, Arabic and emoji included", () => {
    const texts = ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'b'.repeat(64), 'c'.repeat(1000), 'باراسيتامول', 'Paracétamol — 😀', 'x'.repeat(100_000)];
    for (const text of texts) expect(createHash('sha256').update(text).digest('hex'), text.slice(0, 20)).toBe(nodeHash('sha256').update(text, 'utf8').digest('hex'));
  });
});
