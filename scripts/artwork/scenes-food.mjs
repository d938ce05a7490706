// Food commodity scenes: spices, rice, pulses, nuts, produce, oils.
import { P, G, use, rng, i, n, join, TONE } from './lib/core.mjs';
import { GLYPHS, glyph, cashewGlyph, peanutGlyph, peanutSplit, peanutPod, rhizome, lay, place, seedStroke, moundPath, speckle, moundPoints } from './lib/items.mjs';
import * as O from './lib/objects.mjs';

export const card = (title, tone, build, size = [640, 420]) => ({ title, tone, size, build });
const at = (x, y, s, body) => G(x, y, s, body);

// ---------- shared item factories ----------
export const ids = {
  rice: (d, t) => {
    const c = { cream: [P.cr, P.sa], golden: [P.a2, P.a5], steam: ['#fff', P.b3], raw: [P.a0, P.sa], white: ['#fff', P.sa] }[t];
    return seedStroke({ len: 10, w: 4.6, fill: c[0], edge: c[1], edgeW: 0.9, batches: 2 });
  },
  chickpea: (d) => glyph(d, 'cp', GLYPHS.chickpea(), [0, 60, 140, 220]),
  pepper: () => seedStroke({ len: 0, w: 11, fill: P.b9, hi: { dx: -2, dy: -2, w: 3.5, color: P.sl } }),
  cumin: () => seedStroke({ len: 10, w: 4.5, fill: P.sa, edge: P.ea, edgeW: 1, stripe: { color: P.ea, w: 1.1, frac: 0.6, op: 0.6 } }),
  coriander: () => seedStroke({ len: 1, w: 9, fill: P.sa, edge: P.a6, edgeW: 1, hi: { dx: -2, dy: -2, w: 3, color: '#fff', op: 0.6 } }),
  sesame: () => seedStroke({ len: 4, w: 5, fill: '#fff', edge: P.sa, edgeW: 1 }),
  cardamom: (d, s = 1) => glyph(d, 'ca', GLYPHS.cardamom(), undefined, s),
  corianderBig: () => seedStroke({ len: 1, w: 13, fill: P.sa, edge: P.a6, edgeW: 1.2, hi: { dx: -3, dy: -3, w: 4, color: '#fff', op: 0.6 } }),
  coffee: (d) => glyph(d, 'cf', GLYPHS.coffee()),
  chilli: (d, s = 0.8) => glyph(d, 'ch', GLYPHS.chilli(), [-150, -20, 10, 160, 200], s),
  salt: (d) => glyph(d, 'sl', GLYPHS.saltCrystal(), [0, 50, 120, 200]),
  jaggery: (d) => glyph(d, 'jg', GLYPHS.jaggery(), [0, 20, -15]),
  cashew: (d, kind = 'w', s = 1) => {
    const c = { w: [P.cr, P.sa], sw: [P.a2, P.a6], dessert: [P.a5, P.ea] }[kind];
    return glyph(d, 'cw' + kind, cashewGlyph({ fill: c[0], stroke: c[1] }), [-20, 40, 100, 170, 250, 300], s);
  },
  cashewPieces: (d, kind = 'w', s = 1) => {
    const c = { w: [P.cr, P.sa], sw: [P.a2, P.a6], dessert: [P.sa, P.ea] }[kind];
    const a = glyph(d, 'cpa' + kind, cashewGlyph({ fill: c[0], stroke: c[1], part: 'a' }), [0, 90, 200], s);
    const b = glyph(d, 'cpb' + kind, cashewGlyph({ fill: c[0], stroke: c[1], part: 'b' }), [30, 150, 260], s);
    const q = glyph(d, 'cpc' + kind, cashewGlyph({ fill: c[0], stroke: c[1], part: 'c' }), [0, 120, 240], s);
    return [...a, ...b, ...q];
  },
  peanut: (d, kind, s = 1) => glyph(d, 'pn' + kind, peanutGlyph(kind), [-30, 20, 70, 130], s),
  peanutSplit: (d, s = 1) => glyph(d, 'pns', peanutSplit(), [-20, 30, 160, 200], s),
  pod: (d, s = 1) => glyph(d, 'pod', peanutPod(), [-25, 10, 40, 150], s),
  turmeric: (d) => rhizome(d, 'tu', 'M0 0C14-4 30-4 46 2M20-2C24-10 30-14 38-16M32 0c4 6 8 8 14 9', { fill: P.a5, edge: P.a6, width: 12, rings: 'M10-6v11M26-8v12M40-4v10' }),
  ginger: (d) => rhizome(d, 'gi', 'M0 0C12-4 24-2 36 4M14-2C16-12 22-16 30-18M34 2c4 6 10 8 16 6M24 0c0 8-4 12-8 14', { fill: P.sa, edge: P.a6, width: 15, rings: 'M8-6v12M22-8v12M36-2v10' }),
};

// ---------- produce ----------
export function garlic(d) {
  return d.def('garlic', (id) => `<g id="${id}"><path d="M-6-66c-2 10 0 14-2 18-20 6-40 20-38 42 2 14 18 22 46 22s44-8 46-22c2-22-18-36-38-42-2-4 0-8-2-18Z" fill="#fff" stroke="${P.b3}" stroke-width="2.5"/>` +
    `<path d="M-4-46c-16 10-22 32-10 50M4-46c16 10 22 32 10 50M0-46c-4 14-4 32 0 50" fill="none" stroke="${P.ch}" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M-18 14l-4 8M-8 16l-2 8M2 16v8M12 15l3 8" stroke="${P.sa}" stroke-width="2.5" stroke-linecap="round"/><path d="M-8-64h4" stroke="${P.sa}" stroke-width="6" stroke-linecap="round"/></g>`);
}
export function orange(d) {
  return d.def('orange', (id) => `<g id="${id}"><circle r="44" fill="${P.a5}"/><path d="M-30 14a36 36 0 0 0 46 18" fill="none" stroke="${P.a6}" stroke-opacity=".5" stroke-width="6" stroke-linecap="round"/>` +
    `<ellipse cx="-14" cy="-18" rx="12" ry="7" fill="#fff" opacity=".3" transform="rotate(-30 -14 -18)"/><circle cy="-42" r="3" fill="${P.lf}"/>` +
    `<path d="M2-42C10-58 28-62 42-56 34-42 18-38 2-42Z" fill="${P.lf}"/><path d="M6-44c10-6 20-9 30-10" stroke="${P.ll}" stroke-width="2" fill="none"/></g>`);
}
export function orangeHalf(d) {
  let seg = '';
  for (let k = 0; k < 10; k++) { const a = (k * Math.PI) / 5; seg += `M0 0L${i(Math.cos(a) * 32)} ${i(Math.sin(a) * 32 * 0.5)}`; }
  return `<ellipse cy="8" rx="42" ry="22" fill="${P.a6}"/><ellipse rx="42" ry="22" fill="${P.a5}"/><ellipse rx="36" ry="18" fill="${P.a2}"/><path d="${seg}" stroke="#fff" stroke-width="2.5"/><circle r="3" fill="#fff"/>`;
}
