import { Component, type CSSProperties } from 'react';
import type { TranslationResult } from '../scripts/cms/translation-save.ts';
import { languageName } from '../scripts/cms/ui-collection.ts';
import { currentRequest, focusPath, linkedField, summaryLines, type WidgetProps } from './checked-widgets.tsx';
import { problemLine, type CheckRequest, type CheckResult, type EntryChecker } from './entry-check.ts';

const box: CSSProperties = { padding: '12px 16px', borderRadius: 5, fontSize: 14, lineHeight: 1.5 };
const good: CSSProperties = { ...box, background: '#e8f5ec', color: '#1d5c35' };
const bad: CSSProperties = { ...box, background: '#fdecea', color: '#8a1c12' };
const quiet: CSSProperties = { ...box, background: '#eff0f4', color: '#313d3e' };
const list: CSSProperties = { margin: '6px 0 0', paddingLeft: 20, overflowWrap: 'anywhere' };

/** The check's advice as it applies in the editor: a save here records the English a field translates (no command to run). */
const inEditor = (line: string) => line.replace(/; update the translation, then run "npm run content:translations -- --stamp <file>"$/, '; update the translation here: saving it records the English it now translates');

/** A translation's warnings listed in its summary: beyond these, a count (a new translation can have dozens). */
const WARNINGS_SHOWN = 6;

/** What changed in the English since comes before what was never translated. */
const staleFirst = <T extends { message: string }>(list: T[]) => [...list].sort((a, b) => Number(/^stale/.test(b.message)) - Number(/^stale/.test(a.message)));

/** The problems that refuse the save (`where`: " in about.ar.json" in a translation's form). */
function Problems({ lines, where = '' }: { lines: string[]; where?: string }) {
  return (
    <div style={bad}>
      <p style={{ margin: 0, fontWeight: 600 }}>
        {lines.length} problem{lines.length === 1 ? '' : 's'}{where}: the entry is not saved until {lines.length === 1 ? 'it is' : 'they are'} fixed.
      </p>
      <ul style={list}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The summary in a translation's form: that translation file's check (what the save writes there,
 * its errors, and the fields it does not translate yet or whose English changed since), never the
 * English file's again.
 */
function translationSummary(locale: string, request: CheckRequest | null, result: CheckResult | null, fresh: boolean) {
  const language = languageName(locale);
  const asked = request?.translations?.find((t) => t.locale === locale);
  const mine: TranslationResult | undefined = result?.translations?.[locale];
  if (!request) return { state: 'waiting', body: <p style={quiet}>The {language} translation is checked once the English has a name (the file name is made from it).</p> };
  if (!asked) {
    return {
      state: 'none',
      body: (
        <p style={quiet}>
          No {language} translation yet: this page is not published in {language}. Write its words here, beside the English; a field left empty shows the English.
        </p>
      ),
    };
  }
  // The check reads a translation against valid English only (as npm run content:check does).
  if (result && !result.failed && result.problems.length) return { state: 'waiting', body: <p style={quiet}>The {language} translation is checked once the English passes the check (see the English form).</p> };
  if (!result || !mine) return { state: 'checking', body: <p style={quiet}>Checking…</p> };
  const file = mine.path.replace(/^.*\//, '');
  if (mine.problems.length) return { state: 'problems', body: <Problems lines={mine.problems.map(problemLine)} where={` in ${file}`} /> };
  const later = fresh ? '' : ' (checking your latest change…)';
  if (mine.warnings.length) {
    return {
      state: 'warnings',
      body: (
        <div style={quiet}>
          <p style={{ margin: 0 }}>
            {file} passes the content check{later}. Not translated yet, or the English changed since ({mine.warnings.length}): the English shows there.
          </p>
          <ul style={list}>
            {staleFirst(mine.warnings).slice(0, WARNINGS_SHOWN).map((p) => (
              <li key={problemLine(p)}>{inEditor(problemLine(p))}</li>
            ))}
            {mine.warnings.length > WARNINGS_SHOWN && <li>and {mine.warnings.length - WARNINGS_SHOWN} more (npm run content:check lists them all)</li>}
          </ul>
        </div>
      ),
    };
  }
  return { state: 'ok', body: <p style={good}>No problems: {file} passes the content check{later}.</p> };
}
/**
 * The top of every form: what the content check says about the entry as it is in the form, all
 * problems at once (those beside fields, those of the whole file, and those the change would make
 * in other files). While it lists a problem the entry is not saved.
 */
export function contentCheckControl(checker: EntryChecker, defaultLocale?: string) {
  return class ContentCheckControl extends Component<WidgetProps, { tick: number }> {
    state = { tick: 0 };
    private shown = false;
    private unsubscribe = () => {};

    componentDidMount() {
      this.unsubscribe = checker.subscribe(() => {
        this.setState(({ tick }) => ({ tick: tick + 1 }));
        // Clear "not saved" once the problems are fixed; new ones are shown by the save.
        if (this.shown) this.props.validate();
      });
      const request = currentRequest(this.props.collection, this.props.getEntry());
      if ('path' in request) checker.schedule(request);
      // Opened from the launch checklist: go to the field it names once the form is drawn.
      const field = linkedField();
      if (field && !this.locale) setTimeout(() => focusPath(field), 300);
    }

    /** The translation's language when this is a translation's form (translations side by side). */
    private get locale(): string | undefined {
      const locale = this.props.locale;
      return typeof locale === 'string' && defaultLocale && locale !== defaultLocale ? locale : undefined;
    }

    componentWillUnmount() {
      this.unsubscribe();
    }

    shouldComponentUpdate() {
      return true;
    }

    /** Not a field to fill in: Decap's "required" check sees a value, and the label says no "(optional)". */
    getValidateValue() {
      return 'checked';
    }

    // Decap calls these detached from the widget (`const fn = control.validate; fn()`): arrow functions keep `this`.
    isValid = () => {
      // A translation's problems refuse the save there (admin/save.ts), named in its own summary.
      if (this.locale) return { error: false };
      const request = currentRequest(this.props.collection, this.props.getEntry());
      if (!('path' in request)) {
        this.shown = true;
        return { error: { type: 'CUSTOM', message: request.error.message } };
      }
      const result = checker.resultFor(request);
      const count = result ? result.problems.length + result.elsewhere.length : 0;
      this.shown = Boolean(result?.failed || count);
      if (result?.failed) return { error: { type: 'CUSTOM', message: `Not saved: ${result.failed}` } };
      if (count) return { error: { type: 'CUSTOM', message: `Not saved: ${count} problem${count === 1 ? '' : 's'} to fix first (listed here and beside each field)` } };
      return { error: false };
    }

    render() {
      const { forID, classNameWrapper } = this.props;
      const request = currentRequest(this.props.collection, this.props.getEntry());
      const result = 'path' in request ? checker.lastFor(request.path) : null;
      const fresh = 'path' in request ? checker.resultFor(request) : null;
      const locale = this.locale;
      if (locale) {
        const summary = translationSummary(locale, 'path' in request ? request : null, result, Boolean(fresh));
        // What the box says is about older words while a check of the latest runs: "checking" for whoever waits on it.
        const state = fresh || summary.state === 'none' || summary.state === 'waiting' ? summary.state : 'checking';
        return (
          <div id={forID} className={classNameWrapper} role="status" aria-live="polite" aria-label={`Content check: ${languageName(locale)} translation`} data-translation-check={state} data-locale={locale}>
            {summary.body}
          </div>
        );
      }
      let body;
      if (!('path' in request)) body = <p style={quiet}>{request.error.message}</p>;
      else if (!result) body = <p style={quiet}>Checking…</p>;
      else if (result.failed) body = <p style={bad}>{result.failed}</p>;
      else {
        const lines = summaryLines(result);
        body = lines.length ? (
          <Problems lines={lines} />
        ) : (
          <p style={good}>No problems: this entry passes the content check{fresh ? '' : ' (checking your latest change…)'}.</p>
        );
      }
      return (
        <div id={forID} className={classNameWrapper} role="status" aria-live="polite" aria-label="Content check" data-content-check={result && fresh ? (summaryLines(result).length ? 'problems' : 'ok') : 'checking'}>
          {body}
        </div>
      );
    }
  };
}
