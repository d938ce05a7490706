import { Molecule } from 'openchemlib';
import { describe, expect, it } from 'vitest';
import { structureSvg } from '../../scripts/content/entry-images.ts';
import { clashes, CLEARANCE, untangled } from '../../scripts/content/structure-layout.ts';

// Molecules openchemlib lays out with a clash (issue r31): amlodipine's chlorine on its ester's
// oxygen, azithromycin's macrocycle bonds across its sugar. Fixtures, not the catalogue's entries.
const AMLODIPINE_BESYLATE = 'CCOC(=O)C1=C(COCCN)NC(C)=C(C1c1ccccc1Cl)C(=O)OC.OS(=O)(=O)c1ccccc1';
const AZITHROMYCIN_DIHYDRATE =
  'CC[C@@H]1[C@@]([C@@H]([C@H](N(C[C@@H](C[C@@]([C@@H]([C@H]([C@@H]([C@H](C(=O)O1)C)O[C@H]2C[C@@]([C@H]([C@@H](O2)C)O)(C)OC)C)O[C@H]3[C@@H]([C@H](C[C@H](O3)C)N(C)C)O)(C)O)C)C)C)O)(C)O.O.O';

/** openchemlib draws a bond 24 units long in its SVG (before the page's own scale). */
const BOND = 24;

type Point = [number, number];
const turn = (a: Point, b: Point, c: Point) => Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
const attr = (tag: string, name: string) => Number(new RegExp(`\\s${name}="(-?[\\d.]+)"`).exec(tag)?.[1]);

/** What the drawing shows: its bond lines, and where each element symbol (not H, not a count) is written. */
function drawing(svg: string) {
  const lines = [...svg.matchAll(/<line\b[^>]*>/g)].map(([tag]): [Point, Point] => [
    [attr(tag, 'x1'), attr(tag, 'y1')],
    [attr(tag, 'x2'), attr(tag, 'y2')],
  ]);
  const labels = [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)]
    .filter(([, , text]) => /^[A-Z][a-z]?$/.test(text!) && text !== 'H')
    .map(([, tag, text]) => ({ text: text!, at: [attr(tag!, 'x'), attr(tag!, 'y')] as Point }));
  return { lines, labels };
}

/** Pairs of bond lines that cross each other (touching at a shared atom is not crossing). */
function crossingLines(svg: string): string[] {
  const { lines } = drawing(svg);
  const crossings: string[] = [];
  lines.forEach(([p1, p2], i) =>
    lines.slice(i + 1).forEach(([q1, q2]) => {
      if (turn(p1, p2, q1) * turn(p1, p2, q2) >= 0 || turn(q1, q2, p1) * turn(q1, q2, p2) >= 0) return;
      // Lines of bonds that meet at an atom (a double bond's inner line, say) may overlap by a
      // rounding error there, which the eye does not see.
      const meet = [p1, p2].some((p) => [q1, q2].some((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) < 0.2 * BOND));
      if (!meet) crossings.push(`${p1}-${p2} × ${q1}-${q2}`);
    }),
  );
  return crossings;
}

/** Pairs of element symbols written closer than CLEARANCE bond lengths: they read as one blob. */
function blobs(svg: string): string[] {
  const { labels } = drawing(svg);
  const close: string[] = [];
  labels.forEach((a, i) =>
    labels.slice(i + 1).forEach((b) => {
      if (Math.hypot(a.at[0] - b.at[0], a.at[1] - b.at[1]) < CLEARANCE * BOND) close.push(`${a.text}@${a.at} ${b.text}@${b.at}`);
    }),
  );
  return close;
}

describe('structure drawings without clashes', () => {
  it.each([
    ['amlodipine besylate', AMLODIPINE_BESYLATE],
    ['azithromycin dihydrate', AZITHROMYCIN_DIHYDRATE],
  ])('draws %s with no labels on each other and no bonds crossing', (name, smiles) => {
    const svg = structureSvg(smiles, `2-D chemical structure of ${name}`);
    expect(blobs(svg)).toEqual([]);
    expect(crossingLines(svg)).toEqual([]);
    // Still the whole molecule: every heteroatom of the SMILES has its label.
    const heavy = Molecule.fromSmiles(smiles);
    const heteroatoms = Array.from({ length: heavy.getAllAtoms() }, (_, i) => heavy.getAtomLabel(i)).filter((l) => l !== 'C' && l !== 'H');
    expect(drawing(svg).labels.map((l) => l.text).sort()).toEqual(heteroatoms.sort());
  });

  it.each([
    ['amlodipine besylate', AMLODIPINE_BESYLATE],
    ['azithromycin dihydrate', AZITHROMYCIN_DIHYDRATE],
  ])('lays %s out again without a clash, the same molecule read back from the drawing, stereo included', (_name, smiles) => {
    const molecule = Molecule.fromSmiles(smiles);
    const laidOut = untangled(molecule);
    expect(clashes(laidOut)).toEqual([]);
    expect(Molecule.fromMolfile(laidOut.toMolfile()).getIDCode()).toBe(molecule.getIDCode());
    expect(Molecule.fromMolfile(laidOut.toMolfile()).toIsomericSmiles()).toBe(molecule.toIsomericSmiles());
  });

  it('leaves a molecule without a clash as it is (no second layout)', () => {
    const paracetamol = Molecule.fromSmiles('CC(=O)Nc1ccc(O)cc1');
    const notes: string[] = [];
    expect(untangled(paracetamol, (note) => notes.push(note))).toBe(paracetamol);
    expect(notes).toEqual([]);
  });

  it('sees atoms on each other, bonds crossing and an atom on a bond, and nothing else', () => {
    /** Carbon atoms at `points`, bonded in pairs: [0, 1], [2, 3]... */
    const kindsOf = (...points: Point[]) => {
      const m = new Molecule(points.length, points.length / 2);
      for (const [x, y] of points) {
        const a = m.addAtom(6);
        m.setAtomX(a, x);
        m.setAtomY(a, y);
      }
      for (let a = 0; a < points.length; a += 2) m.addBond(a, a + 1);
      return clashes(m).map((c) => c.kind);
    };
    // An X: two bonds across each other, their ends a little more than CLEARANCE apart.
    expect(kindsOf([0, 0], [1.2, 1.2], [0, 1.2], [1.2, 0])).toEqual(['crossing']);
    // A bond standing on the middle of another, a tenth of a bond length off its line.
    expect(kindsOf([0, 0], [4, 0], [2, 0.1], [2, 1.1])).toEqual(['atom-on-bond']);
    // Two parallel bonds, a third of a bond length apart.
    expect(kindsOf([0, 0], [1, 0], [0, 0.3], [1, 0.3])).toEqual(['atoms', 'atoms']);
    // The same bonds well apart: nothing.
    expect(kindsOf([0, 0], [1, 0], [0, 1], [1, 1])).toEqual([]);
  });
});
