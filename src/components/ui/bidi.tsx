import { Fragment } from 'react';

/**
 * Latin words inside Arabic text (issue 31, item 5). The Unicode bidi algorithm puts a number
 * that precedes Latin words on the wrong side of them in a right-to-left line: "42 Trade Centre"
 * shows as "Trade Centre 42", "20 ppm" as "ppm 20". Each Latin run (with the numbers and units
 * around it) is therefore isolated as left-to-right (`<bdi dir="ltr">`), and a text that holds
 * Arabic takes the page's direction rather than `dir="auto"`'s first letter (a translated
 * chemical name starts with "N-": auto made the whole line left-to-right, its parentheses
 * reversed). Text without right-to-left letters is left exactly as it is: English pages, and
 * Latin names on Arabic pages, keep their markup.
 */

/** Arabic (with its supplements and presentation forms) and Hebrew letters. */
const rtlLetter = /[\u0590-\u05FF\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/** Whether a text holds right-to-left letters. */
export function hasRtl(text: string): boolean {
  return rtlLetter.test(text);
}

/**
 * A run of Latin script: letters, digits and the marks that sit between them in names, codes and
 * units ("42 Trade Centre", "ICH Q3C", "175 m²/g", "2S,5R,6R"), starting and ending on a letter or
 * digit (or a unit mark). Parentheses and brackets are left outside: they pair across the Arabic
 * around them ("N-(4-هيدروكسي فينيل)أسيتاميد"), unless they hold the run alone ("(One Star Export
 * House)", bidiParts).
 */
const latinRun = /[0-9A-Za-z\u00C0-\u024F\u00B5](?:[0-9A-Za-z\u00C0-\u024F\u00B5\u00B2\u00B3\u00B0%′'’.,:/+&×·\- ]*[0-9A-Za-z\u00C0-\u024F\u00B5\u00B2\u00B3\u00B0%′])?/g;
const latinLetter = /[A-Za-z\u00C0-\u024F\u00B5]/;

export interface BidiPart {
  text: string;
  /** A Latin run to draw left to right, isolated from the Arabic around it. */
  ltr: boolean;
}

/**
 * A text cut into its Latin runs and the rest, where it mixes the two scripts; one plain part
 * otherwise. A run of digits alone stays with the Arabic (the bidi algorithm orders numbers
 * right already, and `103-90-2` keeps its order).
 */
export function bidiParts(text: string): BidiPart[] {
  if (!hasRtl(text)) return [{ text, ltr: false }];
  const parts: BidiPart[] = [];
  let at = 0;
  for (const m of text.matchAll(latinRun)) {
    let run = m[0];
    // A last word without Latin letters that runs on into what follows ("APAP, 4-أسيتاميدوفينول")
    // belongs to the next, Arabic, word: leave it out.
    const next = text.charAt(m.index + run.length);
    if (next && !/[\s.,;:!?)\]]/.test(next)) {
      const cut = /^(.*[A-Za-z\u00C0-\u024F\u00B5][^ ,]*)[ ,]+[^ ,A-Za-z\u00C0-\u024F\u00B5]+$/.exec(run);
      if (cut) run = cut[1]!;
    }
    if (!latinLetter.test(run)) continue;
    let start = m.index;
    // A Latin name the Arabic gives in parentheses, "(One Star Export House)", is one thing: isolated
    // with its parentheses, so the line cannot set them apart from it.
    if (text.charAt(start - 1) === '(' && text.charAt(start + run.length) === ')' && start - 1 >= at) {
      start -= 1;
      run = `(${run})`;
    }
    if (start > at) parts.push({ text: text.slice(at, start), ltr: false });
    parts.push({ text: run, ltr: true });
    at = start + run.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), ltr: false });
  return parts;
}

/**
 * The direction to give an element showing `text`: right to left where it holds Arabic (so a
 * line that starts with a Latin letter still reads as Arabic), else `auto` (a Latin name on an
 * Arabic page reads left to right).
 */
export function textDir(text: string): 'rtl' | 'auto' {
  return hasRtl(text) ? 'rtl' : 'auto';
}

/** `text` with each Latin run inside Arabic isolated left to right; plain text otherwise. */
export function Isolated({ text }: { text: string }) {
  const parts = bidiParts(text);
  if (parts.length === 1 && !parts[0]!.ltr) return <>{text}</>;
  return (
    <>
      {parts.map((p, i) =>
        p.ltr ? (
          <bdi key={i} dir="ltr">
            {p.text}
          </bdi>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </>
  );
}

/** Where a name goes in a sentence while it is cut around it: a character no sentence or name holds. */
const NAME_MARK = '\uFFFF';

/**
 * A sentence of the page's language around a name it does not translate (a product's English name
 * in "أُضيف {product} إلى قائمة استفسارك"): in a right-to-left sentence the name is isolated in
 * its own direction (`<bdi>`), so "Vitamin A Palmitate 1.7 M IU/g" keeps its number after its
 * words and a name ending in ")" keeps its parenthesis, instead of the bidi algorithm reordering
 * them with the Arabic around. A left-to-right sentence is the plain text it always was.
 */
export function WithName({ sentence, name }: { sentence: (name: string) => string; name: string }) {
  const text = sentence(NAME_MARK);
  if (!hasRtl(text.split(NAME_MARK).join(''))) return <>{sentence(name)}</>;
  return (
    <>
      {text.split(NAME_MARK).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <bdi dir={hasRtl(name) ? 'rtl' : 'ltr'}>{name}</bdi>}
          {part}
        </Fragment>
      ))}
    </>
  );
}
