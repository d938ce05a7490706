/**
 * A displayed value split into lines at its commas ("White, odourless powder" is two lines).
 * Only a comma followed by a space splits, so "1,1-Dimethylbiguanide" and "10,000 ppm" stay whole.
 */
export function commaLines(value: string): string[] {
  return value
    .split(/,\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface FormulaPart {
  text: string;
  sub: boolean;
}

/**
 * A molecular formula as text and subscripts: "C4H11N5·HCl" gives C, 4 (sub), H, 11 (sub) ...
 * Counts after an element or ")" are subscripts (as is a polymer's "n"); a coefficient after
 * "·" (the 7 of "·7H2O") stays on the line.
 */
export function formulaParts(formula: string): FormulaPart[] {
  const parts: FormulaPart[] = [];
  const push = (text: string, sub: boolean) => {
    const last = parts[parts.length - 1];
    if (last && last.sub === sub) last.text += text;
    else parts.push({ text, sub });
  };
  for (const [token] of formula.matchAll(/\d+|n(?![a-z])|[^\dn]+|n/g)) {
    const prev = parts[parts.length - 1]?.text.slice(-1) ?? '';
    const afterAtomOrGroup = /[A-Za-z)\]]/.test(prev) && !parts[parts.length - 1]?.sub;
    const isCount = /^\d+$/.test(token) || token === 'n';
    push(token, isCount && afterAtomOrGroup && !(token === 'n' && prev !== ')'));
  }
  return parts;
}
