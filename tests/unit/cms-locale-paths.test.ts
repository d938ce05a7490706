/**
 * Decap names the English file of a translated entry `x.en.json`; content/ names it `x.json`.
 * admin/locale-paths.ts renames between the two on the local backend's requests (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { rewriteRequest, rewriteResponse, toContentPath, toDecapPath } from '../../admin/locale-paths.ts';

const locales = ['en', 'ar', 'es', 'fr'];

describe("the editor's English file names", () => {
  it('maps x.json and x.en.json both ways, leaving translations and other files alone', () => {
    expect(toDecapPath('content/catalogue/api-products/paracetamol.json', locales, 'en')).toBe('content/catalogue/api-products/paracetamol.en.json');
    expect(toDecapPath('content/catalogue/api-products/paracetamol.fr.json', locales, 'en')).toBe('content/catalogue/api-products/paracetamol.fr.json');
    expect(toDecapPath('content/images/api/x.png', locales, 'en')).toBe('content/images/api/x.png');
    // A dot in a folder name is not a locale.
    expect(toDecapPath('content/pages/v1.ar/about.json', locales, 'en')).toBe('content/pages/v1.ar/about.en.json');
    expect(toContentPath('content/pages/about.en.json', 'en')).toBe('content/pages/about.json');
    expect(toContentPath('content/pages/about.ar.json', 'en')).toBe('content/pages/about.ar.json');
  });

  it('a save writes the English file under its own name and the translations beside it', () => {
    const { body } = rewriteRequest(
      { action: 'persistEntry', params: { dataFiles: [{ path: 'content/pages/about.en.json', raw: '{}' }, { path: 'content/pages/about.ar.json', raw: '{}' }] } },
      'en',
    );
    expect((body.params as { dataFiles: { path: string }[] }).dataFiles.map((f) => f.path)).toEqual(['content/pages/about.json', 'content/pages/about.ar.json']);
  });

  it("answers in Decap's names: a folder's English files get .en, a file asked for by its Decap name gets it back", () => {
    const listing = rewriteResponse('entriesByFolder', [{ data: '{}', file: { path: 'content/pages/about.json' } }, { data: '{}', file: { path: 'content/pages/about.ar.json' } }], new Map(), locales, 'en');
    expect((listing as { file: { path: string } }[]).map((e) => e.file.path)).toEqual(['content/pages/about.en.json', 'content/pages/about.ar.json']);
    const { body, renamed } = rewriteRequest({ action: 'getEntry', params: { path: 'content/pages/about.en.json' } }, 'en');
    expect((body.params as { path: string }).path).toBe('content/pages/about.json');
    expect(rewriteResponse('getEntry', { data: '{}', file: { path: 'content/pages/about.json' } }, renamed, locales, 'en')).toEqual({ data: '{}', file: { path: 'content/pages/about.en.json' } });
    // The site settings (a file collection, English only) keep their name.
    expect(rewriteResponse('entriesByFiles', [{ data: '{}', file: { path: 'content/site.json' } }], new Map(), locales, 'en')).toEqual([{ data: '{}', file: { path: 'content/site.json' } }]);
  });
});
