import { Component, createElement, type ComponentType } from 'react';
import type { DecapField } from '../scripts/cms/decap-config.ts';
import { englishFile, problemLine, requestFor, type CheckRequest, type CheckResult, type CollectionInfo, type EntryChecker, type EntryProblem, type ImmutableLike } from './entry-check.ts';
import { pathSegments } from './entry-data.ts';
import { paneValue } from './translation-pane.ts';

/**
 * Every field of the editor shows what the content check says about it, beside it, and an entry
 * with a problem is not saved: Decap's own field validation (a widget's `isValid`), around Decap's
 * own widgets. Each built-in widget is registered again under its own name with this wrapper, so
 * the generated configuration names plain Decap widgets.
 *
 * Decap does not tell a widget where in the entry it is; its value does: an object or list is the
 * very Immutable value at that path, a text is equal to it. Two fields with one name and one text
 * show the same problem, which is what a problem about the text says anyway.
 */

/** The props Decap gives a widget's control (as far as this wrapper reads them). */
export interface WidgetProps {
  value: unknown;
  field: ImmutableLike;
  collection: ImmutableLike;
  getEntry: () => ImmutableLike;
  validate: () => void;
  forID: string;
  classNameWrapper: string;
  hasActiveStyle?: boolean;
  [key: string]: unknown;
}

type Inner = {
  isValid?: () => unknown;
  validate?: () => void;
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
  shouldComponentUpdate?: (next: unknown) => boolean;
};

/** Per English data: the request, and the translations' data it was made with (a change to a translation alone is a new request). */
const requests = new WeakMap<object, { i18n: unknown; request: CheckRequest | { error: EntryProblem } }>();
const collections = new WeakMap<object, CollectionInfo>();

/** Decap's collection, read once as plain data. */
export function collectionInfo(collection: ImmutableLike): CollectionInfo {
  let info = collections.get(collection);
  if (!info) {
    info = collection.toJS() as CollectionInfo;
    collections.set(collection, info);
  }
  return info;
}

/** The check request for the entry as it is now (one per data value, however many fields ask). */
export function currentRequest(collection: ImmutableLike, entry: ImmutableLike): CheckRequest | { error: EntryProblem } {
  const data = entry.get('data') as object;
  const i18n = entry.get('i18n');
  const cached = requests.get(data);
  let request = cached && cached.i18n === i18n ? cached.request : undefined;
  if (!request || ('path' in request && request.isNew !== (entry.get('newRecord') === true || !entry.get('path')))) {
    request = requestFor(collectionInfo(collection), entry);
    requests.set(data, { i18n, request });
  }
  return request;
}

const isEmptyValue = (v: unknown) => v === undefined || v === null || v === '' || (typeof (v as { size?: unknown })?.size === 'number' && (v as { size: number }).size === 0);

/**
 * The problems of `result` that belong to the field named `name` whose value is `value`: in the
 * English form the English file's, in a translation's form (`locale`) that translation file's.
 */
export function problemsAt(result: CheckResult | null, name: string, value: unknown, entry: ImmutableLike, locale?: string): EntryProblem[] {
  if (!result) return [];
  const problems = locale ? (result.translations?.[locale]?.problems ?? []) : result.problems;
  const data = locale ? ['i18n', locale, 'data'] : ['data'];
  return problems.filter((p) => {
    const at = pathSegments(p.path);
    while (typeof at.at(-1) === 'number') at.pop();
    if (at.at(-1) !== name) return false;
    const there = entry.getIn([...data, ...at]);
    return there === value || (there === undefined && value === undefined);
  });
}

const error = (message: string) => ({ error: { type: 'CUSTOM', message } });

/** The word after a required field's label (Decap writes "optional" after the others). */
export const REQUIRED_MARKER = 'required';

/** The check's words for an empty text (as the editor shows them: entry-check.ts editorMessage). */
const EMPTY_REQUIRED = /^(is (empty|required)\b|missing required )/;

/** The form's top-level fields, by name: where a path is opened from (see focusPath). */
const topLevel = new Map<string, { focus: (path?: string) => void }>();

/**
 * Opens the field at a problem's path (`sections[2].items[0].icon`): Decap's own focus, which
 * expands each collapsed list item and object on the way, scrolls to the field and focuses it.
 */
export function focusPath(path: string): boolean {
  const [first, ...rest] = pathSegments(path).map(String);
  const control = first === undefined ? undefined : topLevel.get(first);
  control?.focus(rest.join('.'));
  return Boolean(control);
}

/** The field a link into the editor names (`#/collections/x/entries/y?field=sections[2].heading`), if any. */
export function linkedField(hash = window.location.hash): string | null {
  const query = hash.split('?')[1];
  return query ? new URLSearchParams(query).get('field') : null;
}

/**
 * Decap finds a picture the form shows in the field's upload folder by its file name alone
 * ("images/banners/x.svg" as content/images/cashews/x.svg); given a whole address it shows that.
 * Under `npm run cms` every content file has one at the dev server.
 */
function withFileAddresses(props: WidgetProps, contentUrl: string | null): WidgetProps {
  const getAsset = props.getAsset as ((path: unknown, field: unknown) => unknown) | undefined;
  if (!contentUrl || !getAsset || !['image', 'file'].includes(String(props.field.get('widget')))) return props;
  return { ...props, getAsset: (path: unknown, field: unknown) => getAsset(typeof path === 'string' && /^(images|documents)\//.test(path) ? `${contentUrl}/${path}` : path, field) };
}

/** Text boxes whose words a translation holds: written in the translation's direction. */
const TEXT_WIDGETS = new Set(['string', 'text', 'json']);
const RIGHT_TO_LEFT = new Set(['ar']);

/**
 * `defaultLocale`: with translations side by side (Decap's i18n), the language of the English
 * form; a control drawn in another language's form is that translation's (see translation-pane.ts):
 * a field that is not text is not drawn there at all (Decap only hides it, and a hidden choice
 * can still be reached by keyboard and screen readers), a translated group shows the English
 * shape with the translation's words, and a list keeps the English items (no adding, removing or
 * moving items in a translation: positions match the English).
 */
export function checkedControl(Control: ComponentType<never>, checker: EntryChecker, contentUrl: string | null = null, defaultLocale?: string): ComponentType<WidgetProps> {
  return class CheckedControl extends Component<WidgetProps> {
    static displayName = `Checked(${Control.displayName ?? Control.name ?? 'widget'})`;
    private inner: Inner | null = null;
    private shown = '';
    private unsubscribe = () => {};
    private pane: { value: unknown; english: unknown; shown: unknown } | null = null;

    /** The translation's language when this control is in a translation's form, else undefined. */
    private get locale(): string | undefined {
      const locale = this.props.locale;
      return typeof locale === 'string' && defaultLocale && locale !== defaultLocale ? locale : undefined;
    }

    private get isTopLevel() {
      return !(this.props.parentIds as unknown[] | undefined)?.length;
    }

    /** The English value of this top-level field (a translation's form is drawn in its shape). */
    private english(): unknown {
      return this.props.getEntry().getIn(['data', String(this.props.field.get('name'))]);
    }

    /** The value the inner control shows: in a translation's form, a top-level group in the English shape (memoised: the same value while nothing changed). */
    private shownValue(): unknown {
      if (!this.locale || !this.isTopLevel) return this.props.value;
      const english = this.english();
      const pane = this.pane;
      if (pane && pane.value === this.props.value && pane.english === english) return pane.shown;
      const name = String(this.props.field.get('name'));
      const shown = paneValue(this.props.field.toJS() as DecapField, english, this.props.value, { original: englishFile(this.props.getEntry()), at: [name] });
      this.pane = { value: this.props.value, english, shown };
      return shown;
    }

    private readonly setInner = (ref: Inner | null) => {
      this.inner = ref;
    };

    componentDidMount() {
      this.markRequired();
      this.unsubscribe = checker.subscribe(this.onResult);
      this.schedule();
      // A link to a field opens it in the English form (the translation's form has its own controls of the same name).
      if (this.isTopLevel && !this.locale) topLevel.set(String(this.props.field.get('name')), this);
    }

    componentDidUpdate(prev: WidgetProps) {
      if (prev.value !== this.props.value) this.schedule();
    }

    componentWillUnmount() {
      this.unsubscribe();
      if (topLevel.get(String(this.props.field.get('name'))) === this) topLevel.delete(String(this.props.field.get('name')));
    }

    shouldComponentUpdate(next: WidgetProps) {
      // A translation's group follows its English shape: redrawn when the English changes too.
      if (this.locale && this.isTopLevel && this.pane && this.pane.english !== this.english()) return true;
      if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate.call(this.inner, next);
      return this.props.value !== next.value || this.props.classNameWrapper !== next.classNameWrapper || this.props.hasActiveStyle !== next.hasActiveStyle;
    }

    /**
     * Decap marks an optional field "(optional)" and a required one not at all (issue 45): its label
     * says "(required)", on the screen and in the field's accessible name. Decap draws the label
     * (around this control) with its text alone and never redraws it, so the marker stays.
     */
    private markRequired() {
      if (this.locale || this.props.field.get('required') === false) return;
      document.getElementById(this.props.forID)?.setAttribute('aria-required', 'true');
      const label = document.querySelector(`label[for="${CSS.escape(this.props.forID)}"]`);
      if (!label || label.querySelector('[data-required-marker]')) return;
      const marker = document.createElement('span');
      marker.dataset.requiredMarker = '';
      marker.textContent = ` (${REQUIRED_MARKER})`;
      label.append(marker);
    }

    private schedule() {
      const request = currentRequest(this.props.collection, this.props.getEntry());
      if ('path' in request) checker.schedule(request);
    }

    private mine(result: CheckResult | null): EntryProblem[] {
      const found = problemsAt(result, String(this.props.field.get('name')), this.props.value, this.props.getEntry(), this.locale);
      // Decap says an empty required field is required, by its label ("Chemical name is required."): the check would say it twice (issue 45).
      return this.props.field.get('required') !== false && isEmptyValue(this.props.value) ? found.filter((p) => !EMPTY_REQUIRED.test(p.message)) : found;
    }

    /** A new result: show or clear this field's problems (an empty field's wait for a save, so a new form is not all red). */
    private readonly onResult = () => {
      const request = currentRequest(this.props.collection, this.props.getEntry());
      if (!('path' in request)) return;
      const text = this.mine(checker.lastFor(request.path)).map((p) => p.message).join(' · ');
      if (text === this.shown) return;
      if (!this.shown && isEmptyValue(this.props.value)) return;
      this.shown = text;
      this.props.validate();
    };

    // Decap calls these detached from the widget (`const fn = control.validate; fn()`): arrow functions keep `this`.
    isValid = () => {
      const own = this.inner?.isValid?.();
      if (own instanceof Promise || own === false || (own && typeof own === 'object' && (own as { error?: unknown }).error)) return own;
      const request = currentRequest(this.props.collection, this.props.getEntry());
      // A result for older data says nothing about this data: the save checks it again (admin/save.ts).
      const result = 'path' in request ? checker.resultFor(request) : null;
      const problems = this.mine(result);
      this.shown = problems.map((p) => p.message).join(' · ');
      return problems.length ? error(this.shown) : { error: false };
    }

    validate = () => {
      // An object's own problems ("missing required …") as well as its fields'.
      this.inner?.validate?.();
      this.props.validate();
    }

    focus = (path?: string) => {
      if (this.inner?.focus) this.inner.focus(path);
      else {
        const field = document.getElementById(this.props.forID);
        field?.focus();
        field?.scrollIntoView({ block: 'center' });
      }
    };

    getValidateValue() {
      return this.inner?.getValidateValue?.();
    }

    render() {
      const locale = this.locale;
      if (!locale) return createElement(Control, { ...withFileAddresses(this.props, contentUrl), ref: this.setInner } as never);
      const field = this.props.field as Field;
      // Not text: the English form has it, the translation holds no such field. Decap hides it
      // (visibility), keeping its place so the two forms line up, but a hidden choice can still be
      // reached by keyboard and read by screen readers: it is inert here.
      if (this.props.isFieldHidden && (this.props.isFieldHidden as (f: unknown) => boolean)(field)) {
        return createElement('div', { inert: true, 'aria-hidden': true }, createElement(Control, { ...withFileAddresses(this.props, contentUrl), ref: this.setInner } as never));
      }
      const widget = String(field.get('widget'));
      const props = { ...withFileAddresses(this.props, contentUrl), value: this.shownValue(), ...(widget === 'list' ? { field: fixedList(field) } : {}), ref: this.setInner };
      const control = createElement(Control, props as never);
      const dir = RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
      if (TEXT_WIDGETS.has(widget)) return createElement('div', { lang: locale, dir }, control);
      // A list or group of texts (synonyms, a section's items): Decap draws the texts inside without
      // this form's language, so an Arabic synonym read left to right. The group takes the direction
      // (its texts inherit it); the language stays on the texts this form marks itself.
      return widget === 'list' || widget === 'object' ? createElement('div', { dir }, control) : control;
    }
  };
}

type Field = ImmutableLike & { set(key: string, value: unknown): Field };
const fixedLists = new WeakMap<object, Field>();

/** A list in a translation's form: the English items, none added, removed or moved (its variable types' items too). */
function fixedList(field: Field): Field {
  let fixed = fixedLists.get(field);
  if (!fixed) {
    const fix = (f: Field) => f.set('allow_add', false).set('allow_remove', false).set('allow_reorder', false);
    fixed = fix(field);
    const types = field.get('types') as { map(fn: (t: Field) => Field): unknown } | undefined;
    if (types) fixed = fixed.set('types', types.map(fix));
    fixedLists.set(field, fixed);
  }
  return fixed;
}

/** Decap's widgets this editor uses; each is wrapped under its own name. */
export const CHECKED_WIDGETS = ['string', 'text', 'number', 'boolean', 'select', 'list', 'object', 'image', 'file', 'json'] as const;

/** The problem lines of a result, for the summary at the top of the form. */
export function summaryLines(result: CheckResult): string[] {
  return [...result.problems.map(problemLine), ...result.elsewhere.map((line) => `elsewhere: ${line}`)];
}
