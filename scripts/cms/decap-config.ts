/**
 * The web editor's Decap CMS configuration, generated from the content's JSON Schemas (the
 * public `z.toJSONSchema` output of the zod schemas, as content/.schemas is), never written by
 * hand: a new section type or field appears in the editor with no other change.
 *
 * Pure: the caller (scripts/cms/sources.ts) reads the schemas and the page folders.
 */
import { REVIEW_FIELD } from './mark-reviewed.ts';

export type JsonSchema = { [key: string]: unknown };

/** A Decap field, as its configuration reference describes it (only what this generator writes). */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  /**
   * The key may be left out of the file (the JSON Schema does not require it): the editor drops
   * it when it is emptied in the form, rather than writing "" (admin/entry-data.ts).
   */
  optional?: boolean;
  default?: unknown;
  pattern?: [string, string];
  options?: (string | number | { label: string; value: string | number })[];
  multiple?: boolean;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  fields?: DecapField[];
  field?: DecapField;
  types?: DecapField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  minimize_collapsed?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  /** Decap's per-field translation setting: true (translated side by side), false (English only, not in translations). */
  i18n?: 'translate' | 'duplicate' | 'none' | boolean;
}

export interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  files?: { name: string; label: string; file: string; fields: DecapField[]; description?: string; i18n?: boolean }[];
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  editor?: { preview: boolean };
  fields?: DecapField[];
  i18n?: boolean;
  /** Entries whose `field` holds `value` (Decap's filtered folder collection). */
  filter?: { field: string; value: string };
}

export interface KindSource {
  /** Folder under content/catalogue, and the collection's name. */
  name: string;
  schema: JsonSchema;
  /** The field the entry's file name follows (the check's rule); "title" where the file name is the key. */
  identifierField: string;
  /** File name of its JSON Schema in content/.schemas, without ".json". */
  schemaFile: string;
}

export interface BackendOptions {
  /** "local": decap-server on the working tree; "github": the GitHub backend, every save a pull request. */
  kind: 'local' | 'github';
  /** owner/name, for the GitHub backend. */
  repo?: string;
  branch?: string;
  /** The OAuth client's address (Netlify's, or a small worker of your own), for the GitHub backend. */
  baseUrl?: string;
  authEndpoint?: string;
  /** Where decap-server listens, for the local backend. */
  localUrl?: string;
}

export interface I18nOptions {
  locales: string[];
  defaultLocale: string;
  structure: 'multiple_files' | 'multiple_folders' | 'single_file';
}

export interface CmsConfigInput {
  /** The content folder as Decap sees it: relative to the repository root (decap-server's folder). */
  contentRoot: string;
  site: JsonSchema;
  page: JsonSchema;
  kinds: KindSource[];
  /** Folders of content/pages holding page files, relative to it ("" for pages/ itself), sorted. */
  pageFolders: string[];
  backend: BackendOptions;
  /** Translations side by side (Decap's i18n): each field's setting follows the schemas' `x-translate` marks. */
  i18n?: I18nOptions;
  /** The UI's word catalogues' collection (scripts/cms/ui-collection.ts), where the content folder has them. */
  ui?: DecapCollection;
}

/** The format every collection reads and writes: content/'s own JSON layout (admin/tidy-json.ts). */
export const CONTENT_FORMAT = 'tidy-json';

/**
 * A field the editor fills in before saving and the format never writes: the file name of a new
 * entry, by the check's own rule (Decap's slug rules differ: "Devil's claw" would be devils-claw).
 */
export const FILE_NAME_FIELD = '__fileName';

/** A collection of named files edited one by one, with no preview (the site settings, the UI's words, the launch checklist). */
export const FILES_COLLECTION = { format: CONTENT_FORMAT, extension: 'json', editor: { preview: false } };

/** The check's verdict on the entry, shown at the top of every form (admin/content-check-widget.tsx). */
export const CHECK_FIELD = '__check';

const isObject = (v: unknown): v is JsonSchema => !!v && typeof v === 'object' && !Array.isArray(v);

const ACRONYMS: Record<string, string> = {
  cas: 'CAS',
  smiles: 'SMILES',
  hs: 'HS',
  url: 'URL',
  id: 'ID',
  iec: 'IEC',
  gstin: 'GSTIN',
  rcmc: 'RCMC',
  duns: 'D-U-N-S',
  api: 'API',
  fmcg: 'FMCG',
  cta: 'Call to action',
  src: 'Picture',
  faq: 'FAQ',
};

/** "casNumber" is "CAS number", "hero-carousel" is "Hero carousel". */
export function humanize(name: string): string {
  const words = name
    .replace(/^\$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const out = words.map((w) => ACRONYMS[w] ?? w).join(' ');
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** Text fields that hold sentences get a multi-line box; the rest a one-line field. */
const LONG_TEXT = /^(description|text|intro|paragraphs|additionalInfo|note|summary|enquiryText|responseNote|specificationsNote|message)$/;

/** The field a list item is best named by in the list (Decap's collapsed-item summary). */
const SUMMARY_FIELDS = ['title', 'label', 'heading', 'name', 'productName', 'caption', 'quote', 'text', 'value', 'network', 'id'];

const IMAGE_PATTERN = /^\^images\\?\//;
const DOCUMENT_PATTERN = /^\^documents\\?\//;

/**
 * The JSON Schema key (written by scripts/cms/sources.ts from zod's `textFields` registry) that
 * marks a string as text: "prose" or "name" are translated, "no" (made from text but an id or a
 * number as written) is not, and an unmarked string (a code, a link, a path) is not either.
 */
export const TRANSLATE_KEY = 'x-translate';

/** Whether a schema node is, or holds, text a translation carries (the content check's rule: scripts/content/translations.ts). */
export function holdsText(node: unknown): boolean {
  if (!isObject(node)) return false;
  if (node[TRANSLATE_KEY] === 'prose' || node[TRANSLATE_KEY] === 'name') return true;
  const parts: unknown[] = [
    ...(isObject(node.properties) ? Object.values(node.properties) : []),
    node.items,
    node.additionalProperties,
    ...(['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const).flatMap((k) => (Array.isArray(node[k]) ? (node[k] as unknown[]) : [])),
  ];
  return parts.some(holdsText);
}

interface Context {
  /** The content folder as Decap sees it (CmsConfigInput.contentRoot, no trailing slash). */
  root: string;
  /**
   * The folder under images/ a field's pictures are uploaded to, and the path the JSON gets (a
   * document goes to documents/). Pages: a folder named after the page file (the cashews page's
   * pictures are in images/cashews).
   */
  images: string;
  /** Translations are on: every field says whether it is translated (holds text) or English only. */
  i18n?: boolean;
  /** Every ancestor is required: Decap's own presence check applies only then (an optional object's required parts are the check's to judge). */
  required: boolean;
}

function hintOf(node: JsonSchema): string | undefined {
  const description = typeof node.description === 'string' ? node.description : undefined;
  // A picture or a document is chosen from its folder: an example path says nothing a form needs.
  const isFile = typeof node.pattern === 'string' && (IMAGE_PATTERN.test(node.pattern) || DOCUMENT_PATTERN.test(node.pattern));
  const examples = isFile ? [] : Array.isArray(node.examples) ? node.examples.filter((e) => typeof e === 'string' || typeof e === 'number') : [];
  const eg = examples.length ? `e.g. ${examples.map((e) => JSON.stringify(e)).join(', ')}` : undefined;
  if (!description) return eg;
  return editorWords(eg && !/\be\.g\./.test(description) ? `${description} ${eg}` : description);
}

/**
 * A schema's description (written for the JSON files, shown as hover text in a code editor) as a
 * hint in the web editor (issue 45): no JSON, no file paths, no field keys. A sentence or clause
 * showing JSON is left out, an example that is a path too; folders and files are named as the
 * editor knows them.
 */
export function editorWords(text: string): string | undefined {
  const clauses = text
    .replace(/,?\s*e\.g\.\s*(?:"(?:images|documents)\/[^"]*"(?:,\s*)?)+\.?/g, '.')
    .replace(/,?\s*e\.g\.\s*\{[^{}]*\}/g, '')
    .replace(/\{(\w+)\}/g, 'the $1')
    .split(/(?<=[.;])\s+/)
    .map((clause) =>
      clause
        .replace(/\s*\([^()]*\.json[^()]*\)/g, '')
        .replace(/,?\s*e\.g\.\s*("(?:images|documents)\/[^"]*"(?:,\s*)?)+\.?/g, '.')
        .replace(/\bcontent\/images\b/g, 'the pictures folder')
        .replace(/\bcontent\/documents\b/g, 'the documents folder')
        .replace(/\bsite\.json\b/g, 'the site settings')
        .replace(/^Path of (an image|a PDF) inside/, 'Choose $1 from')
        .replace(/^true takes this file/, 'Ticked, this takes the page')
        .replace(/\.\.$/, '.'),
    )
    .filter((clause) => !/[{}]/.test(clause));
  const out = clauses.join(' ').replace(/;$/, '.').trim();
  return out || undefined;
}

/**
 * A choice as the form offers it: a code written in lower case ("api", "test-report") under a
 * label in words ("API", "Test report"), the file keeping the code (issue 45: "Kind" offered the
 * raw codes); codes an editor writes as they are (FOB, IP, a column count) as they are.
 */
function optionsOf(values: readonly (string | number)[]): DecapField['options'] {
  return values.map((v) => (typeof v === 'string' && /^[a-z][a-z0-9-]*$/.test(v) ? { label: humanize(v), value: v } : v));
}

/** Text that may be "" (a decorative picture's alt): Decap must not ask for it. */
const mayBeEmpty = (node: JsonSchema) => node.type === 'string' && !(typeof node.minLength === 'number' && node.minLength > 0) && node.pattern === undefined && node.enum === undefined;

type Head = Pick<DecapField, 'name' | 'label' | 'hint' | 'required' | 'optional'>;

function base(name: string, node: JsonSchema, required: boolean, ctx: Context): Head {
  const out: Head = { name, label: humanize(name), required: required && ctx.required && !mayBeEmpty(node) };
  if (!required) out.optional = true;
  const hint = hintOf(node);
  if (hint) out.hint = hint;
  return out;
}

/** The constant every option of a union is tagged with under `key`, or null. */
function tagsOf(options: unknown[], key: string): string[] | null {
  const tags = options.map((o) => (isObject(o) && isObject(o.properties) && isObject((o.properties as JsonSchema)[key]) ? ((o.properties as JsonSchema)[key] as JsonSchema).const : undefined));
  return tags.every((t): t is string => typeof t === 'string') ? tags : null;
}

function summaryOf(fields: DecapField[]): string | undefined {
  const names = new Set(fields.map((f) => f.name));
  const first = SUMMARY_FIELDS.find((n) => names.has(n));
  // An item with a type (a document) is headed by it, then its name where it has one: by its
  // optional name alone, Decap headed an unnamed one "No type" (issue 45).
  if (fields.some((f) => f.name === 'type' && f.widget === 'select' && f.required !== false)) {
    return first ? `{{fields.type}}{{fields.${first} | ternary(': ', '')}}{{fields.${first}}}` : '{{fields.type}}';
  }
  return first ? `{{fields.${first}}}` : undefined;
}

function objectFields(node: JsonSchema, ctx: Context, skip: readonly string[] = []): DecapField[] {
  const props = isObject(node.properties) ? node.properties : {};
  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  return Object.entries(props)
    .filter((prop): prop is [string, JsonSchema] => !skip.includes(prop[0]) && isObject(prop[1]))
    .map(([key, child]) => fieldOf(key, child, required.has(key), ctx));
}

/**
 * The Decap field for one property of a JSON Schema object. With translations on, a field that is
 * or holds text is translated (`i18n: true`: an object or list of them too, its codes inside then
 * hidden in the translation by their own `false`), anything else is `false`: left out of the
 * translation file, which the content check requires (a CAS number in a translation is an error),
 * rather than `duplicate`, which would copy it there.
 */
export function fieldOf(name: string, node: JsonSchema, required: boolean, ctx: Context): DecapField {
  const field = fieldShape(name, node, required, ctx);
  return ctx.i18n ? { ...field, i18n: holdsText(node) } : field;
}

function fieldShape(name: string, node: JsonSchema, required: boolean, ctx: Context): DecapField {
  const head = base(name, node, required, ctx);
  const inner: Context = { ...ctx, required: required && ctx.required };
  // No `default`: Decap writes defaults into every new entry (and makes a first list item of any
  // list whose fields have one); the schema's defaults apply when the file is read.

  if (Array.isArray(node.enum)) {
    return { ...head, widget: 'select', options: optionsOf(node.enum as (string | number)[]) };
  }
  const union = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (Array.isArray(union)) {
    // 2, 3 or 4 columns: a choice of constants.
    if (union.every((o) => isObject(o) && o.const !== undefined)) {
      return { ...head, widget: 'select', options: optionsOf(union.map((o) => (o as JsonSchema).const as string | number)) };
    }
    // A year or "to be added": what the editor types is judged by the check.
    if (union.some((o) => isObject(o) && o.type === 'string') && union.every((o) => isObject(o) && (o.type === 'string' || o.type === 'integer' || o.type === 'number'))) {
      return { ...head, widget: 'string' };
    }
    // Shapes a form cannot offer as one control (text or a list of texts, a cell or a linked cell);
    // an empty table cell is allowed, so only the check says what is missing.
    return { ...head, required: false, widget: 'json', hint: [head.hint, 'Write the text in quotes, "like this"; several texts as ["one", "two"].'].filter(Boolean).join(' ') };
  }

  switch (node.type) {
    case 'string': {
      const pattern = typeof node.pattern === 'string' ? node.pattern : undefined;
      // No pattern on pictures and documents: Decap tests a file widget's pattern against the file name alone; the check judges the path.
      if (pattern && IMAGE_PATTERN.test(pattern)) {
        return { ...head, widget: 'image', choose_url: false, media_folder: `/${ctx.root}/images/${ctx.images}`, public_folder: `images/${ctx.images}` };
      }
      if (pattern && DOCUMENT_PATTERN.test(pattern)) {
        return { ...head, widget: 'file', choose_url: false, media_folder: `/${ctx.root}/documents`, public_folder: 'documents' };
      }
      const message = typeof node.patternErrorMessage === 'string' ? node.patternErrorMessage : `Must match ${pattern}`;
      return { ...head, widget: LONG_TEXT.test(name) ? 'text' : 'string', ...(pattern ? { pattern: [pattern, message] as [string, string] } : {}) };
    }
    case 'integer':
    case 'number': {
      const out: DecapField = { ...head, widget: 'number', value_type: node.type === 'integer' ? 'int' : 'float' };
      if (Number.isSafeInteger(node.minimum)) out.min = node.minimum as number;
      if (Number.isSafeInteger(node.maximum)) out.max = node.maximum as number;
      if (node.type === 'number') out.step = 0.01;
      return out;
    }
    case 'boolean':
      return { ...head, widget: 'boolean' };
    case 'object': {
      const fields = objectFields(node, inner);
      return { ...head, widget: 'object', collapsed: !head.required, fields, ...(summaryOf(fields) ? { summary: summaryOf(fields) } : {}) };
    }
    case 'array':
      return arrayField(head, node, ctx);
    default:
      return { ...head, required: false, widget: 'json', hint: [head.hint, 'Written as JSON.'].filter(Boolean).join(' ') };
  }
}

function arrayField(head: Head, node: JsonSchema, ctx: Context): DecapField {
  const items = isObject(node.items) ? node.items : {};
  // A list item exists once the editor adds it: its own required fields are Decap's to ask for.
  const itemCtx: Context = { ...ctx, required: true };
  const list = { ...head, widget: 'list', collapsed: true, minimize_collapsed: false };
  if (Array.isArray(items.enum)) return { ...head, widget: 'select', multiple: true, options: optionsOf(items.enum as string[]) };
  const union = (items.oneOf ?? items.anyOf) as unknown[] | undefined;
  const tags = Array.isArray(union) ? tagsOf(union, 'type') : null;
  if (Array.isArray(union) && tags) {
    const types = union.map((option, i) => {
      const o = option as JsonSchema;
      const fields = objectFields(o, itemCtx, ['type']);
      const hint = typeof o.description === 'string' ? editorWords(o.description) : undefined;
      const summary = summaryOf(fields);
      return { name: tags[i]!, label: humanize(tags[i]!), widget: 'object', fields, ...(ctx.i18n ? { i18n: holdsText(o) } : {}), ...(hint ? { hint } : {}), ...(summary ? { summary } : {}) };
    });
    return { ...list, types, typeKey: 'type', summary: '{{fields.heading}}' };
  }
  if (items.type === 'object') {
    const fields = objectFields(items, itemCtx);
    const summary = summaryOf(fields);
    return { ...list, fields, ...(summary ? { summary } : {}) };
  }
  // A list of texts shows its texts, not a column of collapsed labels; each box says what goes in it.
  const item = fieldOf(singular(head.name), items, true, itemCtx);
  if (!item.hint) item.hint = `One ${item.label.toLowerCase()} in each box; the button below the list adds another.`;
  return { ...list, collapsed: false, field: item };
}

function singular(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  if (name.endsWith('s') && !name.endsWith('ss')) return name.slice(0, -1);
  return `${name}-item`;
}

/** "../../.schemas/page.json" for a file one folder below content/pages. */
export function schemaLine(folderInContent: string, schemaFile: string): string {
  const depth = folderInContent ? folderInContent.split('/').length : 0;
  return `${depth ? '../'.repeat(depth) : './'}.schemas/${schemaFile}.json`;
}

/** The fields of one kind of file: its `$schema` line (kept, never shown), then its own. */
function fileFields(schema: JsonSchema, ctx: { root: string; images: string; schemaLine: string; newEntries: boolean; i18n?: boolean }): DecapField[] {
  const fields = objectFields(schema, { root: ctx.root, images: ctx.images, required: true, i18n: ctx.i18n }, ['$schema']);
  // Neither the "$schema" line (English files only: it is how the editor tells them apart) nor the file name is translated.
  const englishOnly = ctx.i18n ? { i18n: false } : {};
  return [
    // In each language's form: the check of that language's file (admin/content-check-widget.tsx); never written.
    { name: CHECK_FIELD, label: 'Content check', widget: 'content-check', hint: 'What `npm run content:check` says about this entry; saving is refused while it lists a problem.', ...(ctx.i18n ? { i18n: true } : {}) },
    { name: '$schema', label: 'JSON Schema', widget: 'hidden', default: ctx.schemaLine, ...englishOnly },
    ...(ctx.newEntries ? [{ name: FILE_NAME_FIELD, label: 'File name', widget: 'hidden', required: false, ...englishOnly } satisfies DecapField] : []),
    ...fields,
    ...(ctx.i18n ? [reviewField] : []),
  ];
}

/**
 * In each translation's form: a native speaker marks the translation reviewed, who and when (issue
 * 46 item 1); the save writes it into the file's "$translation" (scripts/cms/mark-reviewed.ts),
 * and `content:check -- --launch` stops listing the file. Never written as a field (its name).
 */
const reviewField: DecapField = {
  name: REVIEW_FIELD,
  label: 'Native review (translations only)',
  widget: 'object',
  required: false,
  i18n: true,
  hint: 'A native speaker who has read this translation: write your name and the day, then publish. The launch checklist then no longer lists it. Leave empty in English.',
  fields: [
    { name: 'by', label: 'Reviewed by', widget: 'string', required: false, i18n: true, hint: 'e.g. Layla Haddad' },
    { name: 'on', label: 'Reviewed on', widget: 'string', required: false, i18n: true, hint: 'The day, like 2026-12-01' },
  ],
};

/** The collection of a folder of content/pages ("" for pages/ itself). */
export function collectionName(folder: string): string {
  return folder ? `pages-${folder.replace(/\//g, '-')}` : 'pages';
}

/** The whole Decap configuration (for `CMS.init({ config })`). */
export function decapConfig(input: CmsConfigInput) {
  const root = input.contentRoot.replace(/\/+$/, '');
  const { backend } = input;
  const i18n = !!input.i18n;

  const site: DecapCollection = {
    name: 'site',
    label: 'Site settings',
    description: 'Company facts, contact details, menu and footer: content/site.json.',
    ...FILES_COLLECTION,
    files: [
      {
        name: 'site',
        label: 'Site settings (site.json)',
        file: `${root}/site.json`,
        // English only: Decap's i18n on a file collection is limited to one file holding every
        // language, while site.<locale>.json sits beside site.json; its translations are edited as files.
        fields: fileFields(input.site, { root, images: 'brand', schemaLine: schemaLine('', 'site'), newEntries: false }),
      },
    ],
  };

  /** A folder of entries, one file each: made in the editor, named by the check's rule from `identifier`. */
  const entries = (folder: string, schema: JsonSchema, schemaFile: string, identifier: string, imagesFolder: string) => ({
    folder: `${root}/${folder}`,
    extension: 'json',
    format: CONTENT_FORMAT,
    create: true,
    // A deleted page or product leaves links to it broken, and a delete is no save for the check
    // to refuse: "hidden": true takes it off the site and drops the links with it.
    delete: false,
    slug: `{{${FILE_NAME_FIELD}}}`,
    identifier_field: identifier,
    summary: `{{${identifier}}}`,
    sortable_fields: [identifier],
    // With translations off (CMS_TRANSLATIONS=0) a folder lists its English files only: each
    // translation (name.fr.json, issue 31) would be an entry of its own, edited with the English
    // form. Translations carry no "$schema" line, which every English file has (the editor writes
    // it, hidden, into every file it makes).
    ...(input.i18n ? { i18n: true } : { filter: { field: '$schema', value: schemaLine(folder, schemaFile) } }),
    fields: fileFields(schema, { root, images: imagesFolder, schemaLine: schemaLine(folder, schemaFile), newEntries: true, i18n }),
  });

  const pages: DecapCollection[] = input.pageFolders.map((folder) => ({
    name: collectionName(folder),
    label: folder ? `Pages: ${folder.split('/').map(humanize).join(' › ')}` : 'Pages',
    label_singular: 'Page',
    description: `The pages whose addresses start with /${folder ? `${folder}/` : ''}: the file name is the address.`,
    ...entries(`pages${folder ? `/${folder}` : ''}`, input.page, 'page', 'title', '{{filename}}'),
  }));

  const plural = (kind: KindSource) => {
    const title = typeof kind.schema.title === 'string' ? kind.schema.title : '';
    if (!title || / or /.test(title)) return humanize(kind.name);
    return title.endsWith('y') ? `${title.slice(0, -1)}ies` : `${title}s`;
  };
  const catalogue: DecapCollection[] = input.kinds.map((kind) => ({
    name: kind.name,
    label: `Catalogue: ${plural(kind)}`,
    label_singular: typeof kind.schema.title === 'string' ? kind.schema.title : humanize(kind.name),
    ...(typeof kind.schema.description === 'string' ? { description: kind.schema.description } : {}),
    ...entries(`catalogue/${kind.name}`, kind.schema, kind.schemaFile, kind.identifierField, kind.name),
  }));

  const launch: DecapCollection = {
    name: 'launch',
    label: 'Launch checklist',
    description: 'What `npm run content:check -- --launch` lists: placeholders to replace before the site goes live.',
    ...FILES_COLLECTION,
    files: [{ name: 'launch', label: 'Before going live', file: `${root}/site.json`, fields: [{ name: '__launch', label: 'Before going live', widget: 'launch-checklist' }] }],
  };

  const backendConfig =
    backend.kind === 'github'
      ? {
          name: 'github',
          repo: backend.repo ?? 'OWNER/REPOSITORY',
          branch: backend.branch ?? 'main',
          ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
          ...(backend.authEndpoint ? { auth_endpoint: backend.authEndpoint } : {}),
          squash_merges: true,
        }
      : // The local backend needs a backend name; decap-server answers instead of it.
        { name: 'git-gateway' };

  return {
    load_config_file: false,
    backend: backendConfig,
    ...(backend.kind === 'local' ? { local_backend: { url: backend.localUrl ?? 'http://localhost:8081/api/v1' } } : {}),
    // GitHub: every save is a pull request, checked by CI before it can be merged. Local: straight to the working tree.
    ...(backend.kind === 'github' ? { publish_mode: 'editorial_workflow' } : {}),
    // Decap's "Check for preview" asks the backend for a deploy preview; the editor's preview is beside the form.
    show_preview_links: false,
    media_folder: `${root}/images`,
    public_folder: 'images',
    // Upload names as the check accepts them: "Cashew W320 photo.jpg" is stored as cashew-w320-photo.jpg.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    ...(input.i18n ? { i18n: { structure: input.i18n.structure, locales: input.i18n.locales, default_locale: input.i18n.defaultLocale } } : {}),
    collections: [site, ...pages, ...catalogue, ...(input.ui ? [input.ui] : []), launch],
  };
}

export type DecapConfig = ReturnType<typeof decapConfig>;
