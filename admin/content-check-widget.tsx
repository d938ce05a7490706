import { Component, type CSSProperties } from 'react';
import { currentRequest, focusPath, linkedField, summaryLines, type WidgetProps } from './checked-widgets.tsx';
import type { EntryChecker } from './entry-check.ts';

const box: CSSProperties = { padding: '12px 16px', borderRadius: 5, fontSize: 14, lineHeight: 1.5 };
const good: CSSProperties = { ...box, background: '#e8f5ec', color: '#1d5c35' };
const bad: CSSProperties = { ...box, background: '#fdecea', color: '#8a1c12' };
const quiet: CSSProperties = { ...box, background: '#eff0f4', color: '#313d3e' };

/**
 * The top of every form: what the content check says about the entry as it is in the form, all
 * problems at once (those beside fields, those of the whole file, and those the change would make
 * in other files). While it lists a problem the entry is not saved.
 */
export function contentCheckControl(checker: EntryChecker) {
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
      if (field) setTimeout(() => focusPath(field), 300);
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
      let body;
      if (!('path' in request)) body = <p style={quiet}>{request.error.message}</p>;
      else if (!result) body = <p style={quiet}>Checking…</p>;
      else if (result.failed) body = <p style={bad}>{result.failed}</p>;
      else {
        const lines = summaryLines(result);
        body = lines.length ? (
          <div style={bad}>
            <p style={{ margin: 0, fontWeight: 600 }}>
              {lines.length} problem{lines.length === 1 ? '' : 's'}: the entry is not saved until {lines.length === 1 ? 'it is' : 'they are'} fixed.
            </p>
            <ul style={{ margin: '6px 0 0', paddingLeft: 20 }}>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p style={good}>No problems: this entry passes the content check{fresh ? '' : ' (checking your latest change…)'}.</p>
        );
      }
      return (
        <div id={forID} className={classNameWrapper} role="status" aria-live="polite" data-content-check={result ? (summaryLines(result).length ? 'problems' : 'ok') : 'checking'}>
          {body}
        </div>
      );
    }
  };
}
