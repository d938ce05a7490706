// Product pictures: each commodity shown with the packing it actually ships
// in (jute sacks, woven PP and paper bags, fibre drums, tins, vacuum packs,
// cartons, mesh bags, IBCs, jumbo bags) on one of several stages (warm
// godown, cool store, clean room, wooden table, navy table, top-down tray), so
// the catalogue does not repeat one pale box and disc.
import { P, G, use, rng, i, n, scatter } from './lib/core.mjs';
import * as O from './lib/objects.mjs';
import * as K from './lib/pack.mjs';
import { FRUIT } from './lib/produce.mjs';
import { place, lay, glyph, GLYPHS, moundPath } from './lib/items.mjs';
import { ids } from './scenes-food.mjs';

const at = (x, y, s, body) => G(x, y, s, body);
// lift: draw the scene this much higher (cards are cropped to 16:10, and the
// front of the floor should not touch the bottom edge).
const card = (title, build, size = [640, 420], lift = 22) => ({
  title, size, build: (d, sd) => {
    build(d, sd);
    if (lift) { d.body.unshift(`<g transform="translate(0 -${lift})">`); d.body.push('</g>'); }
  },
});

// ---------- stages (640x420 unless the doc is smaller; floor line scales) ----------
const fy = (d) => i(d.h * 0.76);
export const STAGE = {
  // warm godown: cream wall with faint racking, sand floor
  godown: (d) => K.stage(d, { wall: P.a0, floor: P.sa, y: fy(d), detail: `<g opacity=".7">${K.racking(d, { x0: -20, x1: d.w + 20, top: i(d.h * 0.1), bottom: fy(d), c: P.a2, bays: 4, load: P.a2 })}</g>` }),
  // cool store: pale blue wall and racking, blue-grey floor
  store: (d) => K.stage(d, { wall: P.b1, floor: P.b3, y: fy(d), detail: K.racking(d, { x0: -20, x1: d.w + 20, top: i(d.h * 0.1), bottom: fy(d), c: P.b3, bays: 3, load: P.b3 }) }),
  // clean room: white wall panels, pale floor
  clean: (d) => K.stage(d, { wall: '#fff', floor: P.b1, y: fy(d), edge: P.b3, detail: `<path d="${[1, 2, 3, 4].map((k) => `M${i((d.w * k) / 5)} 0V${fy(d)}`).join('')}" stroke="${P.b1}" stroke-width="4"/>` }),
  // wooden table against a warm wall
  table: (d) => K.stage(d, { wall: P.cr, floor: P.a6, y: fy(d) - 20, edge: P.ea, lines: { n: 3, c: P.ea, op: 0.35 } }),
  // pale wall with a window, sand floor
  window: (d) => K.stage(d, { wall: P.a0, floor: P.a2, y: fy(d), detail: K.windowPane(i(d.w * 0.62), i(d.h * 0.1), i(d.w * 0.26), i(d.h * 0.44), { frame: '#fff', glass: P.b1 }) }),
  // navy table (premium kernels, light produce)
  navy: (d) => K.stage(d, { wall: P.b7, floor: P.b9, y: fy(d) - 10, edge: P.b5 }),
  // blue wall, sand floor
  blue: (d) => K.stage(d, { wall: P.b1, floor: P.sa, y: fy(d) }),
};
const sh = (x, y, rx, c = P.ea, op = 0.18) => K.ground(x, y, rx, c, op);

// ---------- glyph sets ----------
const G_ = {
  chilli: (d, s = 0.85) => ids.chilli(d, s),
  cumin: (d) => ids.cumin(d), coriander: (d) => ids.coriander(d), sesame: (d) => ids.sesame(d), pepper: (d) => ids.pepper(d),
  cardamom: (d) => ids.cardamom(d), coffee: (d) => ids.coffee(d), salt: (d) => ids.salt(d), jaggery: (d) => ids.jaggery(d),
};
const heap = (d, o) => O.heap(d, { depth: 40, ...o });
const looseAt = (ids_, pts, seed) => place(ids_, pts, rng(seed));
// 480x360 cards: objects drawn on the 640-card scale, enlarged about the front of the floor.
const zoom = (body, k = 1.16, cx = 240, cy = 330) => `<g transform="matrix(${k} 0 0 ${k} ${n(cx * (1 - k))} ${n(cy * (1 - k))})">${body}</g>`;
const rootAt = (id, x, y, rot, s = 1) => use(id, 0, 0, ` transform="translate(${x} ${y}) rotate(${rot})${s !== 1 ? ` scale(${s})` : ''}"`);

// ---------- spices ----------
const SPICES = {
  'red-chilli-whole': ['Whole dried red chillies spilling from an open jute sack, a closed sack behind', (d, sd) => {
    const c = G_.chilli(d, 0.8);
    let s = STAGE.godown(d) + sh(330, 372, 230);
    s += at(470, 360, 1, K.bag({ w: 130, h: 170, kind: 'jute', print: P.ch }));
    s += at(250, 372, 1, K.openSack({ w: 220, h: 210, heap: heap(d, { w: 200, h: 56, fill: P.ch, ids: c, count: 12, minD: 34, seed: sd, depth: 50 }) }));
    s += lay(c, [[420, 384], [470, 394], [120, 388], [530, 380]], rng(sd));
    d.add(s);
  }],
  'red-chilli-powder': ['Red chilli powder heaped in front of a pallet of woven PP bags', (d, sd) => {
    const c = G_.chilli(d, 0.8);
    let s = STAGE.blue(d);
    s += at(430, 330, 0.95, K.bagRow(d, { count: 3, w: 100, h: 140, kind: 'pp', print: P.ch, mark: P.a2 }));
    s += sh(240, 384, 170);
    s += at(230, 386, 1, heap(d, { w: 300, h: 110, fill: P.ch, spk: { count: 70, color: P.ea, size: 3, op: 0.45 }, seed: sd }));
    s += use(c[1], 420, 394) + use(c[3], 470, 382);
    d.add(s);
  }],
  'coriander-whole': ['Whole coriander seeds in a wooden tray, seen from above, with a coriander sprig and a jute cloth', (d, sd) => {
    const c = ids.corianderBig(d), R = rng(sd);
    let s = `<rect width="640" height="420" fill="${P.a6}"/><path d="M0 84H640M0 168H640M0 252H640M0 336H640" stroke="${P.ea}" stroke-opacity=".35" stroke-width="3"/>`;
    s += `<path d="M-10 260L190 230 230 430H-10Z" fill="${P.sa}"/><path d="M10 270l190-28M20 300l190-28M30 330l190-28M40 360l190-28M50 390l190-28" stroke="${P.ea}" stroke-opacity=".2" stroke-width="3"/>`;
    s += `<rect x="170" y="50" width="330" height="300" rx="22" fill="${P.ea}"/><rect x="186" y="66" width="298" height="268" rx="14" fill="${P.sa}"/>`;
    s += place(c, scatter(R, 110, (r) => [198 + r() * 274, 78 + r() * 244], 21), R);
    s += at(540, 250, 1.3, O.sprig(d, {}));
    s += place(c, [[80, 200], [100, 214], [120, 196], [560, 360], [590, 372]], R);
    d.add(s);
  }],
  'coriander-powder': ['Ground coriander heaped beside kraft paper bags on a pallet', (d, sd) => {
    const c = G_.coriander(d);
    let s = STAGE.window(d);
    s += at(190, 330, 0.92, K.bagRow(d, { count: 2, w: 104, h: 140, kind: 'paper', print: P.lf, mark: P.a2 }));
    s += sh(420, 384, 160);
    s += at(420, 386, 1, heap(d, { w: 280, h: 96, fill: P.sa, spk: { count: 70, color: P.lf, size: 3, op: 0.35 }, seed: sd }));
    s += place(c, [[560, 392], [584, 398], [270, 390]], rng(sd));
    d.add(s);
  }],
  'sesame-white': ['Hulled white sesame seeds heaped on a dark table beside stacked bags', (d, sd) => {
    const c = G_.sesame(d);
    let s = STAGE.navy(d);
    s += at(170, 312, 0.9, K.bagStack(d, { cols: 2, rows: 4, bw: 120, bh: 36, fill: '#fff', print: P.b5 }));
    s += sh(410, 384, 180, P.b7, 1);
    s += at(410, 388, 1, heap(d, { w: 320, h: 100, fill: P.cr, ids: c, count: 120, minD: 9, seed: sd, depth: 100 }));
    s += place(c, [[570, 398], [582, 404], [596, 396], [250, 396], [236, 404]], rng(sd));
    d.add(s);
  }],
  'ginger-powder': ['Dry ginger powder in an open kraft paper sack, with a dried ginger root', (d, sd) => {
    const g = ids.ginger(d);
    let s = STAGE.table(d) + sh(290, 372, 190);
    s += at(280, 370, 1, K.openSack({ w: 200, h: 200, kind: 'paper', print: P.a6, heap: heap(d, { w: 190, h: 50, fill: P.a2, spk: { count: 50, color: P.a6, size: 3, op: 0.35 }, seed: sd }) }));
    s += rootAt(g, 440, 364, -6, 1.5) + rootAt(g, 130, 380, 12, 1.1);
    d.add(s);
  }],
  'jaggery-powder': ['Jaggery powder in an open woven sack, with jaggery blocks and cubes', (d, sd) => {
    const j = G_.jaggery(d);
    let s = STAGE.godown(d) + sh(310, 372, 220);
    s += at(230, 370, 1, K.openSack({ w: 200, h: 190, kind: 'pp', heap: heap(d, { w: 190, h: 50, fill: P.a6, spk: { count: 60, color: P.ea, size: 3, op: 0.45 }, seed: sd }) }));
    s += at(440, 376, 1, O.isoBox(70, 70, 44, { top: P.a5, left: P.a6, right: P.ea })) + at(470, 332, 1, O.isoBox(60, 60, 38, { top: P.a5, left: P.a6, right: P.ea }));
    s += G(390, 390, 1.6, use(j[0])) + G(540, 392, 1.5, use(j[1])) + G(560, 370, 1.3, use(j[2]));
    d.add(s);
  }],
  'cumin-seeds': ['Cumin seeds in an open jute sack with a wooden scoop', (d, sd) => {
    const c = G_.cumin(d);
    let s = STAGE.godown(d) + sh(360, 372, 230);
    s += at(420, 370, 1, K.openSack({ w: 220, h: 220, heap: heap(d, { w: 200, h: 54, fill: P.ea, ids: c, count: 60, minD: 12, seed: sd, depth: 54 }) }));
    s += at(170, 388, 1.1, O.scoop(d, { fill: P.ea, ids: c, count: 14, seed: sd }));
    s += place(c, [[110, 398], [130, 404], [260, 400], [280, 394], [560, 396]], rng(sd));
    d.add(s);
  }],
  'turmeric-whole': ['Whole turmeric fingers in an open jute sack, closed sacks behind and a cut finger in front', (d, sd) => {
    const t = ids.turmeric(d), R = rng(sd);
    let fingers = `<path d="${moundPath(180, 44, 0)}" fill="${P.a6}"/>`;
    [[-60, -10, -20], [-20, -26, 10], [20, -16, -30], [50, -6, 20], [-40, 4, 40], [0, 2, -5]].forEach(([x, y, r]) => { fingers += rootAt(t, x - 20, y, r); });
    let s = STAGE.window(d);
    s += at(450, 330, 0.9, K.bagRow(d, { count: 2, w: 110, h: 150, kind: 'jute', print: P.a6 }));
    s += sh(260, 380, 180);
    s += at(250, 380, 1, K.openSack({ w: 200, h: 190, heap: fingers }));
    s += rootAt(t, 420, 388, 8, 1.3) + G(500, 394, 1.5, glyph(d, 'tc', GLYPHS.turmericCut(), null).map((x) => use(x)).join(''));
    d.add(s);
  }],
  'cardamom-whole': ['Green cardamom pods in a wooden tray on a dark table, seen from above', (d, sd) => {
    const c = ids.cardamom(d, 1.7), R = rng(sd);
    let s = `<rect width="640" height="420" fill="${P.b7}"/><path d="M0 100H640M0 210H640M0 320H640" stroke="${P.b9}" stroke-opacity=".4" stroke-width="4"/>`;
    s += `<rect x="120" y="50" width="400" height="300" rx="24" fill="${P.ea}"/><rect x="136" y="66" width="368" height="268" rx="16" fill="${P.a6}"/>`;
    s += place(c, scatter(R, 40, (r) => [160 + r() * 320, 90 + r() * 222], 40), R);
    s += place(c, [[70, 380], [100, 392], [580, 60], [560, 380]], R);
    d.add(s);
  }],
  'black-pepper': ['Black peppercorns in a scoop in front of a pallet of jute sacks', (d, sd) => {
    const c = G_.pepper(d);
    let s = STAGE.blue(d);
    s += at(390, 330, 0.95, K.bagRow(d, { count: 3, w: 110, h: 150, kind: 'jute', print: P.b7 }));
    s += sh(200, 390, 140);
    s += at(180, 392, 1, heap(d, { w: 230, h: 76, fill: P.sl, ids: c, count: 90, minD: 10, seed: sd, depth: 76 }));
    s += at(420, 396, 1.1, O.scoop(d, { fill: P.sl, ids: c, count: 16, seed: sd }));
    s += place(c, [[330, 400], [344, 406], [356, 398], [560, 402], [574, 396]], rng(sd));
    d.add(s);
  }],
  'dry-ginger': ['Dried ginger roots in an open jute sack and loose on the floor', (d, sd) => {
    const g = ids.ginger(d);
    let roots = `<path d="${moundPath(180, 40, 0)}" fill="${P.sa}"/>`;
    [[-60, -8, -20], [-20, -24, 10], [24, -14, -30], [46, -4, 20], [-36, 4, 36]].forEach(([x, y, r]) => { roots += rootAt(g, x - 20, y, r); });
    let s = STAGE.table(d) + sh(300, 372, 220);
    s += at(220, 370, 1, K.openSack({ w: 200, h: 200, heap: roots }));
    s += rootAt(g, 390, 364, -6, 1.4) + rootAt(g, 480, 384, 14, 1.2) + at(530, 330, 0.6, K.bag({ w: 110, h: 150, kind: 'pp', print: P.a6 }));
    d.add(s);
  }],
  'green-coffee-beans': ['Green coffee beans in an open jute sack with a scoop of beans', (d, sd) => {
    const c = G_.coffee(d);
    let s = STAGE.godown(d) + sh(320, 374, 230);
    s += at(270, 372, 1, K.openSack({ w: 230, h: 230, heap: heap(d, { w: 210, h: 56, fill: P.ll, ids: c, count: 40, minD: 17, seed: sd, depth: 56 }) }));
    s += at(480, 392, 1.15, O.scoop(d, { fill: P.ll, ids: c, count: 6, seed: sd }));
    s += place(c, [[120, 394], [150, 400], [600, 396]], rng(sd));
    d.add(s);
  }],
  'cashew-nuts': ['Cashew kernels: an open 10 kg tin, a vacuum pack and loose kernels', (d, sd) => {
    const c = ids.cashew(d, 'w', 1.2);
    let s = STAGE.navy(d);
    s += at(200, 360, 1.15, K.squareTin({ w: 110, dd: 50, h: 140, open: { fill: P.cr, items: heap(d, { w: 96, h: 16, fill: P.cr, ids: c, count: 4, minD: 26, seed: sd, hi: false }) } }));
    s += at(420, 372, 1.1, K.vacPack({ w: 150, h: 80 }));
    s += sh(430, 396, 150, P.b7, 1);
    s += place(c, [[360, 392], [400, 400], [450, 394], [500, 402], [540, 392]], rng(sd));
    d.add(s);
  }],
};

export function productScenes(add) {
  for (const [id, [title, build]] of Object.entries(SPICES)) add(`spices/${id}.svg`, card(title, build, [640, 420], /whole$/.test(id) && /^(coriander|cardamom)/.test(id) ? 0 : 22));
}

// ---------- rice (media rows: shown whole) ----------
const RICE = {
  'creamy-sella': ['Creamy sella basmati rice in an open jute sack, with a scoop and a small heap', (d, sd) => {
    const g = ids.rice(d, 'cream');
    let s = STAGE.godown(d) + sh(330, 372, 230);
    s += at(250, 372, 1, K.openSack({ w: 220, h: 220, print: P.b5, heap: heap(d, { w: 200, h: 50, fill: P.cr, ids: g, count: 40, minD: 14, seed: sd, depth: 50 }) }));
    s += at(470, 384, 1, heap(d, { w: 170, h: 50, fill: P.cr, ids: g, count: 30, minD: 13.5, seed: sd + 1 }));
    s += at(430, 396, 1, O.scoop(d, { fill: P.cr, ids: g, count: 8, seed: sd }));
    d.add(s);
  }],
  'golden-sella': ['Golden sella basmati rice heaped beside a pallet of printed woven bags', (d, sd) => {
    const g = ids.rice(d, 'golden');
    let s = STAGE.blue(d);
    s += at(190, 326, 0.95, K.bagStack(d, { cols: 2, rows: 5, bw: 124, bh: 36, fill: '#fff', print: P.a5 }));
    s += sh(450, 384, 160);
    s += at(450, 386, 1, heap(d, { w: 280, h: 96, fill: P.a2, ids: g, count: 90, minD: 13, seed: sd, depth: 96 }));
    d.add(s);
  }],
  steam: ['Steam basmati rice: woven bags on a pallet and a scoop of long white grains', (d, sd) => {
    const g = ids.rice(d, 'steam');
    let s = STAGE.store(d);
    s += at(400, 330, 0.95, K.bagRow(d, { count: 3, w: 104, h: 150, kind: 'pp', print: P.b5, mark: P.a5 }));
    s += sh(170, 386, 130, P.b5, 0.3);
    s += at(170, 388, 1, heap(d, { w: 220, h: 70, fill: '#fff', ids: g, count: 50, minD: 13, seed: sd, depth: 70 }));
    s += at(420, 398, 1.1, O.scoop(d, { fill: '#fff', ids: g, count: 8, seed: sd }));
    d.add(s);
  }],
  raw: ['Raw basmati rice spread on a jute cloth with paddy stalks, seen from above', (d, sd) => {
    const g = ids.rice(d, 'raw'), R = rng(sd);
    let s = `<rect width="640" height="420" fill="${P.sa}"/>`;
    let w = '';
    for (let k = 8; k < 640; k += 14) w += `M${k} 0V420`;
    for (let k = 8; k < 420; k += 14) w += `M0 ${k}H640`;
    s += `<path d="${w}" stroke="${P.ea}" stroke-opacity=".12" stroke-width="3"/>`;
    s += `<ellipse cx="330" cy="220" rx="215" ry="140" fill="${P.cr}" opacity=".7"/>`;
    s += g(scatter(R, 118, (r) => { const a = r() * 6.283, q = Math.sqrt(r()); return [330 + Math.cos(a) * q * 200, 220 + Math.sin(a) * q * 125]; }, 15), R);
    const stalk = (x, y, rot) => `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M0 0C20-10 60-20 120-20" fill="none" stroke="${P.a6}" stroke-width="4" stroke-linecap="round"/><path d="M40-12l8-12M60-16l8-12M80-18l8-12M100-19l8-12M50-14l10 8M70-17l10 8M90-19l10 8" stroke="${P.a5}" stroke-width="8" stroke-linecap="round"/></g>`;
    s += stalk(470, 380, -30) + stalk(500, 396, -40);
    d.add(s);
  }],
};

// ---------- cashew grades (480x360, image grid 4:3) ----------
const CASHEW_GRADES = {
  ww180: ['Cashew kernels grade W180, the largest whole white kernels, in an open 10 kg tin', 'w', 1.7, 'tin'],
  ww240: ['Cashew kernels grade W240, large whole white kernels, with vacuum packs', 'w', 1.45, 'vac'],
  ww320: ['Cashew kernels grade W320, medium whole white kernels, vacuum packs in an export carton', 'w', 1.25, 'carton'],
  ww450: ['Cashew kernels grade W450, smaller whole white kernels, beside sealed tins', 'w', 1.05, 'tins'],
  sw320: ['Cashew kernels grade SW320, scorched wholes with a light roast tone, in an open tin', 'sw', 1.25, 'tin'],
  'white-pieces': ['White cashew pieces heaped beside a vacuum pack', 'w', 1.2, 'vacHeap'],
  'scorched-pieces': ['Scorched cashew pieces in a scoop and a heap', 'sw', 1.2, 'scoop'],
  'dessert-pieces': ['Dessert cashew pieces, darker broken kernels, in front of a sealed tin', 'dessert', 1.2, 'tinHeap'],
};
function cashewGrade(d, sd, kind, sc, layout, pieces) {
  const g = pieces ? ids.cashewPieces(d, kind, sc) : ids.cashew(d, kind, sc), R = rng(sd);
  const fill = { w: P.cr, sw: P.a2, dessert: P.a5 }[kind];
  const row = (x0, x1, y, k) => place(g, Array.from({ length: k }, (_, j) => [x0 + ((x1 - x0) * (j + 0.5)) / k + (R() - 0.5) * 8, y + (R() - 0.5) * 10]), R);
  const floor = pieces ? STAGE.table(d) : STAGE.navy(d);
  const shc = pieces ? P.ea : P.b7, sho = pieces ? 0.25 : 1;
  let s = '';
  if (layout === 'tin') {
    s += at(150, 300, 0.95, K.squareTin({ w: 110, dd: 50, h: 140, open: { fill, items: heap(d, { w: 100, h: 16, fill, ids: g, count: 5, minD: 24 * sc, seed: sd, hi: false }) } }));
    s += sh(330, 312, 110, shc, sho) + row(250, 410, 300, Math.round(5 / sc)) + row(260, 400, 322, Math.round(4 / sc));
  } else if (layout === 'vac') {
    s += at(150, 280, 1, K.vacPack({ w: 150, h: 80, seed: sd })) + at(170, 312, 1, K.vacPack({ w: 150, h: 80, seed: sd + 1 }));
    s += sh(350, 312, 90, shc, sho) + row(290, 410, 300, 3) + row(300, 400, 324, 3);
  } else if (layout === 'carton') {
    const packs = at(-30, 10, 0.5, K.vacPack({ w: 150, h: 80 })) + at(30, 16, 0.5, K.vacPack({ w: 150, h: 80 }));
    s += at(160, 310, 1, K.openCarton({ w: 150, dd: 60, h: 100, inner: packs, print: P.b5 }));
    s += sh(350, 314, 90, shc, sho) + row(290, 410, 302, 4) + row(300, 400, 324, 3);
  } else if (layout === 'tins') {
    s += at(110, 300, 0.9, K.squareTin({ w: 110, dd: 50, h: 140 })) + at(220, 312, 0.9, K.squareTin({ w: 110, dd: 50, h: 140, band: P.b5 }));
    s += sh(360, 316, 80, shc, sho) + at(360, 318, 1, heap(d, { w: 150, h: 56, fill, ids: g, count: 22, minD: 20, seed: sd }));
  } else if (layout === 'vacHeap') {
    s += at(130, 300, 1, K.vacPack({ w: 150, h: 80, fill, seed: sd }));
    s += sh(320, 318, 110, shc, sho) + at(320, 320, 1, heap(d, { w: 200, h: 70, fill, ids: g, count: 34, minD: 20, seed: sd, depth: 70 }));
  } else if (layout === 'scoop') {
    s += sh(180, 318, 130, shc, sho) + at(180, 320, 1, heap(d, { w: 240, h: 70, fill, ids: g, count: 40, minD: 20, seed: sd, depth: 70 }));
    s += at(330, 330, 1.1, O.scoop(d, { fill, ids: g, count: 5, seed: sd }));
  } else {
    s += at(330, 300, 1, K.squareTin({ w: 110, dd: 50, h: 140, band: P.ea }));
    s += sh(180, 318, 140, shc, sho) + at(180, 320, 1, heap(d, { w: 250, h: 74, fill, ids: g, count: 42, minD: 20, seed: sd, depth: 74 }));
  }
  d.add(floor + zoom(s, 1.15, 240, 320));
}

// ---------- peanuts (480x360) ----------
const PEANUTS = {
  'in-shell': ['Peanuts in shell: waisted, netted pods in an open jute sack and on the floor, one pod opened to show its two kernels', (d, sd) => {
    const p = ids.pod(d, 1.5), R = rng(sd);
    d.add(STAGE.godown(d)); let s = '' + sh(240, 312, 190);
    s += at(190, 316, 1, K.openSack({ w: 180, h: 170, heap: heap(d, { w: 160, h: 40, fill: P.sa, ids: p, count: 8, minD: 40, seed: sd, depth: 40 }) }));
    s += place(p, [[320, 302], [376, 318], [290, 330], [410, 296]], R);
    // an opened pod: shell halves and two red-skinned kernels
    s += `<g transform="translate(330 250) scale(1.3) rotate(-8)"><path d="M-34 0C-34-14-20-18-8-14-2-12 2-12 8-14 20-18 34-14 34 0Z" fill="${P.sa}" stroke="${P.ea}" stroke-opacity=".6" stroke-width="2"/><path d="M-30-2C-28-10-18-13-8-10-2-8 2-8 8-10 18-13 28-10 30-2Z" fill="${P.cr}"/>` +
      `<ellipse cx="-14" cy="-8" rx="12" ry="8" fill="${P.ch}"/><ellipse cx="14" cy="-8" rx="12" ry="8" fill="${P.ch}"/><ellipse cx="-17" cy="-11" rx="5" ry="2.5" fill="#fff" opacity=".35"/><ellipse cx="11" cy="-11" rx="5" ry="2.5" fill="#fff" opacity=".35"/></g>`;
    d.add(s);
  }],
  'java-kernels': ['Java peanut kernels, small and round with a light tan skin, heaped beside a 50 kg woven bag', (d, sd) => {
    const p = ids.peanut(d, 'java', 1.4);
    d.add(STAGE.blue(d)); let s = '' + at(130, 300, 1, K.bag({ w: 130, h: 170, kind: 'pp', print: P.lf, mark: P.a2 }));
    s += sh(320, 314, 130) + at(310, 316, 1, heap(d, { w: 210, h: 80, fill: P.a2, ids: p, count: 50, minD: 15, seed: sd, depth: 80 }));
    d.add(s);
  }],
  'red-skin-java': ['Red-skin Java peanut kernels heaped beside vacuum packs', (d, sd) => {
    const p = ids.peanut(d, 'red', 1.4);
    d.add(STAGE.table(d)); let s = '' + at(330, 270, 1, K.vacPack({ w: 140, h: 80, fill: P.ch, bump: P.ea, seed: sd })) + at(345, 300, 1, K.vacPack({ w: 140, h: 80, fill: P.ch, bump: P.ea, seed: sd + 1 }));
    s += sh(160, 316, 130) + at(160, 318, 1, heap(d, { w: 230, h: 80, fill: P.ea, ids: p, count: 44, minD: 16, seed: sd, depth: 80 }));
    d.add(s);
  }],
  'blanched-whole': ['Blanched whole peanut kernels without skin, in front of an export carton of vacuum packs', (d, sd) => {
    const p = ids.peanut(d, 'blanched', 1.4);
    const packs = at(-30, 10, 0.5, K.vacPack({ w: 150, h: 80 })) + at(30, 16, 0.5, K.vacPack({ w: 150, h: 80 }));
    d.add(STAGE.window(d)); let s = '' + at(150, 300, 1, K.openCarton({ w: 150, dd: 60, h: 100, inner: packs, print: P.a5 }));
    s += sh(330, 316, 100) + at(330, 318, 1, heap(d, { w: 190, h: 72, fill: P.cr, ids: p, count: 32, minD: 17, seed: sd, depth: 72 }));
    d.add(s);
  }],
  'blanched-split': ['Blanched split peanut halves in a heap and a scoop', (d, sd) => {
    const p = ids.peanutSplit(d, 1.5);
    d.add(STAGE.navy(d)); let s = '' + sh(170, 316, 140, P.b7, 1) + at(170, 318, 1, heap(d, { w: 250, h: 80, fill: P.cr, ids: p, count: 60, minD: 15, seed: sd, depth: 80 }));
    s += at(330, 328, 1.15, O.scoop(d, { fill: P.cr, ids: p, count: 6, seed: sd }));
    d.add(s);
  }],
  'bold-kernels': ['Bold peanut kernels, larger and elongated, in an open jute sack', (d, sd) => {
    const p = ids.peanut(d, 'bold', 1.5);
    d.add(STAGE.godown(d)); let s = '' + sh(280, 312, 180);
    s += at(290, 316, 1, K.openSack({ w: 190, h: 170, print: P.ch, heap: heap(d, { w: 180, h: 46, fill: P.a2, ids: p, count: 20, minD: 22, seed: sd, depth: 46 }) }));
    s += place(p, [[130, 300], [160, 314], [110, 324], [420, 318]], rng(sd));
    d.add(s);
  }],
};

// ---------- fruits and vegetables ----------
const PRODUCE = {
  'white-pink-garlic': ['White-pink garlic bulbs in mesh bags, with loose bulbs and cloves', (d, sd) => {
    const g = FRUIT.garlic(d), R = rng(sd);
    const small = d.def('gS', (id) => `<g id="${id}" transform="scale(.55)"><use href="#${g}"/></g>`);
    let s = STAGE.window(d) + sh(300, 372, 240);
    s += at(180, 366, 1.2, K.meshBag(d, { w: 120, h: 160, item: small, net: P.b3, seed: sd, key: 'gb', count: 14, minD: 32 })) + at(300, 372, 1.05, K.meshBag(d, { w: 120, h: 160, item: small, net: P.b3, seed: sd + 1, key: 'gb', count: 14, minD: 32 }));
    s += use(g, 0, 0, ' transform="translate(440 372) scale(1.3)"') + use(g, 0, 0, ' transform="translate(530 380) scale(1.1) rotate(10)"');
    const clove = `<path d="M0-16C6-12 9-3 7 5 4 8-4 8-7 5-9-3-6-12 0-16Z" fill="#fff" stroke="${P.b3}" stroke-width="1.5"/><path d="M-2-11C-4-4-4 2-3 5" stroke="${P.ch}" stroke-opacity=".3" stroke-width="2" fill="none"/>`;
    s += G(380, 394, 1.2, clove) + G(590, 394, 1.1, `<g transform="rotate(30)">${clove}</g>`);
    d.add(s);
  }],
  'navel-orange': ['Navel oranges in an open-top export carton, with a whole and a halved orange in front', (d, sd) => {
    const o = FRUIT.orangePlain(d);
    let s = STAGE.blue(d) + sh(300, 372, 240);
    s += at(260, 370, 1.15, K.fruitCarton(d, { item: o, w: 220, dd: 100, h: 86, cols: 4, rows: 2, print: P.a5 }));
    s += use(FRUIT.orange(d), 0, 0, ' transform="translate(470 370) scale(1.25)"') + use(FRUIT.orangeHalf(d), 0, 0, ' transform="translate(560 386) scale(1.2)"');
    d.add(s);
  }],
  'valencia-oranges': ['Valencia oranges: a stack of closed export cartons with an open carton of oranges on top', (d, sd) => {
    const o = FRUIT.orangePlain(d);
    let s = STAGE.store(d) + sh(310, 372, 250, P.b5, 0.35);
    s += at(250, 366, 1, K.closedCarton({ w: 190, dd: 84, h: 76, print: P.a5 })) + at(250, 290, 1, K.closedCarton({ w: 190, dd: 84, h: 76, print: P.a5 }));
    s += at(250, 214, 1, K.fruitCarton(d, { item: o, w: 190, dd: 84, h: 60, cols: 4, rows: 2, print: P.a5 }));
    s += use(FRUIT.orange(d), 0, 0, ' transform="translate(480 374) scale(1.1)"') + use(o, 540, 380) + use(o, 120, 380);
    d.add(s);
  }],
  mandarins: ['Mandarins with leaves in a shallow open-top carton, one peeled in front', (d, sd) => {
    const m = FRUIT.mandarin(d);
    let s = STAGE.table(d) + sh(300, 356, 230);
    s += at(260, 356, 1.15, K.fruitCarton(d, { item: m, w: 230, dd: 90, h: 60, cols: 5, rows: 2, r: 20, print: P.lf, heap: 4 }));
    // peeled mandarin: segments
    let seg = '';
    for (let k = 0; k < 8; k++) seg += `<ellipse rx="7" ry="20" fill="${P.a5}" stroke="${P.a2}" stroke-width="2" transform="rotate(${k * 22 - 77})"/>`;
    s += `<g transform="translate(500 352)"><ellipse cy="20" rx="40" ry="8" fill="${P.ea}" opacity=".2"/>${seg}</g>` + use(m, 0, 0, ' transform="translate(580 366) scale(1.1)"');
    d.add(s);
  }],
  lemons: ['Lemons in an open-top carton with a halved lemon', (d, sd) => {
    const l = FRUIT.lemon(d);
    const leafy = d.def('lemL', (id) => `<g id="${id}"><path d="M10-14C16-30 34-34 46-28 38-16 24-12 10-14Z" fill="${P.lf}"/><use href="#${l}"/></g>`);
    let s = STAGE.navy(d) + sh(300, 360, 240, P.b7, 1);
    s += at(250, 360, 1.15, K.fruitCarton(d, { item: l, w: 220, dd: 90, h: 70, cols: 4, rows: 2, print: P.lf }));
    s += use(leafy, 0, 0, ' transform="translate(470 366) scale(1.25) rotate(-10)"') + use(FRUIT.lemonHalf(d), 0, 0, ' transform="translate(560 380) scale(1.3)"');
    d.add(s);
  }],
  'table-grapes': ['Green table grapes in an export carton with a bunch in front', (d, sd) => {
    const gr = FRUIT.grapes(d);
    const inner = `<g transform="scale(1 .9)">${[-70, -10, 50].map((x) => use(gr, x, -10)).join('')}</g>`;
    let s = STAGE.window(d) + sh(300, 372, 240);
    s += at(230, 370, 1.1, K.openCarton({ w: 200, dd: 90, h: 80, inner, print: P.lf }));
    s += use(gr, 0, 0, ' transform="translate(460 346) scale(1.6)"') + use(gr, 0, 0, ' transform="translate(560 360) scale(1.2) rotate(15)"');
    d.add(s);
  }],
  strawberries: ['Strawberries in clear punnets packed in a shallow tray, with loose berries', (d, sd) => {
    const st = FRUIT.strawberry(d), R = rng(sd);
    const punnet = d.def('pun', (id) => {
      let f = '';
      for (const [x, y] of [[-22, -34], [2, -38], [24, -33], [-10, -24], [14, -24]]) f += use(st, x, y);
      return `<g id="${id}"><rect x="-42" y="-38" width="84" height="38" rx="6" fill="${P.b1}"/>${f}<rect x="-42" y="-30" width="84" height="30" rx="6" fill="#fff" opacity=".45"/><path d="M-40-30h80" stroke="#fff" stroke-width="3"/></g>`;
    });
    let s = STAGE.blue(d) + sh(290, 372, 250);
    s += `<path d="M100 330l40-40h300l-40 40Z" fill="${P.a6}"/>` + [170, 262, 354].map((x) => use(punnet, x + 30, 324)).join('');
    s += [142, 234, 326].map((x) => use(punnet, x, 358)).join('') + `<path d="M96 344h306v28H96ZM402 344l44-44v28l-44 44Z" fill="${P.a2}"/><path d="M402 344l44-44v28l-44 44Z" fill="${P.ea}" opacity=".25"/>`;
    s += place([st], [[510, 380], [548, 370], [576, 390]], R);
    d.add(s);
  }],
  pomegranates: ['Pomegranates in a single-layer export tray, with a halved fruit showing its arils', (d, sd) => {
    const p = FRUIT.pomegranate(d);
    let s = STAGE.godown(d) + sh(300, 372, 240);
    s += at(250, 370, 1.2, K.fruitCarton(d, { item: p, w: 230, dd: 90, h: 44, cols: 3, rows: 2, print: P.ch, heap: 14 }));
    s += use(p, 0, 0, ' transform="translate(480 360) scale(1.2)"') + use(FRUIT.pomegranateHalf(d), 0, 0, ' transform="translate(566 384) scale(1.2)"');
    d.add(s);
  }],
  dates: ['Dates in a 5 kg export carton and a bowl, with a strand of dates', (d, sd) => {
    const dt = FRUIT.date(d), R = rng(sd);
    const fill = `<path d="${moundPath(150, 24, 0)}" fill="${P.ea}"/>` + place([dt], scatter(R, 14, (r) => [(r() - 0.5) * 130, -r() * 20 - 2], 18), R);
    let s = STAGE.table(d) + sh(300, 356, 240);
    s += at(220, 356, 1.1, K.openCarton({ w: 180, dd: 80, h: 70, inner: fill, print: P.a5 }));
    s += at(470, 350, 0.7, O.bowlOf(d, { r: 110, depth: 62, fill: P.ea, mh: 40, ids: [dt], count: 12, minD: 30, seed: sd, bodyC: P.cr, lipC: P.sa, innerC: P.a6 }));
    s += `<path d="M430 380q60-6 130 4" fill="none" stroke="${P.a6}" stroke-width="3"/>` + place([dt], [[452, 386], [490, 388], [530, 392]], R);
    d.add(s);
  }],
  'red-onions': ['Red onions in red mesh bags, with loose and halved onions', (d, sd) => {
    const o = FRUIT.onion(d);
    const small = d.def('oS', (id) => `<g id="${id}" transform="scale(.6)"><use href="#${o}"/></g>`);
    let s = STAGE.store(d) + sh(300, 372, 250, P.b5, 0.35);
    s += at(150, 366, 1.25, K.meshBag(d, { w: 120, h: 160, item: small, net: P.ch, seed: sd, key: 'ob', count: 16 })) + at(280, 372, 1.15, K.meshBag(d, { w: 120, h: 160, item: small, net: P.ch, seed: sd + 2, key: 'ob', count: 16 }));
    s += use(o, 0, 0, ' transform="translate(430 366) scale(1.3)"') + use(o, 0, 0, ' transform="translate(510 378) scale(1.1) rotate(20)"');
    s += `<g transform="translate(580 384)"><ellipse rx="30" ry="22" fill="${P.ch}"/><ellipse rx="24" ry="17" fill="#fff"/><ellipse rx="17" ry="12" fill="none" stroke="${P.ch}" stroke-opacity=".5" stroke-width="3"/><ellipse rx="9" ry="6" fill="none" stroke="${P.ch}" stroke-opacity=".5" stroke-width="3"/></g>`;
    d.add(s);
  }],
  potatoes: ['Potatoes in a jute sack and a mesh bag, with loose potatoes', (d, sd) => {
    const p = FRUIT.potato(d);
    const small = d.def('pS', (id) => `<g id="${id}" transform="scale(.6)"><use href="#${p}"/></g>`);
    const tops = `<path d="${moundPath(190, 40, 0)}" fill="${P.a6}"/>` + place([p], [[-60, -8], [-14, -22], [34, -14], [70, -4], [-36, 4], [10, 2]], rng(sd));
    let s = STAGE.godown(d) + sh(310, 372, 250);
    s += at(210, 372, 1, K.openSack({ w: 210, h: 210, heap: tops }));
    s += at(400, 366, 1.05, K.meshBag(d, { w: 120, h: 160, item: small, net: P.a6, seed: sd, key: 'pb' }));
    s += use(p, 520, 384) + use(p, 0, 0, ' transform="translate(580 370) rotate(25)"');
    d.add(s);
  }],
  'sweet-potatoes': ['Sweet potatoes in an open-top carton, with a cut one showing orange flesh', (d, sd) => {
    const sp = FRUIT.sweetPotato(d);
    const fill = `<path d="${moundPath(170, 30, 0)}" fill="${P.ea}"/>` + [[-40, -14, -10], [30, -18, 12], [-10, -4, 4], [50, -2, -14]].map(([x, y, r]) => use(sp, 0, 0, ` transform="translate(${x} ${y}) rotate(${r})"`)).join('');
    let s = STAGE.blue(d) + sh(300, 372, 240);
    s += at(230, 370, 1.1, K.openCarton({ w: 200, dd: 90, h: 80, inner: fill, print: P.ch }));
    s += use(sp, 0, 0, ' transform="translate(470 370) scale(1.2) rotate(-8)"') + use(FRUIT.sweetPotatoCut(d), 0, 0, ' transform="translate(570 384) scale(1.5)"');
    d.add(s);
  }],
};
export function productScenes2(add) {
  for (const [id, [title, build]] of Object.entries(RICE)) add(`rice/${id}.svg`, card(title, build, [640, 420], id === 'raw' ? 0 : 22));
  for (const [id, [title, kind, sc, layout]] of Object.entries(CASHEW_GRADES)) add(`cashews/${id}.svg`, card(title, (d, sd) => cashewGrade(d, sd, kind, sc, layout, /pieces/.test(id)), [480, 360], 40));
  for (const [id, [title, build]] of Object.entries(PEANUTS)) add(`peanuts/${id}.svg`, card(title, (d, sd) => { build(d, sd); const [st, ...rest] = d.body; d.body = [st, zoom(rest.join(''), 1.12, 240, 320)]; }, [480, 360], 34));
  for (const [id, [title, build]] of Object.entries(PRODUCE)) add(`produce/${id}.svg`, card(title, build));
}

// ---------- nuts, agri, oils, industrial, metals, fmcg, business lines ----------
const sackOf = (d, fill, o = {}) => K.openSack({ w: o.w ?? 150, h: o.h ?? 150, print: o.print, kind: o.kind ?? 'jute', heap: o.heap ?? heap(d, { w: (o.w ?? 150) * 0.9, h: 40, fill, spk: o.spk, ids: o.ids, count: o.count ?? 12, minD: o.minD ?? 20, seed: o.seed ?? 3, depth: 40 }) });
const tinRow = (xs, y, s = 1) => xs.map(([x, band]) => at(x, y, s, K.oilTin({ band }))).join('');
const drumRow = (d, xs, y, o = {}) => xs.map((x) => at(x, y, 1, O.drum(d, { w: 78, h: 112, ...o }))).join('');
const hdpeDrum = (d) => O.drum(d, { w: 72, h: 104, body: P.b5, top: P.b3, rib: P.b7 });
const aluBottle = (h = 110) => `<rect x="-26" y="${-h + 24}" width="52" height="${h - 24}" rx="14" fill="${P.b3}"/><path d="M-16 ${-h + 26}q16-16 32 0Z" fill="${P.b3}"/><rect x="-9" y="${-h}" width="18" height="16" rx="3" fill="${P.b7}"/><path d="M-14 ${-h + 40}v${h - 56}" stroke="#fff" stroke-opacity=".5" stroke-width="6" stroke-linecap="round"/><rect x="-20" y="${-i(h * 0.55)}" width="40" height="${i(h * 0.3)}" rx="3" fill="#fff"/>`;
const flat = (d, x, y, s, body) => at(x, y, s, body);

const MORE = {
  'nuts/cashews.svg': ['Cashew kernels: 10 kg tins, a vacuum pack in an export carton and loose kernels', (d, sd) => {
    const c = ids.cashew(d, 'w', 1.2);
    const packs = at(-26, 8, 0.5, K.vacPack({ w: 150, h: 80 })) + at(30, 14, 0.5, K.vacPack({ w: 150, h: 80 }));
    let s = STAGE.navy(d) + at(130, 340, 1, K.squareTin({ w: 100, dd: 46, h: 130 })) + at(240, 352, 1, K.squareTin({ w: 100, dd: 46, h: 130, band: P.b5 }));
    s += at(430, 350, 1, K.openCarton({ w: 150, dd: 60, h: 96, inner: packs, print: P.a5 }));
    s += sh(380, 384, 170, P.b7, 1) + place(c, [[320, 384], [370, 392], [420, 384], [470, 394], [520, 386]], rng(sd));
    d.add(s);
  }],
  'nuts/peanuts.svg': ['Peanuts: jute sacks on a pallet, an open sack of pods and a heap of kernels', (d, sd) => {
    const p = ids.pod(d, 1.3), k = ids.peanut(d, 'java', 1.3);
    let s = STAGE.godown(d) + at(470, 320, 0.9, K.bagRow(d, { count: 2, w: 110, h: 150, kind: 'jute', print: P.ch }));
    s += sh(280, 376, 210) + at(220, 374, 1, sackOf(d, P.sa, { w: 190, h: 190, ids: p, count: 8, minD: 40, seed: sd }));
    s += at(400, 386, 1, heap(d, { w: 160, h: 48, fill: P.a2, ids: k, count: 20, minD: 17, seed: sd }));
    d.add(s);
  }],
  'agri/fruits-vegetables.svg': ['Fresh produce packed for export: an open carton of oranges, a mesh bag of onions and a bunch of grapes', (d, sd) => {
    const o = FRUIT.orangePlain(d), on = FRUIT.onion(d);
    const small = d.def('oS', (id) => `<g id="${id}" transform="scale(.6)"><use href="#${on}"/></g>`);
    let s = STAGE.window(d) + sh(320, 372, 250);
    s += at(220, 370, 1, K.fruitCarton(d, { item: o, w: 200, dd: 90, h: 76, cols: 4, rows: 2, print: P.a5 }));
    s += at(440, 366, 1.05, K.meshBag(d, { w: 110, h: 150, item: small, net: P.ch, seed: sd, key: 'ob', count: 14 }));
    s += use(FRUIT.grapes(d), 0, 0, ' transform="translate(550 350) scale(1.2)"');
    d.add(s);
  }],
  'agri/spices.svg': ['Indian spices in open jute sacks: chilli powder, turmeric and coriander seeds, with whole chillies', (d, sd) => {
    const ch = G_.chilli(d, 0.8);
    let s = STAGE.table(d) + sh(320, 366, 260);
    s += at(170, 364, 1, sackOf(d, P.ch, { spk: { count: 30, color: P.ea, size: 3, op: 0.4 }, count: 0, seed: sd }));
    s += at(470, 364, 1, sackOf(d, P.sa, { ids: G_.coriander(d), count: 30, minD: 12, seed: sd }));
    s += at(320, 384, 1.1, sackOf(d, P.a5, { spk: { count: 30, color: P.a6, size: 3, op: 0.5 }, count: 0, seed: sd + 1 }));
    s += lay(ch, [[80, 390], [560, 392]], rng(sd));
    d.add(s);
  }],
  'agri/rice.svg': ['Basmati rice for export: printed bags stacked on a pallet and an open jute sack with paddy stalks', (d, sd) => {
    const g = ids.rice(d, 'cream');
    let s = STAGE.godown(d) + at(440, 330, 0.95, K.bagStack(d, { cols: 2, rows: 5, bw: 124, bh: 36, print: P.b5 }));
    s += sh(210, 376, 150) + at(210, 374, 1, sackOf(d, P.cr, { w: 200, h: 200, ids: g, count: 36, minD: 14, seed: sd, print: P.b5 }));
    s += `<g transform="translate(96 374) rotate(-20)"><path d="M0 0C4-40 6-90 30-140" fill="none" stroke="${P.a6}" stroke-width="4" stroke-linecap="round"/><path d="M20-100l12-6M24-112l12-6M28-124l12-4M18-96l-10-8M22-110l-10-8" stroke="${P.a5}" stroke-width="8" stroke-linecap="round"/></g>`;
    d.add(s);
  }],
  'agri/chickpeas.svg': ['Chickpeas in an open jute sack with a heap in front and sacks behind', (d, sd) => {
    const c = ids.chickpea(d);
    let s = STAGE.blue(d) + at(450, 326, 0.9, K.bagRow(d, { count: 2, w: 110, h: 150, kind: 'jute', print: P.a6 }));
    s += sh(260, 376, 200) + at(230, 374, 1, sackOf(d, P.a2, { w: 200, h: 200, ids: c, count: 26, minD: 19, seed: sd }));
    s += at(420, 390, 1, heap(d, { w: 170, h: 50, fill: P.a2, ids: c, count: 18, minD: 19, seed: sd }));
    d.add(s);
  }],
  'agri/nuts.svg': ['Nuts for export: a 10 kg tin and kernels of cashew, and peanuts in shell in a jute sack', (d, sd) => {
    const c = ids.cashew(d, 'w', 1.15), p = ids.pod(d, 1.3);
    let s = STAGE.navy(d) + at(160, 350, 1.05, K.squareTin({ w: 100, dd: 46, h: 130, open: { fill: P.cr, items: heap(d, { w: 90, h: 14, fill: P.cr, ids: c, count: 4, minD: 26, seed: sd, hi: false }) } }));
    s += sh(400, 384, 200, P.b7, 1) + at(430, 380, 1, sackOf(d, P.sa, { w: 190, h: 180, ids: p, count: 8, minD: 40, seed: sd }));
    s += place(c, [[260, 384], [300, 392], [330, 380]], rng(sd));
    d.add(s);
  }],
  'oils/edible-oils.svg': ['Edible oils packed for export: 15 litre tins stacked, a steel drum and bottles', (d, sd) => {
    let s = STAGE.godown(d) + sh(320, 372, 250);
    s += tinRow([[110, P.a5], [200, P.a5], [290, P.lf]], 370) + tinRow([[155, P.a5], [245, P.lf]], 258);
    s += at(420, 370, 1, O.drum(d, { w: 90, h: 130, body: P.b7, top: P.b5, rib: P.b9 }));
    s += at(510, 374, 0.8, O.bottle(d, { h: 200, oil: P.a2 })) + at(575, 378, 0.7, O.bottle(d, { h: 200, w: 70, oil: P.a5, cap: P.lf }));
    d.add(s);
  }],
  'oils/food-products.svg': ['Packaged food products: an export carton of pouches, a jar and a pouch', (d, sd) => {
    const pouches = at(-34, 14, 0.55, O.pouch(d, { fill: P.lf })) + at(0, 10, 0.55, O.pouch(d, { fill: P.ch })) + at(34, 14, 0.55, O.pouch(d, { fill: P.b5 }));
    let s = STAGE.blue(d) + sh(320, 372, 240);
    s += at(230, 370, 1.1, K.openCarton({ w: 180, dd: 80, h: 100, inner: pouches, print: P.a5 }));
    s += at(440, 372, 1, O.jar(d, { w: 100, h: 120, content: P.a5, mark: 'dot' })) + at(540, 374, 1, O.pouch(d, { w: 90, h: 130, fill: P.lf, band: P.a5 }));
    d.add(s);
  }],
  'oils/essential-oils.svg': ['Essential oils: aluminium bottles for bulk, amber dropper bottles and herbs', (d) => {
    let s = STAGE.clean(d) + sh(320, 372, 230, P.b3, 0.4);
    s += at(160, 370, 1.3, aluBottle(140)) + at(260, 372, 1.1, aluBottle(120));
    s += at(360, 372, 1.2, O.dropper(d, { h: 130 })) + at(440, 374, 1, O.dropper(d, { h: 120 })) + at(530, 372, 1.2, O.sprig(d, {}));
    d.add(s);
  }],
  'oils/spices.svg': ['Whole spices in open jute sacks: black pepper, green cardamom and turmeric', (d, sd) => {
    let s = STAGE.godown(d) + sh(320, 370, 260);
    s += at(170, 366, 1, sackOf(d, P.sl, { ids: G_.pepper(d), count: 40, minD: 11, seed: sd }));
    s += at(470, 366, 1, sackOf(d, P.lf, { ids: ids.cardamom(d), count: 12, minD: 20, seed: sd }));
    s += at(320, 386, 1.1, sackOf(d, P.a5, { spk: { count: 30, color: P.a6, size: 3, op: 0.5 }, count: 0, seed: sd + 1 }));
    d.add(s);
  }],
  'industrial/solvents.svg': ['Solvents: steel drums on a pallet and an IBC tote', (d) => {
    let s = STAGE.store(d) + sh(320, 372, 260, P.b5, 0.35);
    s += at(210, 372, 1, K.pallet(270)) + drumRow(d, [130, 210, 290], 348, {});
    s += at(470, 372, 1.1, K.ibc({ liquid: P.b3, level: 0.55 }));
    d.add(s);
  }],
  'industrial/acids-alkalis.svg': ['Acids and alkalis: an IBC tote, blue HDPE drums and jerrycans', (d) => {
    let s = STAGE.clean(d) + sh(320, 372, 260, P.b3, 0.4);
    s += at(170, 372, 1.1, K.ibc({ liquid: P.ll, level: 0.5 }));
    s += at(330, 372, 1, hdpeDrum(d)) + at(410, 372, 1, hdpeDrum(d));
    s += at(510, 374, 0.8, O.jerrycan(d, { fill: P.a5, dark: P.a6 })) + at(575, 376, 0.7, O.jerrycan(d, {}));
    d.add(s);
  }],
  'industrial/pigments.svg': ['Pigments: 25 kg paper bags on a pallet and heaps of coloured powder', (d, sd) => {
    let s = STAGE.blue(d) + at(180, 330, 0.92, K.bagStack(d, { cols: 2, rows: 5, bw: 124, bh: 36, fill: P.a2, print: P.ch, edge: P.a6 }));
    [[380, 360, P.ch, 140, 60], [520, 360, P.b5, 140, 60], [450, 392, P.a5, 150, 56]].forEach(([x, y, c, w, h], k) => {
      s += at(x, y, 1, heap(d, { w, h, fill: c, seed: sd + k, spk: { count: 12, color: '#000', size: 3, op: 0.12 } }));
    });
    d.add(s);
  }],
  'metals/ferrous.svg': ['Ferrous metals: hot-rolled steel coils, a rebar bundle and steel plates', (d) => {
    let s = STAGE.store(d) + sh(320, 372, 260, P.b5, 0.35);
    s += at(150, 372, 1, O.plates(d, { w: 170, dd: 80 })) + at(300, 372, 1, O.coil(d, { r: 62, w: 64 })) + at(440, 378, 1, O.coil(d, { r: 56, w: 58, outer: P.b7 }));
    s += at(560, 384, 0.62, O.rebarBundle(d, {}));
    d.add(s);
  }],
  'metals/non-ferrous.svg': ['Non-ferrous metals: strapped bundles of copper and aluminium ingots on pallets', (d) => {
    let s = STAGE.store(d) + sh(320, 372, 260, P.b5, 0.35);
    const strap = (x, y) => `<path d="M${x - 40} ${y - 80}v56M${x + 30} ${y - 80}v56" stroke="${P.b7}" stroke-width="5"/>`;
    s += at(200, 372, 1, K.pallet(220)) + at(200, 348, 1.3, O.ingotStack(d, { c: [P.a5, P.a2, P.a6], rows: 3 })) + strap(200, 348);
    s += at(450, 372, 1, K.pallet(220)) + at(450, 348, 1.3, O.ingotStack(d, { c: [P.b3, '#fff', P.sl], rows: 3 })) + strap(450, 348);
    d.add(s);
  }],
  'metals/minerals.svg': ['Minerals: white jumbo bags on pallets and a heap of ore', (d, sd) => {
    let s = STAGE.godown(d) + sh(320, 372, 260);
    s += at(150, 372, 0.95, K.jumboBag({ w: 160, h: 170, print: P.b5 })) + at(320, 372, 0.95, K.jumboBag({ w: 160, h: 170, print: P.a5 }));
    s += at(500, 384, 1, heap(d, { w: 200, h: 80, fill: P.sl, seed: sd, spk: { count: 40, color: P.b3, size: 5, op: 0.5 } }));
    s += at(450, 396, 0.6, O.rock(d, {})) + at(600, 396, 0.5, O.rock(d, { c: P.ea, hi: P.sa }));
    d.add(s);
  }],
  'fmcg/packaged-foods.svg': ['Packaged foods: an export carton of retail pouches, a jar and a sealed carton', (d) => {
    const pouches = at(-34, 14, 0.55, O.pouch(d, { fill: P.lf })) + at(0, 10, 0.55, O.pouch(d, { fill: P.ch })) + at(34, 14, 0.55, O.pouch(d, { fill: P.a5 }));
    let s = STAGE.window(d) + sh(320, 372, 250);
    s += at(210, 370, 1.1, K.openCarton({ w: 180, dd: 80, h: 100, inner: pouches, print: P.b5 }));
    s += at(430, 372, 1, O.jar(d, { w: 96, h: 116, content: P.ch, mark: 'dot' })) + at(540, 374, 0.8, K.closedCarton({ w: 110, dd: 60, h: 100, print: P.a5 }));
    d.add(s);
  }],
  'fmcg/personal-care.svg': ['Personal care: a shipper carton of bottles, a pump bottle, soap and a tube', (d) => {
    const bottles = [-40, 0, 40].map((x) => at(x, 16, 0.5, O.pumpBottle(d, { h: 150, fill: P.b3 }))).join('');
    let s = STAGE.clean(d) + sh(320, 372, 250, P.b3, 0.4);
    s += at(210, 370, 1.1, K.openCarton({ w: 180, dd: 80, h: 100, inner: bottles, print: P.b5 }));
    s += at(420, 372, 1, O.pumpBottle(d, { h: 160, fill: P.ll })) + at(520, 356, 0.9, O.soap(d, {})) + at(520, 384, 0.7, O.tube(d, {}));
    d.add(s);
  }],
  'fmcg/household.svg': ['Household products: detergent cartons, a spray bottle and a bucket', (d) => {
    let s = STAGE.blue(d) + sh(320, 372, 250);
    s += at(180, 370, 1, K.closedCarton({ w: 150, dd: 70, h: 90, print: P.b5, body: P.b3, side: P.b5, top: P.b1 })) + at(180, 280, 1, K.closedCarton({ w: 150, dd: 70, h: 90, print: P.a5, body: P.b3, side: P.b5, top: P.b1 }));
    s += at(400, 372, 1, O.sprayBottle(d, {})) + at(520, 374, 1, O.bucket(d, {}));
    d.add(s);
  }],
  'lines/api-excipients.svg': ['Active pharmaceutical ingredients and excipients: fibre drums, a flask and capsules', (d) => {
    let s = STAGE.clean(d) + sh(320, 372, 250, P.b3, 0.4);
    s += at(150, 372, 1, K.fibreDrum({ w: 96, h: 130 })) + at(260, 376, 1, K.fibreDrum({ w: 90, h: 118, body: '#fff', lid: P.b7, label: P.b1 }));
    s += at(420, 372, 1, O.flask(d, { h: 160, liquid: P.b3 })) + at(520, 356, 1, O.capsule(d, { rot: -25 })) + at(566, 376, 0.9, O.capsule(d, { rot: 35, a: P.b5 }));
    d.add(s);
  }],
  'lines/industrial-chemicals.svg': ['Industrial chemicals: an IBC tote, steel drums on a pallet and a jerrycan', (d) => {
    let s = STAGE.store(d) + sh(320, 372, 260, P.b5, 0.35);
    s += at(170, 372, 1.1, K.ibc({ liquid: P.a5, level: 0.5 })) + at(380, 372, 1, K.pallet(190)) + drumRow(d, [330, 420], 348, { body: P.b7, top: P.b5, rib: P.b9 });
    s += at(540, 374, 0.9, O.jerrycan(d, { fill: P.a5, dark: P.a6 }));
    d.add(s);
  }],
  'lines/metals-minerals.svg': ['Metals and minerals: a steel coil, copper ingots and a jumbo bag of minerals', (d) => {
    let s = STAGE.store(d) + sh(320, 372, 260, P.b5, 0.35);
    s += at(140, 372, 0.85, K.jumboBag({ w: 150, h: 160, print: P.a5 })) + at(330, 372, 1, O.coil(d, { r: 62, w: 64 })) + at(520, 372, 1.2, O.ingotStack(d, { c: [P.a5, P.a2, P.a6], rows: 3 }));
    d.add(s);
  }],
  'lines/spices-herbs.svg': ['Spices and herbs in open jute sacks: chilli, turmeric and cardamom, with whole chillies', (d, sd) => {
    const ch = G_.chilli(d, 0.8);
    let s = STAGE.godown(d) + sh(320, 366, 260);
    s += at(170, 364, 1, sackOf(d, P.ch, { ids: ch, count: 6, minD: 30, seed: sd }));
    s += at(470, 364, 1, sackOf(d, P.lf, { ids: ids.cardamom(d), count: 9, minD: 22, seed: sd }));
    s += at(320, 384, 1.1, sackOf(d, P.a5, { spk: { count: 30, color: P.a6, size: 3, op: 0.5 }, count: 0, seed: sd + 1 }));
    d.add(s);
  }],
  'lines/edible-essential-oils.svg': ['Edible and essential oils: 15 litre tins, an oil bottle and amber dropper bottles', (d) => {
    let s = STAGE.window(d) + sh(320, 372, 250);
    s += tinRow([[120, P.a5], [210, P.lf]], 370) + at(165, 258, 1, K.oilTin({}));
    s += at(340, 372, 1, O.bottle(d, { h: 220, oil: P.a2 })) + at(450, 374, 1.1, O.dropper(d, { h: 120 })) + at(540, 372, 1.1, O.sprig(d, {}));
    d.add(s);
  }],
  'lines/agricultural-commodities.svg': ['Agricultural commodities: jute sacks on a pallet, an open sack of rice and a heap of chickpeas', (d, sd) => {
    const g = ids.rice(d, 'cream'), c = ids.chickpea(d);
    let s = STAGE.godown(d) + at(460, 326, 0.9, K.bagRow(d, { count: 2, w: 110, h: 150, kind: 'jute', print: P.b5 }));
    s += sh(270, 376, 220) + at(220, 374, 1, sackOf(d, P.cr, { w: 190, h: 190, ids: g, count: 30, minD: 14, seed: sd, print: P.b5 }));
    s += at(420, 390, 1, heap(d, { w: 160, h: 48, fill: P.a2, ids: c, count: 16, minD: 19, seed: sd }));
    d.add(s);
  }],
  'lines/fmcg.svg': ['Fast-moving consumer goods: sealed export cartons, pouches and a pump bottle', (d) => {
    let s = STAGE.blue(d) + sh(320, 372, 250);
    s += at(170, 370, 1, K.closedCarton({ w: 150, dd: 70, h: 90, print: P.b5 })) + at(170, 280, 1, K.closedCarton({ w: 150, dd: 70, h: 90, print: P.a5 }));
    s += at(380, 372, 1, O.pouch(d, { fill: P.lf, band: P.a5 })) + at(470, 372, 1, O.pouch(d, { w: 80, h: 110, fill: P.ch, band: P.a2 })) + at(560, 372, 1, O.pumpBottle(d, { h: 150 }));
    d.add(s);
  }],
};

export function productScenes3(add) {
  for (const [path, [title, build]] of Object.entries(MORE)) add(path, card(title, build));
  add('api/structure-fallback.svg', card('Pharmaceutical powder: a fibre drum with its liner open and a scoop of powder', (d, sd) => {
    d.add(STAGE.clean(d));
    let s = sh(240, 300, 180, P.b3, 0.4) + at(150, 300, 1, K.fibreDrum({ w: 110, h: 140 })) + at(250, 306, 1, K.fibreDrum({ w: 96, h: 116, body: '#fff', lid: P.b7, label: P.b1 }));
    s += at(360, 310, 1, heap(d, { w: 120, h: 40, fill: '#fff', spk: { count: 20, color: P.b3, size: 3 }, seed: sd })) + at(380, 318, 0.9, O.scoop(d, { fill: '#fff' }));
    d.add(zoom(s, 1.1));
  }, [480, 360], 20));
}
