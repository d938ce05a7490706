import CMS from 'decap-cms-app';
import config, { checkMode, contentUrl } from 'virtual:cms/config';
import siteStyles from '../src/styles/app.css?url';
import './editor.css';
import { CONTENT_FORMAT } from '../scripts/cms/decap-config.ts';
import { CHECKED_WIDGETS, checkedControl } from './checked-widgets.tsx';
import { contentCheckControl } from './content-check-widget.tsx';
import { EntryChecker, serverCheck, type RunCheck } from './entry-check.ts';
import { JsonControl, JsonPreview } from './json-widget.tsx';
import { LaunchChecklistControl } from './launch-checklist.tsx';
import { EntryPreview } from './previews.tsx';
import { renameEnglishFiles, type RegisteredBackend } from './locale-paths.ts';
import { preSaveHandler, TranslationWrites } from './save.ts';
import { fromFileKeepingText, toFile } from './tidy-json.ts';

/**
 * The web editor (/admin/): Decap CMS with the configuration generated from the schemas, the
 * content check beside every field and before every save, content/'s own JSON layout, and previews
 * drawn by the site's own views. Its code never loads on the public site.
 */

// The GitHub editor has no dev server to run the check: it runs the schema and domain rules itself.
const runCheck: RunCheck = checkMode === 'server' ? serverCheck : (request) => import('./browser-check.ts').then((m) => m.browserCheck(request));
const checker = new EntryChecker(runCheck);
// With translations side by side, the English form's language: controls in another language's form are that translation's.
const defaultLocale = 'i18n' in config && config.i18n ? config.i18n.default_locale : undefined;

CMS.registerCustomFormat(CONTENT_FORMAT, 'json', { fromFile: fromFileKeepingText, toFile: (data: object, sortedKeys?: string[]) => toFile(data as Record<string, unknown>, sortedKeys) });

// Decap's registerWidget takes a fourth argument, the widget's own options schema, that its types leave out.
const registerWidget = CMS.registerWidget as unknown as (name: string, control: unknown, preview?: unknown, schema?: unknown) => void;
registerWidget('json', JsonControl, JsonPreview);
for (const name of CHECKED_WIDGETS) {
  const widget = CMS.getWidget(name) as { control: never; preview?: unknown; schema?: unknown } | undefined;
  if (widget) registerWidget(name, checkedControl(widget.control, checker, contentUrl, defaultLocale), widget.preview, widget.schema);
}
registerWidget('content-check', contentCheckControl(checker, defaultLocale), () => null);
registerWidget('launch-checklist', LaunchChecklistControl, () => null);

const translationWrites = new TranslationWrites();
CMS.registerEventListener({ name: 'preSave', handler: preSaveHandler(config, checker, translationWrites) as never });

CMS.registerPreviewStyle(siteStyles);
for (const collection of config.collections) {
  if (collection.name !== 'site' && collection.name !== 'launch') CMS.registerPreviewTemplate(collection.name, EntryPreview as never);
}

// Translations side by side: Decap's English file name (x.en.json) is content/'s x.json (locale-paths.ts),
// on decap-server ("proxy", npm run cms) and on GitHub (dist/admin) alike.
if ('i18n' in config && config.i18n) {
  const folders = config.collections.flatMap((c) => ('i18n' in c && c.i18n && 'folder' in c && typeof c.folder === 'string' ? [c.folder] : []));
  const backends = ['proxy', 'github'].map((name) => CMS.getBackend(name) as RegisteredBackend | undefined);
  renameEnglishFiles(backends, { folders, locales: config.i18n.locales, defaultLocale: config.i18n.default_locale, writes: translationWrites });
}

// A save writes a content file, and the dev server then reloads every page it serves so the site
// shows it (scripts/vite/content-plugin.ts). The editor reads its files through decap-server, not
// Vite: reloaded, the form just published went blank for seconds (issue 45). Vite reloads only the
// page a reload names, so a content file's reload is given a page that is not this one.
if (import.meta.hot && contentUrl) {
  const contentFolder = `${contentUrl.replace(/^\/@fs/, '')}/`;
  import.meta.hot.on('vite:beforeFullReload', (payload: { path?: string; triggeredBy?: string }) => {
    if (payload.triggeredBy?.split('\\').join('/').startsWith(contentFolder)) payload.path = '/__site-only.html';
  });
}

CMS.init({ config: config as never });
