import type { DecapField } from '../scripts/cms/decap-config.ts';
import type { TranslationRequest, TranslationResult } from '../scripts/cms/translation-save.ts';
import { dropEmptyOptional, newEntryPath, pathSegments, withoutEditorKeys } from './entry-data.ts';
import { escapeInvisible } from '../src/content/problem.ts';
import { SOURCE_KEY } from './tidy-json.ts';
import { englishOf, UI_COLLECTION } from '../scripts/cms/ui-collection.ts';
import { REVIEW_FIELD, type Reviewer } from '../scripts/cms/mark-reviewed.ts';
import type { Catalogue } from '../scripts/ui/catalogue-check.ts';
import { keepUnevenLists, paneValue, wordsOnly, type ImmutableValue } from './translation-pane.ts';

/**
 * The content check of the entry in the editor, run as the editor types (debounced) and once more
 * on the exact data of a save. Under `npm run cms` the dev server runs the real check
 * (scripts/content) on the working tree with this entry laid over it (scripts/cms/check-entry.ts);
 * with the GitHub backend (dist/admin) the browser runs what it can (the schema, the domain rules
 * and the wording rules of src/content) and CI checks the pull request for the rest.
 */

export interface EntryProblem {
  /** JSON path in the entry, `$` for the whole file. */
  path: string;
  message: string;
  /** Where it is, in the form's words ("Sections › item 2 › Heading"): what the editor shows instead of the path (fieldLabels). */
  where?: string;
}

export interface CheckRequest {
  collection: string;
  /** The file, relative to the repository (what Decap calls the entry's path). */
  path: string;
  isNew: boolean;
  data: Record<string, unknown>;
  /** Uploads Decap will save with the entry (they are not on disk until then). */
  media: { path: string; file?: Blob }[];
  /** With translations side by side: each language's words as the form holds them, and its file as it was. */
  translations?: TranslationRequest[];
  /** For a UI catalogue in another language: the English catalogue it is checked against (from the form: ui-collection.ts). */
  english?: Catalogue;
}

export interface CheckResult {
  /** Which data the result is for (see keyOf). */
  key: string;
  problems: EntryProblem[];
  /** Problems this change would cause in other files, each as `file: json.path: message`. */
  elsewhere: string[];
  /** Set when the check could not run: the save is refused with this reason. */
  failed?: string;
  /** Per language: the translation file the save writes (null: none) and what the check says about it. */
  translations?: Record<string, TranslationResult>;
}

export type RunCheck = (request: CheckRequest) => Promise<Omit<CheckResult, 'key'>>;

/** Decap's Immutable maps, as far as the editor reads them. */
export interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: readonly (string | number)[]): unknown;
  toJS(): unknown;
}

const keyOf = (r: CheckRequest) => JSON.stringify([r.collection, r.path, r.data, r.media.map((m) => m.path), r.translations ?? []]);

/** The uploads of this entry Decap has not saved yet. */
function draftMedia(entry: ImmutableLike): CheckRequest['media'] {
  const files = (entry.get('mediaFiles') as { toArray?: () => ImmutableLike[] } | undefined)?.toArray?.() ?? [];
  return files.filter((f) => f.get('draft') === true && typeof f.get('path') === 'string').map((f) => ({ path: String(f.get('path')), file: f.get('file') as Blob | undefined }));
}

/** A collection of the editor's configuration, as far as the check reads it. */
export interface CollectionInfo {
  name: string;
  folder?: string;
  identifier_field?: string;
  fields?: DecapField[];
  files?: { name: string; fields: DecapField[] }[];
  /** Decap's i18n settings of the collection (translations side by side), as it normalises them. */
  i18n?: { locales?: string[]; default_locale?: string };
}

/** The fields of this entry's form. */
export function fieldsOf(collection: CollectionInfo, entry: ImmutableLike): DecapField[] {
  return collection.files?.find((f) => f.name === entry.get('slug'))?.fields ?? collection.fields ?? [];
}

/** The data the check and the save see: what the form holds, emptied optional fields left out, the editor's keys removed. */
export function requestFor(collection: CollectionInfo, entry: ImmutableLike): CheckRequest | { error: EntryProblem } {
  const ownFields = fieldsOf(collection, entry);
  const original = parsed(sourceOf(entry.get('data')) ?? entry.get('raw'));
  const data = withoutEditorKeys(dropEmptyOptional((entry.get('data') as ImmutableLike).toJS() as Record<string, unknown>, ownFields, original));
  const isNew = entry.get('newRecord') === true || !entry.get('path');
  const name = collection.name;
  const media = draftMedia(entry);
  let path: string | null = isNew ? null : String(entry.get('path'));
  if (isNew) {
    const identifier = collection.identifier_field ?? 'title';
    path = newEntryPath(collection.folder ?? '', data[identifier]);
    if (!path) {
      const label = ownFields.find((f) => f.name === identifier)?.label ?? identifier;
      return { error: { path: identifier, message: `write the ${label.toLowerCase()} first: the file name is made from it` } };
    }
  }
  const translations = translationsOf(collection, entry, ownFields, path!);
  const english = name === UI_COLLECTION ? englishOf(ownFields) : undefined;
  const request: CheckRequest = { collection: name, path: path!, isNew, data, media, ...(translations.length ? { translations } : {}), ...(english ? { english } : {}) };
  formFields.set(request, ownFields);
  return request;
}

let lastEnglish: { text: string | undefined; data: unknown } = { text: undefined, data: undefined };

/** The English file of the entry as the editor read it, parsed (once per text: every check and every translated field asks). */
export function englishFile(entry: ImmutableLike): unknown {
  const text = sourceOf(entry.get('data')) ?? (typeof entry.get('raw') === 'string' ? String(entry.get('raw')) : undefined);
  if (text !== lastEnglish.text) lastEnglish = { text, data: parsed(text) };
  return lastEnglish.data;
}

/** The text a file had when the editor read it (tidy-json's fromFile keeps it with the data). */
function sourceOf(data: unknown): string | undefined {
  const source = (data as ImmutableLike | undefined)?.get?.(SOURCE_KEY);
  return typeof source === 'string' ? source : undefined;
}

function parsed(text: unknown): unknown {
  try {
    return typeof text === 'string' && text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** `content/pages/about.json` in French: `content/pages/about.fr.json`. */
export const translationPath = (path: string, locale: string) => path.replace(/\.json$/, `.${locale}.json`);

/**
 * Each translation of the entry as its file will hold it: the words of the translation's form,
 * read in the English shape (see translation-pane.ts), and the file's text as it was.
 */
function translationsOf(collection: CollectionInfo, entry: ImmutableLike, fields: DecapField[], path: string): TranslationRequest[] {
  const { locales = [], default_locale: defaultLocale } = collection.i18n ?? {};
  const english = entry.get('data') as ImmutableValue;
  const englishJson = english.toJS?.() ?? {};
  // The English file as read: the translation's words stand at its places (a drag moves the English only).
  const originalEnglish = englishFile(entry);
  const out: TranslationRequest[] = [];
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    const form = entry.getIn(['i18n', locale, 'data']) as ImmutableValue | undefined;
    if (!form) continue;
    const original = sourceOf(form) ?? null;
    const shaped: Record<string, unknown> = {};
    for (const field of fields) {
      const value = paneValue(field, english.get(field.name), form.get(field.name), { original: originalEnglish, at: [field.name] });
      if (value !== undefined) shaped[field.name] = (value as { toJS?: () => unknown })?.toJS?.() ?? value;
    }
    const words = keepUnevenLists(fields, englishJson, parsed(original), wordsOnly(fields, shaped)) ?? null;
    if (!words && !original) continue;
    const review = reviewOf(form.get(REVIEW_FIELD));
    out.push({ locale, path: translationPath(path, locale), words, original, ...(review ? { review } : {}) });
  }
  return out;
}

/** The reviewer's mark a translation's form holds (its "Native review" group), when anything is written in it. */
function reviewOf(value: unknown): Reviewer | undefined {
  const group = ((value as { toJS?: () => unknown } | undefined)?.toJS?.() ?? value) as Record<string, unknown> | undefined;
  const by = typeof group?.by === 'string' ? group.by : '';
  const on = typeof group?.on === 'string' ? group.on.trim() : '';
  return by.trim() || on ? { by, on } : undefined;
}

export class EntryChecker {
  private latest: CheckResult | null = null;
  private pending: { key: string; promise: Promise<CheckResult> } | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly run: RunCheck) {}

  /** The result for exactly this data, or null while it is being checked. */
  resultFor(request: CheckRequest): CheckResult | null {
    return this.latest?.key === keyOf(request) ? this.latest : null;
  }

  /** The last result for this file, even if the form has changed since (what the fields show while a new check runs). */
  lastFor(path: string): CheckResult | null {
    return this.latest && JSON.parse(this.latest.key)[1] === path ? this.latest : null;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Checks this data soon (many fields ask at once as the editor types: one check runs). */
  schedule(request: CheckRequest): void {
    if (this.latest?.key === keyOf(request) || this.pending?.key === keyOf(request)) return;
    const due = this.timer === undefined;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.check(request);
    }, 300);
    // The summaries say "checking" from now on, not only once the check returns: what they show is about older data.
    if (due) for (const l of this.listeners) l();
  }

  /** Checks this data now (a save waits for it). */
  check(request: CheckRequest): Promise<CheckResult> {
    const key = keyOf(request);
    if (this.latest?.key === key) return Promise.resolve(this.latest);
    if (this.pending?.key === key) return this.pending.promise;
    const fields = formFields.get(request);
    const promise = this.run(request).then(
      (r) => ({ ...(fields ? labelled(r, fields, request) : r), key }),
      (err: unknown) => ({ key, problems: [], elsewhere: [], failed: `the content check could not run (${err instanceof Error ? err.message : String(err)})` }),
    );
    this.pending = { key, promise };
    void promise.then((result) => {
      if (this.pending?.key === key) this.pending = null;
      this.latest = result;
      for (const l of this.listeners) l();
    });
    return promise;
  }
}

/** The dev server's id of each upload sent to it (`/__cms/upload`), by the file Decap holds. */
const uploaded = new WeakMap<Blob, Promise<string>>();

/** The largest upload sent to the dev server's check (scripts/cms/check-entry.ts UPLOAD_MAX_BYTES): past it, its size alone. */
const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

function upload(file: Blob): Promise<string> {
  let id = uploaded.get(file);
  if (!id) {
    id = fetch('/__cms/upload', { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: file }).then(async (res) => {
      if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    });
    uploaded.set(file, id);
    id.catch(() => uploaded.delete(file));
  }
  return id;
}

/**
 * The dev server's check (`npm run cms`): the content check itself, on the working tree with this
 * entry laid over it. Each upload goes once, whole (issue 47: the check opens every picture to
 * its end; the first bytes of a photo alone were "cannot be read to its end").
 */
export const serverCheck: RunCheck = async (request) => {
  for (let attempt = 0; ; attempt++) {
    const media = await Promise.all(
      request.media.map(async (m) => ({ path: m.path, size: m.file?.size ?? 0, ...(m.file && m.file.size <= UPLOAD_MAX_BYTES ? { id: await upload(m.file) } : {}) })),
    );
    const res = await fetch('/__cms/check', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...request, media }) });
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    const result = (await res.json()) as Omit<CheckResult, 'key'> & { missing?: string[] };
    if (!result.missing) return result;
    // The dev server no longer holds an upload (restarted since): send it again, once.
    if (attempt > 0) throw new Error('the dev server did not keep the uploaded files');
    for (const m of request.media) if (m.file) uploaded.delete(m.file);
  }
};

/** The line a problem is shown as in a list: where, then what; control and invisible characters written as their codes, as the CLI prints them (issue 47). */
export function problemLine(p: EntryProblem): string {
  return escapeInvisible(p.path === '$' ? p.message : `${p.where ?? p.path}: ${p.message}`);
}

/**
 * A JSON path as the form names it (issue 45: an editor reads "CAS number", not "casNumber"): each
 * field by its label, each list item by its place ("item 2"), a typed list's item with its type's
 * label. A part the form does not know stays as written.
 */
export function fieldLabels(path: string, fields: readonly DecapField[], data: unknown): string {
  if (path === '$') return path;
  const words: string[] = [];
  let level: readonly DecapField[] | undefined = fields;
  let field: DecapField | undefined;
  let value: unknown = data;
  for (const part of pathSegments(path)) {
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[part] : undefined;
    if (typeof part === 'number') {
      const typeName = field?.typeKey && value && typeof value === 'object' ? (value as Record<string, unknown>)[field.typeKey] : undefined;
      const type = field?.types?.find((t) => t.name === (typeName ?? 'object'));
      words.push(type ? `item ${part + 1} (${type.label})` : `item ${part + 1}`);
      level = type?.fields ?? field?.field?.fields ?? field?.fields;
      field = undefined;
      continue;
    }
    field = level?.find((f) => f.name === part);
    words.push(field?.label.replace(/ \(optional\)$/, '') ?? part);
    level = field?.widget === 'list' ? undefined : field?.fields;
  }
  return words.join(' › ');
}

/** The problems of a result with where each is in the form's words (fieldLabels), its translations' too. */
function labelled(result: Omit<CheckResult, 'key'>, fields: readonly DecapField[], request: CheckRequest): Omit<CheckResult, 'key'> {
  const label = (list: EntryProblem[], data: unknown) => list.map((p) => ({ ...p, message: escapeInvisible(editorMessage(p.message)), where: fieldLabels(p.path, fields, data) }));
  const translations = result.translations
    ? Object.fromEntries(Object.entries(result.translations).map(([locale, t]) => [locale, { ...t, problems: label(t.problems, request.data), warnings: label(t.warnings, request.data) }]))
    : undefined;
  return { ...result, problems: label(result.problems, request.data), ...(translations ? { translations } : {}) };
}

/** A check's message as the editor shows it: advice about files and folders, which the form does for the editor, left out. */
export function editorMessage(message: string): string {
  // An emptied optional field is left out of the file (entry-data.ts): an empty one here is required.
  if (message === 'is empty: write the text, or leave the field out where it is optional') return 'is required: write it here';
  return message.replace(/ \(a page is a file under content\/pages; see content\/README\.md\)/, ': choose a page of the site, or add the page first');
}

/** The form's fields a request was made from: kept beside it, never sent (not enumerable). */
const formFields = new WeakMap<CheckRequest, readonly DecapField[]>();
