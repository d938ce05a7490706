import { syncWorker } from './sync-worker.ts';
import { Molecule } from 'openchemlib';

/**
 * openchemlib lays almost every structure out well, but not every one: on amlodipine it puts the
 * ring's chlorine on the ester's oxygen (one blob, "OCl"), on azithromycin the macrocycle's bonds
 * cross the sugar. Mending its layout afterwards (turning substituents over) freed azithromycin's
 * oxygens but neither of those. RDKit's CoordGen is built for macrocycles and lays both out
 * cleanly, so a structure openchemlib draws with a clash is laid out again by CoordGen, and only
 * then: the drawing itself stays openchemlib's (style, colours, size, cache), and a structure
 * without a clash costs one look at its own coordinates, not RDKit's 7 MB of WebAssembly.
 */

/** Two atoms no bond joins closer than this, in bond lengths, are drawn as one blob. */
export const CLEARANCE = 0.7;
/** An atom closer than this to a bond it is not on, in bond lengths, sits on that bond's line. */
export const ON_BOND = 0.35;

export type Clash =
  | { kind: 'atoms'; atoms: [number, number]; distance: number }
  | { kind: 'crossing'; bonds: [number, number] }
  | { kind: 'atom-on-bond'; atom: number; bond: number; distance: number };

type Point = [number, number];

/** Which side of the line a→b the point c is on (-1, 0, 1). */
const turn = (a: Point, b: Point, c: Point) => Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));

/**
 * What a reader would see as wrong in the molecule's 2-D coordinates: atoms drawn on each other,
 * bonds crossing, an atom on a bond it is not part of. Distances are in bond lengths.
 */
export function clashes(m: Molecule): Clash[] {
  const found: Clash[] = [];
  m.ensureHelperArrays(Molecule.cHelperNeighbours);
  const atoms = m.getAllAtoms();
  const bonds = m.getAllBonds();
  const unit = m.getAverageBondLength(false) || 1;
  const at = (atom: number): Point => [m.getAtomX(atom), m.getAtomY(atom)];
  for (let i = 0; i < atoms; i++) {
    for (let j = i + 1; j < atoms; j++) {
      if (m.getBond(i, j) !== -1) continue;
      const distance = Math.hypot(m.getAtomX(i) - m.getAtomX(j), m.getAtomY(i) - m.getAtomY(j)) / unit;
      if (distance < CLEARANCE) found.push({ kind: 'atoms', atoms: [i, j], distance });
    }
  }
  for (let b = 0; b < bonds; b++) {
    const [a1, a2] = [m.getBondAtom(0, b), m.getBondAtom(1, b)];
    const [p1, p2] = [at(a1), at(a2)];
    for (let c = b + 1; c < bonds; c++) {
      const [b1, b2] = [m.getBondAtom(0, c), m.getBondAtom(1, c)];
      if (a1 === b1 || a1 === b2 || a2 === b1 || a2 === b2) continue;
      const [q1, q2] = [at(b1), at(b2)];
      if (turn(p1, p2, q1) * turn(p1, p2, q2) < 0 && turn(q1, q2, p1) * turn(q1, q2, p2) < 0) found.push({ kind: 'crossing', bonds: [b, c] });
    }
    const [dx, dy] = [p2[0] - p1[0], p2[1] - p1[1]];
    const length2 = dx * dx + dy * dy;
    if (!length2) continue;
    for (let atom = 0; atom < atoms; atom++) {
      if (atom === a1 || atom === a2) continue;
      const [px, py] = at(atom);
      const t = Math.max(0, Math.min(1, ((px - p1[0]) * dx + (py - p1[1]) * dy) / length2));
      const distance = Math.hypot(px - p1[0] - t * dx, py - p1[1] - t * dy) / unit;
      // Closer to an end than CLEARANCE is the atoms' clash, already counted.
      if (distance < ON_BOND && t > 0 && t < 1) found.push({ kind: 'atom-on-bond', atom, bond: b, distance });
    }
  }
  return found;
}

/** The RDKit thread, started on the first clash of a build (most builds never start it). */
const coordGen = syncWorker('./coordgen-worker.mjs');
/** Why CoordGen is not asked again in this process (it once gave no answer in time). */
let coordGenBroken = '';

/** How long a layout may take, RDKit's start included, before the drawing keeps openchemlib's. */
const TIMEOUT_MS = 60_000;

/** Layouts by the molfile asked about: a structure is drawn once per language (its title differs). */
const laidOutBefore = new Map<string, string>();

/** `molfile` laid out again by RDKit's CoordGen, in its own thread, waited for synchronously. */
function coordGenLayout(molfile: string): string {
  const known = laidOutBefore.get(molfile);
  if (known) return known;
  if (coordGenBroken) throw new Error(coordGenBroken);
  const asked = coordGen({ molfile }, TIMEOUT_MS);
  if (!asked) {
    // RDKit is stuck (a start that never ends, a molecule it loops on): ask no more.
    coordGenBroken = `RDKit's CoordGen gave no layout in ${TIMEOUT_MS / 1000} s`;
    throw new Error(coordGenBroken);
  }
  const reply = asked.answer as { molfile?: string; error?: string } | undefined;
  if (!reply?.molfile) throw new Error(reply?.error ?? 'RDKit gave no answer');
  laidOutBefore.set(molfile, reply.molfile);
  return reply.molfile;
}

/** Whether `a` and `b` have the same atoms, in the same order, bonded the same way. */
function sameGraph(a: Molecule, b: Molecule): boolean {
  if (a.getAllAtoms() !== b.getAllAtoms() || a.getAllBonds() !== b.getAllBonds()) return false;
  for (let i = 0; i < a.getAllAtoms(); i++) if (a.getAtomicNo(i) !== b.getAtomicNo(i)) return false;
  for (let bond = 0; bond < a.getAllBonds(); bond++) if (b.getBond(a.getBondAtom(0, bond), a.getBondAtom(1, bond)) === -1) return false;
  return true;
}

/** Room between a structure and its salt's or hydrate's other parts, in bond lengths. */
const FRAGMENT_GAP = 1.5;

/**
 * The molecule's unconnected parts as the catalogue writes a salt or a hydrate, which CoordGen
 * scatters around the largest (amlodipine's besylate below it, on its left): the largest part
 * where it is, the others in a column on its right, in the SMILES's order, centred beside it.
 */
function arrangeFragments(m: Molecule): void {
  const fragmentOf = new Array<number>(m.getAllAtoms()).fill(0);
  const count = m.getFragmentNumbers(fragmentOf, false, false);
  if (count < 2) return;
  const unit = m.getAverageBondLength(false) || 1;
  const boxes = Array.from({ length: count }, () => ({ atoms: [] as number[], minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity }));
  fragmentOf.forEach((fragment, atom) => {
    const box = boxes[fragment]!;
    box.atoms.push(atom);
    box.minX = Math.min(box.minX, m.getAtomX(atom));
    box.maxX = Math.max(box.maxX, m.getAtomX(atom));
    box.minY = Math.min(box.minY, m.getAtomY(atom));
    box.maxY = Math.max(box.maxY, m.getAtomY(atom));
  });
  const main = boxes.reduce((largest, box) => (box.atoms.length > largest.atoms.length ? box : largest));
  const others = boxes.filter((box) => box !== main);
  const gap = FRAGMENT_GAP * unit;
  const column = others.reduce((height, box) => height + box.maxY - box.minY, gap * (others.length - 1));
  const left = main.maxX + gap + Math.max(0, ...others.map((box) => (box.maxX - box.minX) / 2));
  let top = (main.minY + main.maxY) / 2 - column / 2;
  for (const box of others) {
    const dx = left - (box.minX + box.maxX) / 2;
    const dy = top - box.minY;
    for (const atom of box.atoms) {
      m.setAtomX(atom, m.getAtomX(atom) + dx);
      m.setAtomY(atom, m.getAtomY(atom) + dy);
    }
    top += box.maxY - box.minY + gap;
  }
}

/**
 * `molecule` (as openchemlib reads it, with its own layout) with CoordGen's layout instead when
 * openchemlib's has a clash and CoordGen's has fewer, drawn with the same meaning: the same atoms
 * in the same order, wedges set again from the molecule's own stereo parities, and the ID code of
 * the molecule read back from the new drawing alone (molfile) the same as before, stereo included.
 * Otherwise `molecule` unchanged. `onNote` hears why a clash was left (the build goes on).
 */
export function untangled(molecule: Molecule, onNote: (message: string) => void = () => {}): Molecule {
  const before = clashes(molecule);
  if (before.length === 0) return molecule;
  const idCode = molecule.getIDCode();
  let laidOut: Molecule;
  try {
    laidOut = Molecule.fromMolfile(coordGenLayout(molecule.toMolfile()));
  } catch (error) {
    onNote(`kept openchemlib's layout with ${before.length} clash(es): ${error instanceof Error ? error.message : String(error)}`);
    return molecule;
  }
  if (!sameGraph(molecule, laidOut)) {
    onNote(`kept openchemlib's layout with ${before.length} clash(es): CoordGen's molecule is not the same graph`);
    return molecule;
  }
  const out = molecule.getCompactCopy();
  out.ensureHelperArrays(Molecule.cHelperParities);
  for (let bond = 0; bond < out.getAllBonds(); bond++) if (out.isStereoBond(bond)) out.setBondType(bond, Molecule.cBondTypeSingle);
  for (let atom = 0; atom < out.getAllAtoms(); atom++) {
    out.setAtomX(atom, laidOut.getAtomX(atom));
    out.setAtomY(atom, laidOut.getAtomY(atom));
  }
  arrangeFragments(out);
  // The parities are still the SMILES's: not to be read again from new coordinates without wedges.
  out.ensureHelperArrays(Molecule.cHelperRings);
  out.setParitiesValid(0);
  out.setStereoBondsFromParity();
  const after = clashes(out);
  if (Molecule.fromMolfile(out.toMolfile()).getIDCode() !== idCode) {
    onNote(`kept openchemlib's layout with ${before.length} clash(es): CoordGen's drawing reads back as another molecule`);
    return molecule;
  }
  if (after.length >= before.length) {
    onNote(`kept openchemlib's layout with ${before.length} clash(es): CoordGen's has ${after.length}`);
    return molecule;
  }
  if (after.length) onNote(`CoordGen's layout still has ${after.length} clash(es) (openchemlib's had ${before.length})`);
  return out;
}
