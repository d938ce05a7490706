/**
 * A SMILES reader for the content checker (OpenSMILES syntax): it proves a SMILES string is
 * well formed, naming the position of the first mistake, and counts the atoms it describes,
 * implicit hydrogens included, so the checker can compare them with the molecular formula.
 *
 * The checker does not use openchemlib for this: openchemlib accepts some broken strings
 * (an unclosed "(", a doubled bond "==") and takes most of a second to start, which a content
 * check run on every save cannot afford. The build still draws structures with openchemlib;
 * a unit test proves both count the same atoms for every product.
 */

export class SmilesError extends Error {
  constructor(
    message: string,
    /** 1-based position of the character at fault. */
    readonly position: number,
  ) {
    super(`${message} (at character ${position})`);
  }
}

// prettier-ignore
const ELEMENTS = new Set(('H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr ' +
  'Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta W Re Os Ir Pt ' +
  'Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No Lr Rf Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og').split(' '));

/** Atoms written without brackets, and the valences their implicit hydrogens fill up to. */
const ORGANIC: Record<string, number[]> = { B: [3], C: [4], N: [3, 5], O: [2], P: [3, 5], S: [2, 4, 6], F: [1], Cl: [1], Br: [1], I: [1] };
const AROMATIC_ORGANIC = new Set(['b', 'c', 'n', 'o', 'p', 's']);
const AROMATIC_BRACKET = new Set(['b', 'c', 'n', 'o', 'p', 's', 'se', 'as', 'te']);
/** Valence electrons of the elements that occur in aromatic rings, for the bonds a charged ring atom can make. */
const VALENCE_ELECTRONS: Record<string, number> = { B: 3, C: 4, N: 5, P: 5, As: 5, O: 6, S: 6, Se: 6, Te: 6 };

interface Atom {
  element: string;
  aromatic: boolean;
  bracket: boolean;
  /** Hydrogens written in brackets ([NH4+]); organic-subset atoms get implicit ones instead. */
  hydrogens: number;
  charge: number;
  position: number;
}

interface Bond {
  a: number;
  b: number;
  /** 1, 2, 3, 4, or 1.5 for aromatic. */
  order: number;
}

export interface SmilesMolecule {
  atoms: Atom[];
  bonds: Bond[];
}

const BOND_ORDER: Record<string, number> = { '-': 1, '=': 2, '#': 3, $: 4, ':': 1.5, '/': 1, '\\': 1 };

/** Reads a SMILES string; throws SmilesError naming the first mistake. */
export function parseSmiles(smiles: string): SmilesMolecule {
  const atoms: Atom[] = [];
  const bonds: Bond[] = [];
  const s = smiles;
  let i = 0;
  let prev: number | null = null;
  let pendingBond: { order: number; position: number } | null = null;
  const branches: { atom: number | null; position: number }[] = [];
  const rings = new Map<number, { atom: number; order: number | null; position: number }>();
  const bonded = (a: number, b: number) => bonds.some((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
  const pos = () => i + 1;

  const addAtom = (atom: Atom) => {
    const index = atoms.length;
    atoms.push(atom);
    if (prev !== null) {
      const order = pendingBond?.order ?? (atom.aromatic && atoms[prev]!.aromatic ? 1.5 : 1);
      bonds.push({ a: prev, b: index, order });
    } else if (pendingBond) {
      throw new SmilesError('a bond symbol with no atom before it', pendingBond.position);
    }
    pendingBond = null;
    prev = index;
  };

  if (!s.length) throw new SmilesError('empty SMILES', 1);
  while (i < s.length) {
    const c = s[i]!;
    if (c === ' ' || c === '\t' || c === '\n') throw new SmilesError('a space inside SMILES', pos());
    if (c === '(') {
      if (prev === null) throw new SmilesError('"(" with no atom before it', pos());
      if (pendingBond) throw new SmilesError('a bond symbol before "(": write it inside, as in C(=O)', pendingBond.position);
      branches.push({ atom: prev, position: pos() });
      i += 1;
      if (s[i] === ')') throw new SmilesError('empty branch "()"', pos());
      continue;
    }
    if (c === ')') {
      const open = branches.pop();
      if (!open) throw new SmilesError('")" without "("', pos());
      if (pendingBond) throw new SmilesError('a bond symbol with no atom after it', pendingBond.position);
      prev = open.atom;
      i += 1;
      continue;
    }
    if (c === '.') {
      if (prev === null || pendingBond) throw new SmilesError('"." must stand between two molecules', pos());
      if (branches.length) throw new SmilesError('"." inside a branch', pos());
      prev = null;
      i += 1;
      if (i >= s.length) throw new SmilesError('"." at the end', i);
      continue;
    }
    if (c in BOND_ORDER) {
      if (pendingBond) throw new SmilesError(`two bond symbols in a row ("${s.slice(pendingBond.position - 1, i + 1)}")`, pos());
      if (prev === null) throw new SmilesError('a bond symbol with no atom before it', pos());
      pendingBond = { order: BOND_ORDER[c]!, position: pos() };
      i += 1;
      continue;
    }
    if (/[0-9%]/.test(c)) {
      if (prev === null) throw new SmilesError('a ring-bond number with no atom before it', pos());
      let n: number;
      const at = pos();
      if (c === '%') {
        const m = /^%(\d\d)/.exec(s.slice(i));
        if (!m) throw new SmilesError('"%" must be followed by two digits, as in %10', at);
        n = Number(m[1]);
        i += 3;
      } else {
        n = Number(c);
        i += 1;
      }
      const open = rings.get(n);
      if (!open) {
        rings.set(n, { atom: prev, order: pendingBond?.order ?? null, position: at });
      } else {
        rings.delete(n);
        if (open.atom === prev) throw new SmilesError(`ring bond ${n} closes on the atom that opened it`, at);
        if (bonded(open.atom, prev)) throw new SmilesError(`ring bond ${n} joins two atoms already bonded`, at);
        const here = pendingBond?.order ?? null;
        if (open.order !== null && here !== null && open.order !== here) throw new SmilesError(`ring bond ${n} has different bond symbols at its two ends`, at);
        const a = atoms[open.atom]!;
        const b = atoms[prev]!;
        bonds.push({ a: open.atom, b: prev, order: open.order ?? here ?? (a.aromatic && b.aromatic ? 1.5 : 1) });
      }
      pendingBond = null;
      continue;
    }
    if (c === '[') {
      const close = s.indexOf(']', i);
      if (close === -1) throw new SmilesError('"[" without "]"', pos());
      addAtom(bracketAtom(s.slice(i + 1, close), i + 2));
      i = close + 1;
      continue;
    }
    if (c === ']') throw new SmilesError('"]" without "["', pos());
    // An atom of the organic subset, or a mistake.
    const two = s.slice(i, i + 2);
    const symbol = two === 'Cl' || two === 'Br' ? two : c;
    // "Na", "Ca": an element that is not of the organic subset, written without brackets.
    if (symbol === c && /^[A-Z][a-z]$/.test(two) && ELEMENTS.has(two) && !AROMATIC_ORGANIC.has(two[1]!)) {
      throw new SmilesError(`"${two}" must be written in square brackets, with its charge, e.g. [${two}+]`, pos());
    }
    if (symbol in ORGANIC || AROMATIC_ORGANIC.has(symbol)) {
      const aromatic = AROMATIC_ORGANIC.has(symbol);
      addAtom({ element: aromatic ? symbol.toUpperCase() : symbol, aromatic, bracket: false, hydrogens: 0, charge: 0, position: pos() });
      i += symbol.length;
      continue;
    }
    if (c === '*') throw new SmilesError('"*" (any atom) names no element, so the formula cannot be checked', pos());
    if (ELEMENTS.has(c)) throw new SmilesError(`"${c}" must be written in square brackets, e.g. [${c}]`, pos());
    if (/[A-Za-z]/.test(c)) throw new SmilesError(`unknown element "${c}"`, pos());
    throw new SmilesError(`unexpected character "${c}"`, pos());
  }
  if (pendingBond) throw new SmilesError('a bond symbol with no atom after it', pendingBond.position);
  const open = branches.pop();
  if (open) throw new SmilesError('"(" is never closed', open.position);
  const ring = [...rings.entries()][0];
  if (ring) throw new SmilesError(`ring bond ${ring[0]} is opened but never closed`, ring[1].position);
  return { atoms, bonds };
}

function bracketAtom(body: string, position: number): Atom {
  const m = /^(\d+)?([A-Z][a-z]?|se|as|te|[bcnops]|\*)(@(?:@|TH[12]|AL[12]|SP[123]|TB\d\d?|OH\d\d?)?)?(H\d*)?((?:\+\d+|-\d+|\+\+?|--?))?(:\d+)?$/.exec(body);
  if (!m) {
    const symbol = /^\d*([A-Za-z][a-z]?)/.exec(body)?.[1];
    if (symbol && !ELEMENTS.has(symbol) && !AROMATIC_BRACKET.has(symbol) && !ELEMENTS.has(symbol.charAt(0).toUpperCase())) {
      throw new SmilesError(`unknown element "${symbol}" in [${body}]`, position);
    }
    throw new SmilesError(`cannot read the bracket atom [${body}] (expected e.g. [Na+], [NH4+], [C@@H], [nH], [O-])`, position);
  }
  const symbol = m[2]!;
  if (symbol === '*') throw new SmilesError('"*" (any atom) names no element, so the formula cannot be checked', position);
  const aromatic = AROMATIC_BRACKET.has(symbol);
  const element = aromatic ? symbol.charAt(0).toUpperCase() + symbol.slice(1) : symbol;
  if (!ELEMENTS.has(element)) throw new SmilesError(`unknown element "${symbol}" in [${body}]`, position);
  if (element === 'H' && m[4]) throw new SmilesError(`[${body}]: a hydrogen atom cannot carry hydrogens`, position);
  const h = m[4] ? (m[4].length > 1 ? Number(m[4].slice(1)) : 1) : 0;
  const q = m[5];
  const charge = !q ? 0 : q === '+' ? 1 : q === '++' ? 2 : q === '-' ? -1 : q === '--' ? -2 : Number(q);
  return { element, aromatic, bracket: true, hydrogens: h, charge, position };
}

/** Bonds an aromatic atom needs besides its single bonds to be satisfied: 1 when it takes a ring double bond. */
function needsDouble(atom: Atom, sigma: number): boolean {
  if (!atom.bracket) {
    if (atom.element === 'C' || atom.element === 'B') return sigma < 4 - (atom.element === 'B' ? 1 : 0);
    if (atom.element === 'N' || atom.element === 'P') return sigma === 2;
    return false; // o, s: two single bonds, no double
  }
  const e = VALENCE_ELECTRONS[atom.element];
  if (e === undefined) return false;
  const electrons = e - atom.charge;
  const valence = electrons <= 4 ? electrons : 8 - electrons;
  return valence - sigma - atom.hydrogens >= 1;
}

/**
 * Which aromatic atoms take a double bond in a Kekulé structure: every carbon must; a
 * two-bonded nitrogen may (pyridine) or instead carries a hydrogen (pyrrole written without
 * [nH], which openchemlib also reads so). Returns the set of atoms that got a double bond.
 */
function kekulize({ atoms, bonds }: SmilesMolecule, sigma: readonly number[]): Set<number> {
  const aromaticNeighbours: number[][] = atoms.map(() => []);
  for (const b of bonds.filter((x) => x.order === 1.5)) {
    aromaticNeighbours[b.a]!.push(b.b);
    aromaticNeighbours[b.b]!.push(b.a);
  }
  const candidate = atoms.map((a, i) => a.aromatic && needsDouble(a, sigma[i]!));
  const mandatory = atoms.map((a, i) => candidate[i]! && !(!a.bracket && (a.element === 'N' || a.element === 'P')));
  const partner = new Array<number>(atoms.length).fill(-1);
  let steps = 0;
  const solve = (): boolean => {
    if (++steps > 200_000) return false;
    // The unmatched mandatory atom with the fewest free partners first: few dead ends.
    let best = -1;
    let options: number[] = [];
    for (let i = 0; i < atoms.length; i++) {
      if (!mandatory[i] || partner[i] !== -1) continue;
      const free = aromaticNeighbours[i]!.filter((j) => candidate[j] && partner[j] === -1);
      if (best === -1 || free.length < options.length) {
        best = i;
        options = free;
        if (!free.length) break;
      }
    }
    if (best === -1) return true;
    for (const j of options) {
      partner[best] = j;
      partner[j] = best;
      if (solve()) return true;
      partner[best] = -1;
      partner[j] = -1;
    }
    return false;
  };
  if (!solve()) {
    const first = atoms.findIndex((_a, i) => mandatory[i] && partner[i] === -1);
    throw new SmilesError(
      'the aromatic ring cannot be drawn with alternating single and double bonds (check the lower-case atoms; a ring nitrogen with a hydrogen is written [nH])',
      atoms[first === -1 ? atoms.findIndex((a) => a.aromatic) : first]?.position ?? 1,
    );
  }
  return new Set(partner.flatMap((p, i) => (p === -1 ? [] : [i])));
}

/** Element counts of the molecule a SMILES string describes, implicit hydrogens included. Throws SmilesError. */
export function smilesCounts(smiles: string): Record<string, number> {
  const mol = parseSmiles(smiles);
  // The bonds each atom makes, an aromatic bond counted as single until kekulize() adds its double.
  const valenceSum = new Array<number>(mol.atoms.length).fill(0);
  for (const b of mol.bonds) {
    valenceSum[b.a]! += b.order === 1.5 ? 1 : b.order;
    valenceSum[b.b]! += b.order === 1.5 ? 1 : b.order;
  }
  const doubled = kekulize(mol, valenceSum);
  const counts: Record<string, number> = {};
  const add = (el: string, n: number) => {
    if (n) counts[el] = (counts[el] ?? 0) + n;
  };
  mol.atoms.forEach((atom, i) => {
    add(atom.element, 1);
    if (atom.bracket) {
      add('H', atom.hydrogens);
      return;
    }
    const used = valenceSum[i]! + (doubled.has(i) ? 1 : 0);
    const valences = ORGANIC[atom.element] ?? [];
    const fill = valences.find((v) => v >= used);
    add('H', fill === undefined ? 0 : fill - used);
  });
  return counts;
}
