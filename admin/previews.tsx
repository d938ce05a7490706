import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import site from 'virtual:content/site';
import * as routes from 'virtual:content/routes';
import icons from 'virtual:cms/icons';
import { checkMode } from 'virtual:cms/config';
import { loadKindView, type DetailData, type KindView } from '../src/catalogue/kind-view.ts';
import { Banner } from '../src/components/layout/banner.tsx';
import type { CollectionName } from '../src/content/collections.ts';
import type { PageContent } from '../src/content/resolved.ts';
import { prepareSections, type PreparedSection } from '../src/sections/registry.ts';
import { languageName } from '../scripts/cms/ui-collection.ts';
import { withoutEditorKeys } from './entry-data.ts';
import type { ImmutableLike } from './entry-check.ts';

/**
 * The preview beside the form: the entry drawn by the site's own section and detail views with the
 * site's stylesheet (registerPreviewStyle), so the editor sees the page as buyers will. The dev
 * server resolves the unsaved entry as the content plugin does for the site (scripts/cms/preview-data.ts).
 */

type PreviewData =
  | { kind: 'page'; page: PageContent; problems: string[] }
  | { kind: 'entry'; collection: CollectionName; entry: DetailData['entry']; item: DetailData['item']; children: DetailData['children']; parent: DetailData['parent']; problems: string[] }
  | { kind: 'none'; problems: string[] };

interface PreviewProps {
  entry: ImmutableLike;
  collection: ImmutableLike;
  /** Decap's: a file of the repository (or an upload not saved yet) as an address the preview can show. */
  getAsset?: (path: string) => { toString(): string } | undefined;
}

/**
 * The GitHub editor has no dev server to resolve an entry: pictures and documents come from
 * Decap (getAsset), icons from the drawings built in; sizes are not known, so pictures keep a
 * 4:3 box; text tokens ({count:…}) and structure drawings are the build's and show as written.
 */
function resolveInBrowser(value: unknown, getAsset: PreviewProps['getAsset'], key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveInBrowser(v, getAsset));
  if (key === 'icon' && typeof value === 'string') return icons[value] ? { name: value, node: icons[value] } : undefined;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (k !== '$schema') out[k] = resolveInBrowser(v, getAsset, k);
  const url = (path: string) => String(getAsset?.(path) ?? path);
  if (typeof out.src === 'string' && out.src.startsWith('images/')) return { ...out, src: url(out.src), width: 1200, height: 900 };
  if (typeof out.file === 'string' && out.file.startsWith('documents/')) {
    const { file, ...rest } = out;
    return { ...rest, url: url(file as string), bytes: 0 };
  }
  return out;
}

function browserPreview(props: PreviewProps, data: Record<string, unknown>): PreviewData {
  const collection = String(props.collection.get('name'));
  const resolved = resolveInBrowser(data, props.getAsset) as Record<string, unknown>;
  if (!Object.hasOwn(routes.kinds, collection)) return { kind: 'page', page: resolved as PageContent, problems: [] };
  const slug = String(props.entry.get('slug') || 'new-entry');
  const key = String(props.collection.get('identifier_field') ?? 'title');
  const title = String(data[key] ?? data.title ?? slug);
  const item = { slug, key: title, parent: null, title, description: String(data.description ?? ''), summary: {}, realPath: '/' } as unknown as DetailData['item'];
  return { kind: 'entry', collection: collection as CollectionName, entry: resolved as DetailData['entry'], item, children: [], parent: null, problems: [] };
}

class PreviewBoundary extends Component<{ children: ReactNode; resetKey: unknown }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  componentDidCatch(error: unknown) {
    // The editor sees the plain sentence below; the reason goes to the console for whoever maintains the previews.
    console.error('Preview failed:', error);
  }
  componentDidUpdate(prev: { resetKey: unknown }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  render() {
    if (this.state.error) return <p className="container-page py-8 text-ink-muted">The preview shows this part once its required fields are filled in and the content check has no problem with it.</p>;
    return this.props.children;
  }
}

/** The entry's data as the site's views get it, fetched again (debounced) as the editor types. */
function usePreviewData(props: PreviewProps): PreviewData | null {
  const [data, setData] = useState<PreviewData | null>(null);
  const entryData = props.entry.get('data') as ImmutableLike;
  const path = String(props.entry.get('path') || `${String(props.collection.get('folder'))}/new-entry.json`);
  const collection = String(props.collection.get('name'));
  useEffect(() => {
    if (checkMode === 'browser') {
      setData(browserPreview(props, withoutEditorKeys(entryData.toJS()) as Record<string, unknown>));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch('/__cms/preview', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path, collection, data: withoutEditorKeys(entryData.toJS()) }),
        signal: controller.signal,
      })
        .then((res) => (res.ok ? (res.json() as Promise<PreviewData>) : null))
        .then((d) => d && setData(d))
        .catch(() => {});
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the entry's data is what changes; props.getAsset is Decap's, stable per entry
  }, [entryData, path, collection]);
  return data;
}

function PageSections({ page }: { page: PageContent }) {
  const [sections, setSections] = useState<PreparedSection[] | null>(null);
  useEffect(() => {
    let live = true;
    prepareSections(page.sections ?? []).then((s) => live && setSections(s), () => live && setSections([]));
    return () => {
      live = false;
    };
  }, [page]);
  return (
    <>
      {page.banner?.image && <Banner title={page.title} image={page.banner.image} height={page.banner.height} link={page.banner.link} />}
      {sections?.map(({ Component: Section, section, data }, index) => (
        <PreviewBoundary key={index} resetKey={section}>
          <Suspense fallback={null}>
            <Section section={section} data={data} />
          </Suspense>
        </PreviewBoundary>
      ))}
    </>
  );
}

function EntryView({ data }: { data: Extract<PreviewData, { kind: 'entry' }> }) {
  const [view, setView] = useState<KindView<CollectionName> | null>(null);
  useEffect(() => {
    let live = true;
    loadKindView(data.collection).then((v) => live && setView(v));
    return () => {
      live = false;
    };
  }, [data.collection]);
  if (!view) return null;
  const heading = view.heading ? view.heading(data.item.title) : data.item.title;
  const detail = { collection: data.collection, item: data.item, entry: data.entry, children: data.children, parent: data.parent, crumbs: [], heading } as DetailData;
  return (
    <>
      <Banner title={heading} image={site.defaultBanner} height="30vh" />
      <view.Component data={detail} />
    </>
  );
}

/**
 * The language of the form the preview is drawn from, when it is a translation's: Decap previews
 * the left form's language, handing the translation's data (its words only) as the entry's.
 */
function translationShown(entry: ImmutableLike): string | null {
  const i18n = entry.get('i18n') as { keySeq?: () => { toArray(): string[] } } | undefined;
  const data = entry.get('data');
  return i18n?.keySeq?.().toArray().find((locale) => entry.getIn(['i18n', locale, 'data']) === data) ?? null;
}

/** The preview of a page or a catalogue entry. */
export function EntryPreview(props: PreviewProps) {
  const locale = translationShown(props.entry);
  if (locale) return <TranslationNote locale={locale} />;
  return <EnglishPreview {...props} />;
}

function TranslationNote({ locale }: { locale: string }) {
  const language = languageName(locale);
  return (
    <p style={{ padding: 24, fontFamily: 'sans-serif', color: '#313d3e', lineHeight: 1.5 }}>
      The preview draws the English page. The left form is writing in {language}: switch it back to English (Writing in {locale.toUpperCase()} › en) to see the page; the {language} page is published at /{locale}/ once saved.
    </p>
  );
}

function EnglishPreview(props: PreviewProps) {
  const data = usePreviewData(props);
  if (!data) return <p style={{ padding: 24, fontFamily: 'sans-serif', color: '#555' }}>Drawing the preview…</p>;
  return (
    <MemoryRouter>
      <main className="bg-surface text-ink">
        <PreviewBoundary resetKey={data}>
          {data.kind === 'page' && <PageSections page={data.page} />}
          {data.kind === 'entry' && <EntryView data={data} />}
        </PreviewBoundary>
      </main>
    </MemoryRouter>
  );
}
