import { Component, type CSSProperties } from 'react';
import type { LaunchItem } from '../scripts/cms/launch-list.ts';
import type { WidgetProps } from './checked-widgets.tsx';

const list: CSSProperties = { margin: 0, paddingLeft: 20, lineHeight: 1.6, fontSize: 14, overflowWrap: 'anywhere' };

/**
 * "Before going live": what `npm run content:check -- --launch` lists, each line a link to the
 * entry and field to fix (the field is scrolled to and marked when the entry opens). The dev
 * server runs the launch check itself; the GitHub editor (dist/admin) has no server to ask, and
 * says where to run it.
 */
export class LaunchChecklistControl extends Component<WidgetProps, { items: LaunchItem[] | null; problems: string[]; failed: string | null }> {
  state = { items: null as LaunchItem[] | null, problems: [] as string[], failed: null as string | null };

  componentDidMount() {
    fetch('/__cms/launch')
      .then((res) => (res.ok ? (res.json() as Promise<{ items: LaunchItem[]; problems: string[] }>) : Promise.reject(new Error(String(res.status)))))
      .then(({ items, problems }) => this.setState({ items, problems }))
      .catch(() => this.setState({ failed: 'The launch checklist runs where the content is: start the editor with "npm run cms", or run "npm run content:check -- --launch".' }));
  }

  shouldComponentUpdate() {
    return true;
  }

  /** Not a field to fill in: Decap's "required" check sees a value, and the label says no "(optional)". */
  getValidateValue() {
    return 'list';
  }

  render() {
    const { items, problems, failed } = this.state;
    let body;
    if (failed) body = <p>{failed}</p>;
    else if (!items) body = <p>Reading the content…</p>;
    else if (problems.length) body = <p>Fix the content check&apos;s problems first ({problems.length}): {problems.slice(0, 5).join('; ')}</p>;
    else if (!items.length) body = <p>Ready to launch: no placeholders left.</p>;
    else
      body = (
        <>
          <p style={{ marginTop: 0 }}>
            {items.length} placeholder{items.length === 1 ? '' : 's'} to replace before the site goes live:
          </p>
          <ul style={list} aria-label="Placeholders to replace">
            {items.map((item) => (
              <li key={`${item.file}:${item.path}`}>
                {item.collection && item.slug ? (
                  <a href={`#/collections/${item.collection}/entries/${item.slug}?field=${encodeURIComponent(item.path)}`}>
                    {item.file}: {item.path}
                  </a>
                ) : (
                  <span>
                    {item.file}: {item.path}
                  </span>
                )}
                : {item.message}
              </li>
            ))}
          </ul>
        </>
      );
    return (
      <div id={this.props.forID} className={this.props.classNameWrapper} data-launch-checklist="">
        {body}
      </div>
    );
  }
}
