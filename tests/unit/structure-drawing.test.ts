import { Molecule } from 'openchemlib';
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { laidOut, slim, structureSvg } from '../../scripts/content/entry-images.ts';

// Issue 30: openchemlib's drawing slimmed and sized with patterns over its tags, not a parse
// (two parses were 5 of a structure's ~12 ms at 3,000 distinct molecules). What a parser reads in
// the result is what matters: these read it with parse5.

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
}
const elements = (svg: string): Node[] => {
  const out: Node[] = [];
  const walk = (n: Node) => {
    if (n.attrs) out.push(n);
    n.childNodes?.forEach(walk);
  };
  walk(parseFragment(svg) as unknown as Node);
  return out;
};
const attrs = (n: Node) => Object.fromEntries((n.attrs ?? []).map((a) => [a.name, a.value]));

const drawn = [
  '<svg id="structure" xmlns="http://www.w3.org/2000/svg" version="1.1" width="170px" height="105px" viewBox="357 291 170 105">',
  '  <style> #structure text {font-family: sans-serif;} #structure .event  { pointer-events:all; } #structure line { stroke-linecap:round; } </style>',
  '  <text x="486.12" y="366.67" stroke="none" font-size="14" fill="#B86E12">O</text>',
  '  <line x1="435.67" y1="337.79" x2="419.8" y2="330.73" stroke="#0A2E40" stroke-width="1.6" />',
  '  <line x1="1.25" y1="2" x2="3" y2="4" stroke="#B86E12" stroke-width="1.6" />',
  '  <polygon points="450.01,338.04 429.22,326.5 -12.345,1" fill="#0A2E40" />',
  '  <line id="structure:Bond:1" class="event" x1="491.57" y1="338" x2="491.57" y2="362" stroke-width="1.6" opacity="0" />',
  '  <circle id="structure:Atom:0" class="event" cx="512.35" cy="326" r="8" opacity="0" />',
  '</svg>',
].join('\n');

describe('slim (a structure drawing made smaller)', () => {
  const out = slim(drawn);
  const els = elements(out);

  it('drops the invisible hit targets, with their lines', () => {
    expect(els.some((e) => attrs(e).class === 'event')).toBe(false);
    expect(out).not.toMatch(/\n\s*\n/);
    expect(els.map((e) => e.nodeName)).toEqual(['svg', 'style', 'text', 'line', 'line', 'polygon']);
  });

  it("says a plain bond's colour and width once, in the drawing's style; a coloured bond keeps its own", () => {
    const [plain, coloured] = els.filter((e) => e.nodeName === 'line');
    expect(attrs(plain!)).toEqual({ x1: '435.7', y1: '337.8', x2: '419.8', y2: '330.7' });
    expect(attrs(coloured!)).toMatchObject({ stroke: '#B86E12', 'stroke-width': '1.6', x1: '1.3' });
    expect(out).toContain('#structure line { stroke-linecap:round; stroke:#0A2E40; stroke-width:1.6; }');
  });

  it('rounds coordinates to a tenth and leaves text, the root and other attributes as they were', () => {
    expect(attrs(els.find((e) => e.nodeName === 'polygon')!).points).toBe('450,338 429.2,326.5 -12.3,1');
    expect(attrs(els.find((e) => e.nodeName === 'text')!)).toEqual({ x: '486.1', y: '366.7', stroke: 'none', 'font-size': '14', fill: '#B86E12' });
    expect(out.split('\n')[0]).toBe(drawn.split('\n')[0]);
    expect(out).toContain('>O</text>');
  });
});

describe('structureSvg', () => {
  it('sizes the drawing from its viewBox (1.4 px a unit) and names it first, escaped', () => {
    const svg = structureSvg('CC(=O)Nc1ccc(O)cc1', 'Paracetamol <USP> & "BP"');
    const [root, title] = elements(svg);
    const [, , w, h] = attrs(root!).viewBox!.split(' ').map(Number);
    expect(attrs(root!)).toMatchObject({ width: String(Math.round(w! * 1.4)), height: String(Math.round(h! * 1.4)) });
    expect(title!.nodeName).toBe('title');
    expect(title!.childNodes?.[0]?.value).toBe('Paracetamol <USP> & "BP"');
    expect(elements(svg).filter((e) => attrs(e).class === 'event')).toEqual([]);
  });
});

describe('laidOut', () => {
  // A molecule openchemlib lays out in more than one way (telmisartan with a butyl chain): drawn
  // from Molecule.fromSmiles with others parsed between, it came out two ways in twelve.
  const varies = 'CCCCC1=NC2=C(N1CC3=CC=C(C=C3)C4=CC=CC=C4C(=O)O)C=C(C=C2C)C5=NC6=CC=CC=C6N5C';
  const others = ['CC(=O)Nc1ccc(O)cc1', 'CCN1CCCC1CNC(=O)c1cc(ccc1OC)S(N)(=O)=O', 'OC(=O)COCCN1CCN(CC1)C(c1ccccc1)c1ccc(Cl)cc1'];
  const coordinates = (m: Molecule) => Array.from({ length: m.getAllAtoms() }, (_, i) => `${m.getAtomX(i).toFixed(3)},${m.getAtomY(i).toFixed(3)}`).join(' ');

  it('lays a molecule out the same way every time, whatever was laid out before it', () => {
    const layouts = new Set<string>();
    for (let i = 0; i < 12; i++) {
      layouts.add(coordinates(laidOut(varies)));
      for (const other of others) laidOut(other);
    }
    expect(layouts.size).toBe(1);
  });
});

describe('slim, on a drawing it was not written for', () => {
  it('removes a hit target written with an end tag, its content and end tag with it', () => {
    const out = slim('<svg viewBox="0 0 10 10">\n  <circle class="event" cx="1.234" r="8"><title>x</title></circle>\n  <circle cx="1.234" r="8"/>\n</svg>');
    expect(out).toBe('<svg viewBox="0 0 10 10">\n  <circle cx="1.2" r="8"/>\n</svg>');
  });
});
