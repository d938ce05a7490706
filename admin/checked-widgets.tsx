import { Component, createElement, type ComponentType } from 'react';
import { problemLine, requestFor, type CheckRequest, type CheckResult, type CollectionInfo, type EntryChecker, type EntryProblem, type ImmutableLike } from './entry-check.ts';
import { pathSegments } from './entry-data.ts';

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

const requests = new WeakMap<object, CheckRequest | { error: EntryProblem }>();
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
  let request = requests.get(data);
  if (!request || ('path' in request && request.isNew !== (entry.get('newRecord') === true || !entry.get('path')))) {
    request = requestFor(collectionInfo(collection), entry);
    requests.set(data, request);
  }
  return request;
}

const isEmptyValue = (v: unknown) => v === undefined || v === null || v === '' || (typeof (v as { size?: unknown })?.size === 'number' && (v as { size: number }).size === 0);

/** The problems of `result` that belong to the field named `name` whose value is `value`. */
export function problemsAt(result: CheckResult | null, name: string, value: unknown, entry: ImmutableLike): EntryProblem[] {
  if (!result) return [];
  return result.problems.filter((p) => {
    const at = pathSegments(p.path);
    while (typeof at.at(-1) === 'number') at.pop();
    if (at.at(-1) !== name) return false;
    const there = entry.getIn(['data', ...at]);
    return there === value || (there === undefined && value === undefined);
  });
}

const error = (message: string) => ({ error: { type: 'CUSTOM', message } });

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

export function checkedControl(Control: ComponentType<never>, checker: EntryChecker, contentUrl: string | null = null): ComponentType<WidgetProps> {
  return class CheckedControl extends Component<WidgetProps> {
    static displayName = `Checked(${Control.displayName ?? Control.name ?? 'widget'})`;
    private inner: Inner | null = null;
    private shown = '';
    private unsubscribe = () => {};

    private readonly setInner = (ref: Inner | null) => {
      this.inner = ref;
    };

    componentDidMount() {
      this.unsubscribe = checker.subscribe(this.onResult);
      this.schedule();
      if (!(this.props.parentIds as unknown[] | undefined)?.length) topLevel.set(String(this.props.field.get('name')), this);
    }

    componentDidUpdate(prev: WidgetProps) {
      if (prev.value !== this.props.value) this.schedule();
    }

    componentWillUnmount() {
      this.unsubscribe();
      if (topLevel.get(String(this.props.field.get('name'))) === this) topLevel.delete(String(this.props.field.get('name')));
    }

    shouldComponentUpdate(next: WidgetProps) {
      if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate.call(this.inner, next);
      return this.props.value !== next.value || this.props.classNameWrapper !== next.classNameWrapper || this.props.hasActiveStyle !== next.hasActiveStyle;
    }

    private schedule() {
      const request = currentRequest(this.props.collection, this.props.getEntry());
      if ('path' in request) checker.schedule(request);
    }

    private mine(result: CheckResult | null): EntryProblem[] {
      return problemsAt(result, String(this.props.field.get('name')), this.props.value, this.props.getEntry());
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
      return createElement(Control, { ...withFileAddresses(this.props, contentUrl), ref: this.setInner } as never);
    }
  };
}

/** Decap's widgets this editor uses; each is wrapped under its own name. */
export const CHECKED_WIDGETS = ['string', 'text', 'number', 'boolean', 'select', 'list', 'object', 'image', 'file', 'json'] as const;

/** The problem lines of a result, for the summary at the top of the form. */
export function summaryLines(result: CheckResult): string[] {
  return [...result.problems.map(problemLine), ...result.elsewhere.map((line) => `elsewhere: ${line}`)];
}
