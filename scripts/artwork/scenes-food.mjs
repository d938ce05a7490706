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
  cardamom: (d) => glyph(d, 'ca', GLYPHS.cardamom()),
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

// A spice bowl scene with optional loose items in front.
function spiceScene(d, seed, { fill, gl, count = 40, minD = 12, mh = 62, spk = null, loose = '', extraBack = '' }) {
  let s = O.cardBase(d, { cx: 350 });
  s += extraBack;
  s += O.shadow(355, 338, 176, 13);
  s += at(360, 244, 1, O.bowlOf(d, { r: 134, depth: 78, fill, mh, ids: gl, count, minD, seed, spk }));
  s += loose;
  d.add(s);
}
const looseAt = (idsArr, pts, seed) => place(idsArr, pts, rng(seed));
const smallHeap = (d, x, y, fill, spkColor, seed, w = 110, h = 34) => O.shadow(x, y + 2, w * 0.55, 6) + at(x, y, 1, O.heap(d, { w, h, fill, seed, spk: spkColor ? { count: 22, color: spkColor, size: 3, op: 0.45 } : null }));

const rootAt = (id, x, y, rot, s = 1) => use(id, 0, 0, ` transform="translate(${x} ${y}) rotate(${rot})${s !== 1 ? ` scale(${s})` : ''}"`);

export const SPICES = {
  'red-chilli-whole': ['Whole dried red chillies in a bowl', (d, sd) => {
    const c = ids.chilli(d, 0.85);
    spiceScene(d, sd, { fill: P.ch, gl: c, count: 16, minD: 30, mh: 70,
      loose: O.shadow(190, 338, 70, 7) + lay(c, [[150, 318], [196, 332], [240, 322]], rng(sd)) });
  }],
  'red-chilli-powder': ['Red chilli powder in a bowl with whole chillies', (d, sd) => {
    const c = ids.chilli(d, 0.9);
    spiceScene(d, sd, { fill: P.ch, mh: 58, spk: { count: 60, color: P.ea, size: 3, op: 0.4 },
      loose: smallHeap(d, 176, 336, P.ch, P.ea, sd, 120, 30) + use(c[3], 120, 318) + use(c[1], 226, 352) });
  }],
  'coriander-whole': ['Whole coriander seeds in a bowl', (d, sd) => {
    const c = ids.coriander(d);
    spiceScene(d, sd, { fill: P.sa, gl: c, count: 50, minD: 12,
      extraBack: at(150, 250, 1.3, O.sprig(d, {})),
      loose: O.shadow(180, 340, 60, 6) + looseAt(c, [[150, 332], [168, 340], [186, 334], [204, 342], [222, 336], [176, 326], [198, 324]], sd) });
  }],
  'coriander-powder': ['Ground coriander powder in a bowl', (d, sd) => {
    const c = ids.coriander(d);
    spiceScene(d, sd, { fill: P.sa, mh: 56, spk: { count: 70, color: P.lf, size: 3, op: 0.35 },
      loose: smallHeap(d, 180, 336, P.sa, P.lf, sd) + looseAt(c, [[250, 340], [268, 346], [110, 344]], sd) });
  }],
  'sesame-white': ['White sesame seeds in a bowl', (d, sd) => {
    const c = ids.sesame(d);
    spiceScene(d, sd, { fill: P.cr, gl: c, count: 90, minD: 8, spk: null,
      loose: O.shadow(180, 338, 60, 6) + looseAt(c, [[150, 330], [162, 338], [176, 332], [190, 340], [204, 334], [168, 346], [218, 342], [140, 340]], sd) });
  }],
  'ginger-powder': ['Dry ginger powder in a bowl with a ginger root', (d, sd) => {
    const g = ids.ginger(d);
    spiceScene(d, sd, { fill: P.a2, mh: 56, spk: { count: 60, color: P.a6, size: 3, op: 0.35 },
      loose: O.shadow(170, 340, 80, 8) + rootAt(g, 130, 324, -8, 1.3) });
  }],
  'jaggery-powder': ['Jaggery powder in a bowl with jaggery cubes', (d, sd) => {
    const j = ids.jaggery(d);
    spiceScene(d, sd, { fill: P.a6, mh: 56, spk: { count: 70, color: P.ea, size: 3, op: 0.45 },
      loose: O.shadow(180, 340, 70, 7) + G(150, 326, 1.6, use(j[0])) + G(198, 334, 1.4, use(j[1])) + G(176, 306, 1.3, use(j[2])) });
  }],
  'himalayan-pink-salt': ['Himalayan pink salt crystals in a bowl', (d, sd) => {
    const c = ids.salt(d);
    spiceScene(d, sd, { fill: P.a2, gl: c, count: 30, minD: 19, mh: 64,
      loose: O.shadow(180, 340, 60, 6) + G(0, 0, 1, looseAt(c, [[150, 330], [186, 336], [214, 326], [172, 318]], sd)) });
  }],
  'cumin-seeds': ['Cumin seeds in a bowl', (d, sd) => {
    const c = ids.cumin(d);
    spiceScene(d, sd, { fill: P.ea, gl: c, count: 62, minD: 12,
      loose: O.shadow(180, 340, 60, 6) + looseAt(c, [[150, 330], [166, 340], [182, 332], [198, 342], [214, 334], [170, 324], [232, 340]], sd) });
  }],
  'turmeric-whole': ['Whole turmeric roots in a bowl with a cut piece', (d, sd) => {
    const t = ids.turmeric(d);
    const R = rng(sd);
    let c = '';
    const pts = moundPoints(R, 230, 60, 9, 34, 1e9, 10, 22);
    pts.forEach((p, k) => { c += rootAt(t, i(p[0] - 22), i(p[1]), (k * 47) % 60 - 30); });
    let s = O.cardBase(d, {}) + O.shadow(355, 336, 170, 13);
    s += at(360, 246, 1, O.bowl(d, { r: 128, depth: 74, content: `<path d="${moundPath(243, 60, 24)}" fill="${P.a6}"/>${c}` }));
    s += O.shadow(170, 340, 80, 8) + rootAt(t, 120, 326, 4, 1.2) + G(216, 332, 1.3, glyph(d, 'tc', GLYPHS.turmericCut(), null).map((x) => use(x)).join(''));
    s += smallHeap(d, 540, 346, P.a5, P.a6, sd, 90, 26);
    d.add(s);
  }],
  'cardamom-whole': ['Green cardamom pods in a bowl', (d, sd) => {
    const c = ids.cardamom(d);
    spiceScene(d, sd, { fill: P.lf, gl: c, count: 36, minD: 16,
      loose: O.shadow(180, 340, 60, 6) + looseAt(c, [[150, 328], [184, 338], [214, 328], [178, 318]], sd) });
  }],
  'black-pepper': ['Black peppercorns in a bowl', (d, sd) => {
    const c = ids.pepper(d);
    spiceScene(d, sd, { fill: P.sl, gl: c, count: 90, minD: 10,
      loose: O.shadow(180, 340, 60, 6) + looseAt(c, [[150, 330], [166, 340], [184, 332], [200, 342], [216, 334], [172, 322], [234, 342]], sd) });
  }],
  'dry-ginger': ['Dry ginger roots in a bowl', (d, sd) => {
    const g = ids.ginger(d);
    const R = rng(sd);
    let c = '';
    moundPoints(R, 230, 60, 8, 36, 1e9, 10, 24).forEach((p, k) => { c += rootAt(g, i(p[0] - 22), i(p[1]), (k * 53) % 70 - 35); });
    let s = O.cardBase(d, {}) + O.shadow(355, 336, 170, 13);
    s += at(360, 246, 1, O.bowl(d, { r: 128, depth: 74, content: `<path d="${moundPath(243, 60, 24)}" fill="${P.sa}"/>${c}` }));
    s += O.shadow(160, 340, 80, 8) + rootAt(g, 116, 324, 6, 1.25);
    d.add(s);
  }],
  'green-coffee-beans': ['Green coffee beans in a bowl', (d, sd) => {
    const c = ids.coffee(d);
    spiceScene(d, sd, { fill: P.ll, gl: c, count: 46, minD: 15,
      loose: O.shadow(180, 340, 60, 6) + looseAt(c, [[150, 330], [182, 338], [212, 328], [176, 318]], sd) });
  }],
  'cashew-nuts': ['Cashew kernels in a bowl', (d, sd) => {
    const c = ids.cashew(d, 'w', 1.1);
    spiceScene(d, sd, { fill: P.sa, gl: c, count: 28, minD: 22,
      loose: O.shadow(180, 340, 60, 6) + looseAt(c, [[150, 328], [190, 336], [226, 326]], sd) });
  }],
};

// ---------- rice ----------
export function riceScene(d, sd, tone) {
  const g = ids.rice(d, tone);
  const fill = { cream: P.cr, golden: P.a2, steam: '#fff', raw: P.a0 }[tone];
  let s = O.cardBase(d, {});
  s += O.shadow(240, 336, 116, 12) + O.shadow(440, 338, 136, 10);
  s += at(236, 332, 1, O.sack(d, { w: 200, h: 196, fill, ids: g, count: 17, minD: 15, seed: sd }));
  s += at(450, 336, 1, O.heap(d, { w: 250, h: 76, fill, ids: g, count: 40, minD: 13.5, seed: sd + 1, depth: 60 }));
  s += place(g, [[346, 354], [366, 362], [572, 352], [594, 360], [388, 352]], rng(sd));
  d.add(s);
}
export const RICE = {
  'creamy-sella': ['Creamy sella basmati rice: long slender cream-toned grains', 'cream'],
  'golden-sella': ['Golden sella basmati rice: long slender golden grains', 'golden'],
  steam: ['Steam basmati rice: long slender translucent white grains', 'steam'],
  raw: ['Raw basmati rice: long slender off-white grains', 'raw'],
};

// ---------- dish scenes (cashew grades, peanuts) 480x360 ----------
export function dishScene(d, sd, gl, { count, minD, scaleNote = 1 }) {
  let s = O.cardBase(d, { cy: 170, r: 140 });
  s += O.shadow(240, 268, 190, 16);
  s += `<ellipse cx="240" cy="250" rx="190" ry="66" fill="${P.b7}"/><ellipse cx="240" cy="242" rx="190" ry="66" fill="${P.b5}"/><ellipse cx="240" cy="244" rx="168" ry="54" fill="${P.b7}"/>`;
  const R = rng(sd);
  const pts = [];
  const sample = (r) => { const a = r() * Math.PI * 2, rr = Math.sqrt(r()); return [240 + Math.cos(a) * rr * 150, 240 + Math.sin(a) * rr * 44]; };
  for (let k = 0; k < 3000 && pts.length < count; k++) {
    const p = sample(R);
    if (pts.every((q) => (q[0] - p[0]) ** 2 + ((q[1] - p[1]) * 1.8) ** 2 >= minD * minD)) pts.push(p);
  }
  pts.sort((a, b) => a[1] - b[1]);
  s += lay(gl, pts, R);
  d.add(s);
}
export const CASHEWS = {
  ww180: ['Cashew kernels grade W180: the largest whole white kernels', 'w', 1.55, 14, 46, false],
  ww240: ['Cashew kernels grade W240: large whole white kernels', 'w', 1.35, 18, 40, false],
  ww320: ['Cashew kernels grade W320: medium whole white kernels', 'w', 1.15, 26, 34, false],
  ww450: ['Cashew kernels grade W450: smaller whole white kernels', 'w', 0.95, 36, 28, false],
  sw320: ['Cashew kernels grade SW320: scorched whole kernels with a light roast tone', 'sw', 1.15, 26, 34, false],
  'white-pieces': ['White cashew pieces: broken white kernels', 'w', 1.1, 40, 26, true],
  'scorched-pieces': ['Scorched cashew pieces: broken kernels with a roast tone', 'sw', 1.1, 40, 26, true],
  'dessert-pieces': ['Dessert cashew pieces: darker broken kernels', 'dessert', 1.1, 40, 26, true],
};
export const PEANUTS = {
  'in-shell': ['Peanuts in shell', (d) => ids.pod(d, 1.25), 22, 40],
  'java-kernels': ['Java peanut kernels: round kernels with light tan skin', (d) => ids.peanut(d, 'java', 1.2), 44, 24],
  'red-skin-java': ['Red-skin Java peanut kernels', (d) => ids.peanut(d, 'red', 1.2), 44, 24],
  'blanched-whole': ['Blanched whole peanut kernels without skin', (d) => ids.peanut(d, 'blanched', 1.2), 44, 24],
  'blanched-split': ['Blanched split peanut halves', (d) => ids.peanutSplit(d, 1.25), 44, 24],
  'bold-kernels': ['Bold peanut kernels: larger elongated kernels', (d) => ids.peanut(d, 'bold', 1.3), 36, 28],
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
