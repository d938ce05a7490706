import { Component, type ChangeEvent } from 'react';
import type { WidgetProps } from './checked-widgets.tsx';

/**
 * For the few values a form has no control for (a table cell that is text or a link, a
 * description that is text or a list of texts): plain text stays plain text, and text that starts
 * with "{" or "[" and reads as JSON is that value. The content check judges the result.
 */
export function parseJsonOrText(text: string): unknown {
  if (!/^[[{]/.test(text.trim())) return text;
  try {
    return JSON.parse(text.trim()) as unknown;
  } catch {
    return text;
  }
}

export function showJsonOrText(value: unknown): string {
  const plain = value && typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value;
  if (plain === undefined || plain === null) return '';
  return typeof plain === 'string' ? plain : JSON.stringify(plain, null, 2);
}

export class JsonControl extends Component<WidgetProps & { onChange: (value: unknown) => void }, { text: string | null }> {
  state = { text: null as string | null };

  private readonly onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    this.setState({ text: event.target.value });
    this.props.onChange(parseJsonOrText(event.target.value));
  };

  render() {
    const text = this.state.text ?? showJsonOrText(this.props.value);
    return <textarea id={this.props.forID} className={this.props.classNameWrapper} value={text} onChange={this.onChange} rows={Math.min(12, Math.max(2, text.split('\n').length))} style={{ fontFamily: 'monospace' }} />;
  }
}

export function JsonPreview({ value }: { value: unknown }) {
  return <pre>{showJsonOrText(value)}</pre>;
}
