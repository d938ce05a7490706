import searchIcon from 'virtual:icon/search';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { useLocale } from '../../components/i18n/locale-context.tsx';
import type { UiStrings } from '../../components/i18n/ui-types.ts';
import { useUi } from '../../components/i18n/use-ui.ts';
import { format as enFormat } from '../../components/i18n/format.ts';
import { common as enCommon } from 'virtual:ui/en/common';
import { search as enSearch } from 'virtual:ui/en/search';
import { isLocale, type Locale } from '../../content/locales.ts';
import { href } from '../../routing/href.ts';
import { MAX_QUERY_LENGTH } from './search-doc.ts';
import type { SearchHit, SearchMatch, SiteSearch } from './search-engine.ts';
import { loadSearch } from './search-loader.ts';

// The index and the engine start loading as soon as this code is in, before the dialog is drawn
// (the button imports it on first open, or on hover or focus), not from the dialog's effect after
// its first paint: at 3,000 products the index is what the first answer waits for. An open takes
// this load, or asks again if it failed (the loader forgets a failure). The page's language is on
// <html lang> by then (the static page has it, the root layout sets it); the dialog itself asks
// for the language of its context, which wins should they differ.
const pageLang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
loadSearch(isLocale(pageLang) ? pageLang : 'en').catch(() => undefined);

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The site search: a combobox over a listbox of results grouped by business line (WAI-ARIA
 * combobox pattern: focus stays in the input, aria-activedescendant names the active option).
 * ArrowDown/ArrowUp move, Enter opens, Escape closes (the Dialog returns focus to the button).
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const ids = useId();
  const ui = useUi({ common: enCommon, search: enSearch, format: enFormat });
  const locale = useLocale();
  const headingId = `${ids}-heading`;
  const listboxId = `${ids}-results`;
  const optionId = (i: number) => `${ids}-option-${i}`;
  const [query, setQuery] = useState('');
  // The engine of the language it was loaded for: a page in another language (the switcher keeps the dialog's owner mounted) loads its own.
  const [loaded, setLoaded] = useState<{ locale: Locale; engine: SiteSearch } | null>(null);
  const engine = loaded?.locale === locale ? loaded.engine : null;
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);
  const typedAt = useRef<number | null>(null);
  const answered = useRef(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open || engine) return;
    let live = true;
    setFailed(false);
    loadSearch(locale).then(
      (search) => live && setLoaded({ locale, engine: search }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, engine, locale]);

  const groups = useMemo(() => (engine ? engine.search(query) : []), [engine, query]);
  const hits = useMemo(() => groups.flatMap((g) => g.hits), [groups]);
  const trimmed = query.trim();

  // What a keystroke costs, and what the first answer cost from the start of loading: read by `npm run bench`.
  useLayoutEffect(() => {
    if (typedAt.current !== null) {
      performance.measure('search-keystroke', { start: typedAt.current });
      typedAt.current = null;
    }
    if (!answered.current && hits.length > 0 && performance.getEntriesByName('search-load-start').length) {
      answered.current = true;
      performance.measure('search-first-answer', 'search-load-start');
    }
  }, [hits, engine]);

  useEffect(() => {
    if (!open) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from the stable useId value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, open]);

  function choose(hit: SearchHit | undefined) {
    if (!hit) return;
    onClose();
    // An item inside a page carries "#id": the router's scroll restoration scrolls to it.
    void navigate(hit.doc.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!hits.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(hits[active]);
    }
  }

  const expanded = hits.length > 0;
  let index = 0;
  return (
    <Dialog open={open} onClose={onClose} labelledBy={headingId} placement="top" className="flex max-w-2xl flex-col sm:max-h-[80vh]">
      <div className="border-b border-line p-4 pe-28">
        <h2 id={headingId} className="sr-only">
          {ui.search.search}
        </h2>
        <label htmlFor={`${ids}-input`} className="text-sm font-semibold text-brand-strong">
          {ui.search.label}
        </label>
        <div className="mt-2 flex items-center gap-2 rounded-control border border-line bg-surface px-3 focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/20">
          <Icon node={searchIcon} className="size-5 shrink-0 text-ink-muted" />
          <input
            id={`${ids}-input`}
            type="search"
            role="combobox"
            autoFocus
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={MAX_QUERY_LENGTH}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded ? optionId(active) : undefined}
            value={query}
            onChange={(event) => {
              // Only keystrokes the loaded index answers are timed (not those typed while it loads).
              typedAt.current = engine ? performance.now() : null;
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder={ui.search.placeholder}
            className="min-w-0 flex-1 bg-transparent py-2.5 text-base text-ink outline-none placeholder:text-ink-muted [&::-webkit-search-cancel-button]:hidden"
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <div role="listbox" id={listboxId} aria-label={ui.search.results} className={expanded ? 'py-2' : ''}>
          {groups.map((group, g) => (
            <div key={group.name} role="group" aria-labelledby={`${ids}-group-${g}`}>
              <div id={`${ids}-group-${g}`} className="eyebrow px-4 pt-3 pb-1">
                {group.name}
              </div>
              {group.hits.map((hit) => {
                const i = index++;
                const selected = i === active;
                return (
                  <div
                    key={hit.doc.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={selected}
                    onClick={() => choose(hit)}
                    onPointerMove={() => setActive(i)}
                    className={`mx-2 cursor-pointer rounded-control px-3 py-2 ${selected ? 'bg-brand-tint' : ''}`}
                  >
                    <span className="block font-medium text-brand-strong">{hit.doc.title}</span>
                    {(hit.matched || hit.doc.sub) && (
                      <span className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-ink-muted">
                        {hit.matched && <bdi className="font-medium text-accent-strong">{matchedText(ui.search, hit.matched)}</bdi>}
                        {hit.doc.sub && <span>{hit.doc.sub}</span>}
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <div className="px-4 py-4 text-sm break-words text-ink-muted">
          <p role="status">
            {failed
              ? ui.search.failed
              : !trimmed
                ? ui.search.hint
                : !engine
                  ? ui.common.loading
                  : hits.length
                    ? ui.search.count({ n: hits.length })
                    : ui.search.none({ query: trimmed })}
          </p>
          {engine && trimmed && !hits.length && (
            <p className="mt-2">
              {ui.search.maySupply}{' '}
              {/* The form opens with "I am looking for: {query}" (in the page's language) in its message: in the navigation's state (enquiry-ids.ts messageFrom), not the address. */}
              <AppLink to={href('contact')} state={{ message: ui.search.lookingFor({ query: trimmed }) }} onClick={onClose} className="font-semibold text-brand underline underline-offset-2">
                {ui.search.askContact}
              </AppLink>
              .
            </p>
          )}
        </div>
      </div>
    </Dialog>
  );
}

/** What matched, as the page's language names it ("CAS 103-90-2", "رمز HS 0713 20 10", "Autre nom : Acetaminophen"). */
function matchedText(words: UiStrings['search'], { field, value }: SearchMatch): string {
  switch (field) {
    case 'cas':
      return words.matchedCas({ cas: value });
    case 'hs':
      return words.matchedHs({ code: value });
    case 'grade':
      return words.matchedGrade({ grade: value });
    case 'synonym':
      return words.matchedSynonym({ name: value });
  }
}
