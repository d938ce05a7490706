import type { TokenLeaf } from './translation-tokens.ts';

/**
 * Words a compliance reader of each language reads closely (issue 46): a translation that promises
 * more than its English, or uses the term of another meaning (an accreditation for a registration,
 * "made to order" for "on request", the pharmacopoeia's solubility terms). Each rule looks at one
 * translated field beside its English, so a word the English itself says ("an accredited laboratory")
 * stays allowed.
 */
interface TermRule {
  locale: 'ar' | 'es' | 'fr';
  /** The translation's wrong term. */
  wrong: RegExp;
  /** Applies unless the English says this (then the term is the right one). */
  unlessEnglish?: RegExp;
  message: string;
}

const RULES: readonly TermRule[] = [
  { locale: 'ar', wrong: /مع?تم[َ]?د|اعتماد/, unlessEnglish: /accredit|approv|sign-?off|letter[- ]of[- ]credit|rel(y|ies|iable)|depend|adopt/i, message: '"معتمد"/"اعتماد" reads as accredited (an official approval); a registration is "تسجيل", a supplier we qualified is "مؤهَّل"' },
  { locale: 'ar', wrong: /دستوري/, message: 'a pharmacopoeial grade is "درجة دستور الأدوية", not "دستورية" (constitutional)' },
  { locale: 'ar', wrong: /قليل الذوبان/, unlessEnglish: /(?<!very )slightly soluble/i, message: 'the pharmacopoeia\'s "sparingly soluble" is "متوسط الذوبان"; "قليل الذوبان" is slightly soluble' },
  { locale: 'fr', wrong: /assez peu soluble/i, message: 'the Ph. Eur. French for "sparingly soluble" is "assez soluble" ("peu soluble" is slightly soluble)' },
  { locale: 'fr', wrong: /agrément/i, unlessEnglish: /approv|accredit/i, message: '"agrément" is an official approval: a registration is an "enregistrement"' },
  { locale: 'es', wrong: /bajo pedido/i, unlessEnglish: /to order|custom/i, message: '"bajo pedido" means made to order: "on request" is "a petición"' },
  { locale: 'es', wrong: /acreditaci/i, unlessEnglish: /accredit/i, message: '"acreditación" is an accreditation: a registration is a "registro"' },
  { locale: 'es', wrong: /\bHS\b/, message: 'the interface says "SA" (Sistema Armonizado): write "código SA", not "HS"' },
];

/** For each translated text that uses a term its English does not support: the path and the right term. */
export function termProblems(locale: string | null, leaves: readonly TokenLeaf[]): { path: PropertyKey[]; message: string }[] {
  const rules = RULES.filter((r) => r.locale === locale);
  const out: { path: PropertyKey[]; message: string }[] = [];
  for (const { path, value, translated } of leaves) {
    if (translated === undefined) continue;
    const rule = rules.find((r) => r.wrong.test(translated) && !r.unlessEnglish?.test(value));
    if (rule) out.push({ path, message: rule.message });
  }
  return out;
}
