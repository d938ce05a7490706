import languagesIcon from 'virtual:icon/languages';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { localeInfo, locales, type Locale } from '../../content/locales.ts';
import { splitLocale } from '../../routing/addresses.ts';
import { pageByPath } from '../../routing/site-manifest.ts';
import { useLocale } from '../i18n/locale-context.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { Icon } from '../ui/icon.tsx';
import { safeStorage } from '../ui/storage.ts';

/** Where the visitor's choice is kept for the visit (sessionStorage: offered again, never forced). */
export const CHOSEN_LOCALE_KEY = 'chosen-locale';

/**
 * The control's name starts with "Language" in every locale (contracts.md "Languages"), so a
 * visitor who does not read the page's language can still find it; then the word in the page's.
 */
const label: Record<Locale, string> = {
  en: 'Language',
  ar: 'Language / اللغة',
  es: 'Language / Idioma',
  fr: 'Language / Langue',
};

/**
 * The header's language switcher: a disclosure (works without JavaScript on the static pages)
 * listing every language, each named in itself with its `lang`, leading to the same page in it.
 * A page or entry not translated into a language is offered in English there (a page's
 * languages come from the routes, an entry's from its loader's data). The choice is kept
 * for the visit and the chosen language is listed first afterwards; nothing redirects by itself.
 */
export function LanguageSwitcher() {
  const current = useLocale();
  const { pathname } = useLocation();
  const english = splitLocale(pathname).path;
  const details = useRef<HTMLDetailsElement>(null);
  // Read after the first render, so the static page and the app's first render agree.
  const [chosen, setChosen] = useState<Locale | null>(null);
  useEffect(() => {
    const kept = safeStorage('session').get(CHOSEN_LOCALE_KEY);
    setChosen((locales as readonly string[]).includes(kept ?? '') ? (kept as Locale) : null);
  }, []);
  // A content page is known from the routes, an entry from its loader's data (its `locales`); anything else (a screen) is English.
  const page = pageByPath(english);
  const entryLocales = (useMatches().at(-1)?.loaderData as { item?: { locales?: readonly string[] } } | undefined)?.item?.locales;
  const translated = (locale: Locale) => locale === 'en' || ((page ? page.locales : entryLocales) as readonly string[] | undefined)?.includes(locale) === true;
  const order = chosen && chosen !== current ? [chosen, ...locales.filter((l) => l !== chosen)] : [...locales];

  return (
    <details ref={details} className="group relative shrink-0">
      <summary
        className="summary-plain btn flex items-center gap-1 px-2 text-sm text-ink hover:text-brand"
        // The code shown ("EN") is part of the name, so a voice user can say what they see (WCAG 2.5.3).
        aria-label={`${label[current]}: ${current.toUpperCase()}`}
      >
        <Icon node={languagesIcon} className="size-5" />
        <span aria-hidden="true" className="uppercase">
          {current}
        </span>
      </summary>
      <ul className="absolute end-0 top-full z-50 mt-2 w-44 space-y-1 rounded-card border border-line bg-surface p-2 shadow-raised">
        {order.map((locale) => (
          <li key={locale}>
            <AppLink
              to={english}
              locale={translated(locale) ? locale : 'en'}
              lang={locale}
              hrefLang={translated(locale) ? locale : 'en'}
              aria-current={locale === current ? 'true' : undefined}
              className={`language-option ${locale === current ? 'font-semibold text-brand' : 'text-ink'}`}
              onClick={() => {
                safeStorage('session').set(CHOSEN_LOCALE_KEY, locale);
                setChosen(locale);
                details.current?.removeAttribute('open');
              }}
            >
              {localeInfo[locale].selfName}
            </AppLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
