import type { PrefixedLocale } from '../../src/routing/addresses.ts';

const NBSP = '\u00a0';

/**
 * French sets a space before two-part punctuation (: ; ! ? and the closing guillemet), after the
 * opening guillemet, and between a number and %, and that space never breaks a line: "procédés
 * : sella" must not end one line and begin the next with the colon. Translators type an ordinary
 * space (as every keyboard does); the build makes it the no-break space, so editors need not.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ +(?=[:;!?»%])/g, NBSP).replace(/« +/g, `«${NBSP}`);
}

/** What the build does to a translation's text in each language before it is shown (nothing where there is no rule). */
export const translationTypography: Partial<Record<PrefixedLocale, (text: string) => string>> = { fr: frenchSpacing };
