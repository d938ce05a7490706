/**
 * The web editor's Decap configuration comes from the zod schemas (through their public JSON
 * Schema) and the content folder: every collection, every section type, and a schema change with
 * no hand edit (scripts/cms/decap-config.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decapConfig, humanize, type DecapCollection, type DecapField } from '../../scripts/cms/decap-config.ts';
import { cmsConfig, cmsInput, jsonSchemaOf, pageFolders } from '../../scripts/cms/sources.ts';
import { kinds } from '../../src/content/collections.ts';
import { translationLocale } from '../../src/content/translation.ts';
import { pageSchema } from '../../src/content/page.ts';
import { sectionSchema } from '../../src/content/section.ts';
import { defineSection } from '../../src/content/define-section.ts';
import { asText } from '../../src/content/primitives.ts';
import { contentDir } from './content-dirs.ts';
import { apiProductKinds } from '../../src/content/catalogue/api-product/schema.ts';

const repo = path.dirname(contentDir);
const localBackend = { kind: 'local', localUrl: 'http://localhost:8081/api/v1' } as const;
/** The local editor, with its translations side by side (the default). */
const local = cmsConfig(contentDir, repo, localBackend);
/** The editor with translations side by side turned off (CMS_TRANSLATIONS=0, scripts/cms/sources.ts): English files only. */
function englishOnly(backend: Parameters<typeof cmsConfig>[2]) {
  process.env.CMS_TRANSLATIONS = '0';
  try {
    return cmsConfig(contentDir, repo, backend);
  } finally {
    delete process.env.CMS_TRANSLATIONS;
  }
}
const root = path.basename(contentDir);
const byName = (name: string) => local.collections.find((c) => c.name === name) as DecapCollection | undefined;
const field = (fields: DecapField[] | undefined, name: string) => fields?.find((f) => f.name === name);
const sectionTypes = sectionSchema.options.map((o) => String(o.shape.type.value));

describe('the editor lists English files, not their translations', () => {
  it('with CMS_TRANSLATIONS=0 the local editor is English only', () => {
    const plain = englishOnly(localBackend);
    expect('i18n' in plain).toBe(false);
    const folders = plain.collections.filter((c) => c.folder);
    expect(folders.length).toBeGreaterThan(0);
    for (const collection of folders) expect(collection.filter, collection.name).toEqual({ field: '$schema', value: field(collection.fields, '$schema')?.default });
  });


  it('without translations side by side (CMS_TRANSLATIONS=0), filters every folder collection on the "$schema" line each English file has and no translation has', () => {
    const english = englishOnly({ kind: 'github', repo: 'company/site' });
    const folders = english.collections.filter((c) => c.folder);
    expect(folders.length).toBeGreaterThan(0);
    let translations = 0;
    for (const collection of folders) {
      // The value it filters on is the one the editor writes into the files it makes.
      expect(collection.filter, collection.name).toEqual({ field: '$schema', value: field(collection.fields, '$schema')?.default });
      const dir = path.join(repo, collection.folder!);
      for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
        const data = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>;
        const listed = data[collection.filter!.field] === collection.filter!.value;
        if (translationLocale(name)) translations++;
        expect(listed, `${collection.folder}/${name}`).toBe(translationLocale(name) === null);
      }
    }
    // The fixture has translations, so the test sees both sides.
    expect(translations).toBeGreaterThan(0);
  });
});

describe('the editor configuration follows the schemas', () => {
  it('has site.json, a collection for every page folder, one per catalogue kind and the launch checklist', () => {
    expect(byName('site')?.files?.[0]?.file).toBe(`${root}/site.json`);
    const folders = pageFolders(contentDir);
    expect(folders).toContain('');
    for (const folder of folders) {
      const collection = byName(folder ? `pages-${folder.replace(/\//g, '-')}` : 'pages');
      expect(collection?.folder, folder).toBe(`${root}/pages${folder ? `/${folder}` : ''}`);
      expect(collection?.create).toBe(true);
    }
    for (const kind of Object.keys(kinds)) {
      const collection = byName(kind);
      expect(collection?.folder).toBe(`${root}/catalogue/${kind}`);
      expect(collection?.create).toBe(true);
      expect(collection?.delete).toBe(false);
      expect(collection?.format).toBe('tidy-json');
    }
    expect(byName('launch')?.files?.[0]?.fields[0]?.widget).toBe('launch-checklist');
  });

  it('offers every section type, keyed by "type"', () => {
    const sections = field(byName('pages')?.fields, 'sections');
    expect(sections?.widget).toBe('list');
    expect(sections?.typeKey).toBe('type');
    expect(sections?.types?.map((t) => t.name)).toEqual(sectionTypes);
    // The type key is Decap's to write, never a field of its own.
    for (const type of sections?.types ?? []) expect(field(type.fields, 'type'), type.name).toBeUndefined();
  });

  it('takes labels, hints, required fields, selects and patterns from the schema', () => {
    const api = byName('api-products');
    expect(api?.identifier_field).toBe('productName');
    const cas = field(api?.fields, 'casNumber');
    expect(cas).toMatchObject({ label: 'CAS number', widget: 'string', required: true });
    expect(cas?.pattern?.[0]).toBe(String((jsonSchemaOf(kinds['api-products'].schema).properties as Record<string, { pattern: string }>).casNumber?.pattern));
    expect(cas?.hint).toMatch(/check digit/);
    expect(field(api?.fields, 'kind')).toMatchObject({ widget: 'select', options: apiProductKinds.map((kind) => ({ label: humanize(kind), value: kind })) });
    expect(field(api?.fields, 'kind')?.options?.[0]).toEqual({ label: 'API', value: 'api' });
    expect(field(api?.fields, 'density')?.required).toBe(false);
    expect(field(api?.fields, 'pharmacopoeia')).toMatchObject({ widget: 'select', multiple: true });
    // An optional object's required parts are not asked for until it is filled in: the check judges them.
    expect(field(field(api?.fields, 'image')?.fields, 'src')).toMatchObject({ widget: 'image', required: false });
    expect(field(api?.fields, '$schema')).toMatchObject({ widget: 'hidden', default: '../../.schemas/api-product.json' });
    expect(field(byName('pages-business')?.fields, '$schema')?.default).toBe('../../.schemas/page.json');
  });

  it('stores uploads in the folder the field names, under names the check accepts', () => {
    const banner = field(field(field(byName('pages')?.fields, 'banner')?.fields, 'image')?.fields, 'src');
    expect(banner).toMatchObject({ widget: 'image', media_folder: `/${root}/images/{{filename}}`, public_folder: 'images/{{filename}}' });
    expect(local.slug).toEqual({ encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' });
  });

  it('publishes locally straight to the working tree, and on GitHub through pull requests', () => {
    expect(local.local_backend).toEqual({ url: 'http://localhost:8081/api/v1' });
    expect(local).not.toHaveProperty('publish_mode');
    const github = cmsConfig(contentDir, repo, { kind: 'github', repo: 'company/site', baseUrl: 'https://auth.example.org' });
    expect(github.backend).toMatchObject({ name: 'github', repo: 'company/site', base_url: 'https://auth.example.org' });
    expect(github).toMatchObject({ publish_mode: 'editorial_workflow' });
    expect(github).not.toHaveProperty('local_backend');
  });

  it('follows a schema change with no hand edit: a new field and a new section type appear', () => {
    const input = cmsInput(contentDir, repo, { kind: 'local' });
    const before = decapConfig(input);
    const kind = input.kinds[0]!;
    const changed = kinds[kind.name as keyof typeof kinds].schema.extend({
      shelfLifeMonths: z.int().min(1).optional().meta({ description: 'Months the product keeps in its sealed pack.' }),
    });
    const bannerSection = defineSection('announcement', { heading: z.string().min(1).meta({ description: 'What is new.' }) }).meta({ description: 'A short announcement.' });
    const page = pageSchema.extend({ sections: z.array(z.discriminatedUnion('type', [...sectionSchema.options, bannerSection])) });
    const after = decapConfig({ ...input, kinds: [{ ...kind, schema: jsonSchemaOf(changed) }, ...input.kinds.slice(1)], page: jsonSchemaOf(page) });

    const fieldsOf = (config: typeof before, name: string) => (config.collections.find((c) => c.name === name) as DecapCollection).fields;
    expect(field(fieldsOf(before, kind.name), 'shelfLifeMonths')).toBeUndefined();
    expect(field(fieldsOf(after, kind.name), 'shelfLifeMonths')).toMatchObject({
      label: 'Shelf life months',
      widget: 'number',
      value_type: 'int',
      min: 1,
      required: false,
      hint: 'Months the product keeps in its sealed pack.',
    });
    const types = field(fieldsOf(after, 'pages'), 'sections')?.types;
    expect(types?.map((t) => t.name)).toEqual([...sectionTypes, 'announcement']);
    expect(types?.at(-1)).toMatchObject({ label: 'Announcement', hint: 'A short announcement.' });
    expect(types?.at(-1)?.fields).toContainEqual(expect.objectContaining({ name: 'heading', widget: 'string', required: true, hint: 'What is new.' }));
  });

  it("declares Decap's i18n, and which fields are translated comes from the schemas' text registry: text is, a CAS number is not", () => {
    expect(local).toMatchObject({ i18n: { structure: 'multiple_files', locales: ['en', 'ar', 'es', 'fr'], default_locale: 'en' } });
    const api = local.collections.find((c) => c.name === 'api-products') as DecapCollection;
    expect(api.i18n).toBe(true);
    expect(field(api.fields, 'description')?.i18n).toBe(true);
    // A name a translation may give (asText 'name'), still text.
    expect(field(api.fields, 'productName')?.i18n).toBe(true);
    for (const name of ['casNumber', 'chemicalFormula', 'molecularWeight', 'smiles', 'kind', '$schema']) expect(field(api.fields, name)?.i18n, name).toBe(false);
    // The check's summary is drawn in each language's form, about that language's file (admin/content-check-widget.tsx).
    expect(field(api.fields, '__check')?.i18n).toBe(true);
    expect(field(field(api.fields, 'image')?.fields, 'src')?.i18n).toBe(false);
    expect(field(field(api.fields, 'image')?.fields, 'alt')?.i18n).toBe(true);
    // A list holding text is translated; its codes inside are not.
    const documents = field(api.fields, 'documents');
    expect(documents?.i18n).toBe(true);
    expect(field(documents?.fields, 'file')?.i18n).toBe(false);
  });

  it('follows the registry, not field names: a field newly marked as text is translated, the same field unmarked is not', () => {
    const plain = cmsInput(contentDir, repo, { kind: 'local' });
    // As scripts/cms/sources.ts gives it.
    const input = { ...plain, i18n: { locales: ['en', 'ar', 'es', 'fr'], defaultLocale: 'en', structure: 'multiple_files' as const } };
    const kind = input.kinds[0]!;
    const base = kinds[kind.name as keyof typeof kinds].schema;
    const withText = base.extend({ grownIn: asText(z.string().min(1)).optional() });
    const withCode = base.extend({ grownIn: z.string().min(1).optional() });
    const fieldIn = (schema: z.ZodType) => field((decapConfig({ ...input, kinds: [{ ...kind, schema: jsonSchemaOf(schema) }] }).collections.find((c) => c.name === kind.name) as DecapCollection).fields, 'grownIn');
    expect(fieldIn(withText)?.i18n).toBe(true);
    expect(fieldIn(withCode)?.i18n).toBe(false);
  });

  it('the GitHub editor has the translations side by side too (admin/locale-paths.ts renames its files as the local one\'s), and lists no translation as an entry of its own', () => {
    const github = cmsConfig(contentDir, repo, { kind: 'github', repo: 'company/site' });
    expect(github).toMatchObject({ i18n: { structure: 'multiple_files', locales: ['en', 'ar', 'es', 'fr'], default_locale: 'en' } });
    const api = github.collections.find((c) => c.name === 'api-products') as DecapCollection;
    expect(api.i18n).toBe(true);
    expect(api).not.toHaveProperty('filter');
    expect(field(api.fields, 'description')?.i18n).toBe(true);
  });

  it('site.json stays English only in the form: Decap allows translations of a file collection in one file only', () => {
    const site = local.collections.find((c) => c.name === 'site') as DecapCollection;
    expect(site).not.toHaveProperty('i18n');
    expect(site.files?.[0]).not.toHaveProperty('i18n');
  });
});
