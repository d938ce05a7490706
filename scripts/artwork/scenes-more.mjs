// Non-food and composite scenes: agri, oils, lines, services, industrial,
// metals, fmcg, ecopalm, icons, misc.
import { P, G, use, rng, i, n, join, poly } from './lib/core.mjs';
import * as O from './lib/objects.mjs';
import { place, moundPath, GLYPHS, glyph } from './lib/items.mjs';
import { SH, palmItem } from './lib/palm.mjs';
import { card, ids, garlic, orange, orangeHalf } from './scenes-food.mjs';
import * as K from './lib/pack.mjs';
import { STAGE } from './scenes-products.mjs';
import { POD } from './lib/items.mjs';

const at = (x, y, s, body) => G(x, y, s, body);
const base = (d, o = {}) => O.cardBase(d, o);

// ---------- palm product shapes ----------
const PALM = {
  round: (R) => ({ outer: SH.circle(R), inner: SH.circle(i(R * 0.87)), floors: [SH.circle(i(R * 0.74))], floorDy: i(R * 0.04), size: R }),
  square: (S) => ({ outer: SH.rrect(S, S, i(S * 0.14)), inner: SH.rrect(i(S * 0.86), i(S * 0.86), i(S * 0.1)), floors: [SH.rrect(i(S * 0.72), i(S * 0.72), i(S * 0.07))], floorDy: i(S * 0.03), size: i(S * 0.6) }),
  rect: (W, H) => ({ outer: SH.rrect(W, H, 30), inner: SH.rrect(W - 30, H - 30, 22), floors: [SH.rrect(W - 60, H - 60, 16)], floorDy: 6, size: i(W * 0.55) }),
  heart: (s) => ({ outer: SH.heart(s), inner: SH.heart(s * 0.86), floors: [SH.heart(s * 0.72)], floorDy: 8, size: i(140 * s) }),
  oval: (rx, ry) => ({ outer: SH.ellipse(rx, ry), inner: SH.ellipse(i(rx * 0.88), i(ry * 0.84)), floors: [SH.ellipse(i(rx * 0.74), i(ry * 0.66))], floorDy: 6, size: rx }),
  boat: (w, h) => ({ outer: SH.boat(w, h), inner: SH.boat(i(w * 0.88), i(h * 0.8)), floors: [SH.boat(i(w * 0.72), i(h * 0.58))], floorDy: 6, size: w }),
  leaf: (w, h) => ({ outer: SH.leaf(w, h), inner: SH.leaf(i(w * 0.88), i(h * 0.8)), floors: [SH.leaf(i(w * 0.72), i(h * 0.6))], floorDy: 6, size: w }),
  hexa: (r) => ({ outer: SH.hexa(r, 30), inner: SH.hexa(i(r * 0.87), 24), floors: [SH.hexa(i(r * 0.74), 18)], floorDy: 6, size: r }),
  bowl: (R) => ({ outer: SH.circle(R), inner: SH.circle(i(R * 0.9)), floors: [SH.circle(i(R * 0.5))], floorDy: i(R * 0.22), size: R, deep: true, hw: R, depth: i(R * 0.42), taper: 0.72 }),
  sqbowl: (S) => ({ outer: SH.rrect(S, S, i(S * 0.16)), inner: SH.rrect(i(S * 0.88), i(S * 0.88), i(S * 0.12)), floors: [SH.rrect(i(S * 0.5), i(S * 0.5), i(S * 0.08))], floorDy: i(S * 0.12), size: i(S * 0.6), deep: true, hw: i(S / 2), depth: i(S * 0.2), taper: 0.76 }),
  compartments: () => ({ outer: SH.rrect(420, 270, 30), inner: SH.rrect(392, 242, 24), floors: [SH.rrect(208, 214, 18, -80, 0), SH.rrect(146, 100, 16, 110, -56), SH.rrect(146, 100, 16, 110, 56)], floorDy: 4, size: 230 }),
};
function palm(d, key, spec, { x, y, s = 1, stack = 0, extra = '' }) {
  const body = palmItem(d, { key, ...spec, stack, depth: spec.depth ?? 9 });
  return at(x, y, s, body.replace(/<\/g>$/, extra + '</g>'));
}
const emblem = (c = P.ea) => `<g opacity=".4"><circle r="34" fill="none" stroke="${c}" stroke-width="4"/><g transform="translate(-18 16)">${O.leafShape(c, P.cr)}</g></g>`;

// Food served on some pieces (plan coordinates, inside the tilted item).
const dots = (pts, c, r) => `<g fill="${c}">${pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('')}</g>`;
const FOOD = {
  chaat: dots([[-120, -10], [-80, 12], [-40, -14], [0, 8], [40, -12], [80, 10], [120, -6], [-60, -30], [20, 30], [60, -34]], P.a5, 16) + dots([[-100, 14], [-20, -2], [60, 16], [100, -20], [-140, 4]], P.ch, 9) + dots([[-60, 0], [20, -20], [100, 6], [-10, 24]], P.lf, 7),
  thali: dots([[115, -56]], P.a5, 40) + dots([[115, 56]], P.lf, 36) + dots([[-105, -30], [-70, 30], [-130, 40], [-60, -50]], P.cr, 30),
  soup: `<ellipse cy="12" rx="116" ry="112" fill="${P.a5}"/><ellipse cx="-30" cy="-10" rx="20" ry="14" fill="#fff" opacity=".35"/>` + dots([[20, 30], [-40, 40], [50, -20]], P.lf, 8),
  soupS: `<ellipse cy="8" rx="66" ry="64" fill="${P.a5}"/>` + dots([[10, 20], [-20, 24], [26, -10]], P.lf, 6),
  dipG: `<ellipse cy="8" rx="66" ry="64" fill="${P.lf}"/>`, dipR: `<ellipse cy="8" rx="66" ry="64" fill="${P.ch}"/>`,
  salad: dots([[-40, -20], [30, -30], [0, 20], [50, 30], [-50, 40]], P.ll, 30) + dots([[-10, -10], [40, 0], [-30, 20]], P.ch, 12),
};
export const PALM_PRODUCTS = {
  'round-plate-10in': ['Round areca palm leaf plate, 10 inch, with a shrink-wrapped pack of plates behind', (d) => palm(d, 'r10', PALM.round(190), { x: 320, y: 240, s: 0.9, stack: 2 }), 360, 0],
  'round-plate-8in': ['Round areca palm leaf plate, 8 inch, with a shrink-wrapped pack behind', (d) => palm(d, 'r8', PALM.round(150), { x: 300, y: 250, stack: 2 }), 290, 1],
  'square-plate-10in': ['Square areca palm leaf plate, 10 inch, with a pack of plates behind', (d) => palm(d, 'sq10', PALM.square(330), { x: 320, y: 246, s: 0.9, stack: 2 }), 360, 2],
  'square-plate-8in': ['Square areca palm leaf plate, 8 inch, with a pack of plates behind', (d) => palm(d, 'sq8', PALM.square(260), { x: 300, y: 252, stack: 2 }), 290, 3],
  'rectangular-snack-tray': ['Rectangular areca palm leaf snack tray', (d) => palm(d, 'rt', PALM.rect(400, 230), { x: 320, y: 250, s: 0.9, stack: 1 }), 400, 1],
  'heart-snack-platter': ['Heart-shaped areca palm leaf snack platter', (d) => palm(d, 'ht', PALM.heart(1.5), { x: 320, y: 252, s: 0.9, stack: 1 }), 390, 0],
  'oval-platter': ['Oval areca palm leaf platter with salad', (d) => palm(d, 'ov', PALM.oval(220, 140), { x: 320, y: 250, s: 0.9, stack: 1, extra: FOOD.salad }), 440, 2],
  'deep-round-bowl': ['Deep round areca palm leaf bowl of soup', (d) => palm(d, 'db', PALM.bowl(150), { x: 320, y: 236, extra: FOOD.soup }), 300, 3],
  'square-bowl': ['Square areca palm leaf bowl', (d) => palm(d, 'sb', PALM.sqbowl(260), { x: 320, y: 240 }), 300, 0],
  'small-dip-bowl': ['Small areca palm leaf dip bowls with green and red chutney', (d) => palm(d, 'dp', PALM.bowl(86), { x: 250, y: 250, extra: FOOD.dipG }) + palm(d, 'dp', PALM.bowl(86), { x: 410, y: 270, extra: FOOD.dipR }), 360, 1],
  'three-compartment-tray': ['Three-compartment areca palm leaf tray with rice, curry and greens', (d) => palm(d, 'ct', PALM.compartments(), { x: 320, y: 250, s: 0.9, stack: 1, extra: FOOD.thali }), 420, 2],
  'rectangular-serving-tray': ['Rectangular areca palm leaf serving tray', (d) => palm(d, 'st', PALM.rect(480, 250), { x: 320, y: 252, s: 0.85, stack: 1 }), 480, 3],
  'boat-tray': ['Boat-shaped areca palm leaf tray with chaat', (d) => palm(d, 'bt', PALM.boat(250, 110), { x: 320, y: 256, stack: 1, extra: FOOD.chaat }), 480, 0],
  'custom-branded-plate': ['Areca palm leaf plate with a custom embossed mark', (d) => palm(d, 'cb', PALM.round(180), { x: 320, y: 244, s: 0.9, stack: 1, extra: `<g transform="translate(0 8) scale(2)">${emblem()}</g>` }), 360, 1],
  'custom-shape-tray': ['Custom hexagonal areca palm leaf tray', (d) => palm(d, 'hx', PALM.hexa(200), { x: 320, y: 248, s: 0.9, stack: 1 }), 400, 2],
};
// Table-top stages for tableware (wall strip, table seen from above-front).
const TABLES = [[P.cr, P.a6, P.ea], [P.a0, P.b1, P.b3], [P.b9, P.b7, P.b9], [P.b1, P.sa, P.a6]];
function tableTop(d, k) {
  const [wall, top, line] = TABLES[k % TABLES.length];
  return `<rect width="640" height="420" fill="${top}"/><rect width="640" height="118" fill="${wall}"/><path d="M0 118H640" stroke="${line}" stroke-width="6"/><path d="M0 210H640M0 310H640" stroke="${line}" stroke-opacity=".25" stroke-width="3"/>`;
}
// A shrink-wrapped pack of plates standing on the table behind.
const pack = (x, y, w = 150, n = 9) => {
  let s = '';
  for (let k = 0; k < n; k++) s += `M${x - w / 2} ${y - k * 7}h${w}`;
  return `<rect x="${x - w / 2 - 4}" y="${y - n * 7 - 6}" width="${w + 8}" height="${n * 7 + 12}" rx="10" fill="${P.cr}"/><path d="${s}" stroke="${P.a6}" stroke-opacity=".5" stroke-width="3"/><rect x="${x - w / 2 - 4}" y="${y - n * 7 - 6}" width="${w + 8}" height="${n * 7 + 12}" rx="10" fill="#fff" opacity=".3"/><path d="M${x - w / 2 + 8} ${y - n * 7}l30 ${n * 7 - 4}" stroke="#fff" stroke-opacity=".7" stroke-width="5" stroke-linecap="round"/>`;
};
function palmCard(d, body, wShadow, k) {
  d.add(tableTop(d, k) + pack(k % 2 ? 500 : 140, 130, 150) + `<ellipse cx="320" cy="${k === 3 ? 330 : 326}" rx="${wShadow / 2}" ry="30" fill="#000" opacity=".12"/>` + body);
}
export const PALM_CATS = {
  'gourmet-dinner-plates': ['Areca palm leaf dinner plates, round and square, with a shrink-wrapped pack', (d) =>
    pack(500, 132, 160) + `<ellipse cx="320" cy="320" rx="260" ry="34" fill="#000" opacity=".12"/>` + palm(d, 'r', PALM.round(150), { x: 230, y: 240, stack: 3 }) + palm(d, 's', PALM.square(220), { x: 440, y: 270, stack: 2 }), 0],
  'snack-platters': ['Areca palm leaf snack platters: heart and rectangular, with snacks', (d) =>
    `<ellipse cx="320" cy="320" rx="260" ry="34" fill="#000" opacity=".12"/>` + palm(d, 'h', PALM.heart(1.05), { x: 210, y: 236, stack: 1, extra: FOOD.chaat }) + palm(d, 'rt', PALM.rect(300, 180), { x: 440, y: 276, stack: 1 }), 1],
  'soup-salad-bowls': ['Areca palm leaf soup and salad bowls', (d) =>
    `<ellipse cx="320" cy="316" rx="250" ry="34" fill="#000" opacity=".12"/>` + palm(d, 'b', PALM.bowl(130), { x: 230, y: 226, extra: FOOD.soup }) + palm(d, 'sb', PALM.sqbowl(170), { x: 450, y: 262, extra: FOOD.salad }), 2],
  'party-serving-trays': ['Areca palm leaf party serving trays: a compartment tray and a boat tray with food', (d) =>
    `<ellipse cx="320" cy="320" rx="260" ry="34" fill="#000" opacity=".12"/>` + palm(d, 'ct', PALM.compartments(), { x: 240, y: 230, s: 0.8, stack: 1, extra: FOOD.thali }) + palm(d, 'bt', PALM.boat(180, 80), { x: 450, y: 300, stack: 1, extra: FOOD.chaat }), 3],
  'custom-shapes-sizes': ['Areca palm leaf tableware in custom shapes and sizes: a leaf platter and a hexagonal tray', (d) =>
    `<ellipse cx="320" cy="320" rx="260" ry="34" fill="#000" opacity=".12"/>` + palm(d, 'lf', PALM.leaf(180, 104), { x: 220, y: 246, stack: 1 }) + palm(d, 'hx', PALM.hexa(130), { x: 460, y: 268, stack: 1 }), 0],
};

// ---------- registry ----------
export function moreScenes(add) {
  // agri
  // nuts
  // oils
  const peanutMark = `<path d="${POD}" transform="scale(.7)" fill="${P.sa}" stroke="${P.ea}" stroke-width="2"/>`;
  const sunMark = `<circle r="11" fill="${P.ea}"/><circle r="16" fill="none" stroke="${P.a5}" stroke-width="6" stroke-dasharray="4 3"/>`;
  const mustMark = `<g fill="${P.a5}"><circle cx="-8" r="6"/><circle cx="8" r="6"/><circle cy="-8" r="6"/><circle cy="8" r="6"/></g><circle r="4" fill="${P.a6}"/>`;
  // Product carousel (square, shown whole): bottle, the 15 litre tin it also ships in, and the source.
  const oilProduct = (title, oil, cap, mark, side, stage, band) => card(title, 'accent', (d, sd) => {
    let s = STAGE[stage](d) + `<ellipse cx="240" cy="410" rx="200" ry="14" fill="#000" opacity=".1"/>`;
    s += at(96, 404, 1.05, K.oilTin({ band, mark: P.a5 }));
    s += side(d, sd);
    s += at(210, 410, 1, O.bottle(d, { h: 290, w: 100, oil, cap, mark }));
    d.add(s);
  }, [480, 480]);
  add('oils/products/groundnut-oil.svg', oilProduct('Groundnut oil: a bottle, a 15 litre tin and peanuts in shell', P.a2, P.b7, peanutMark, (d, sd) => {
    const pn = ids.pod(d, 1.4);
    return at(350, 414, 1, O.heap(d, { w: 150, h: 52, fill: P.sa, ids: pn, count: 6, minD: 34, seed: sd, depth: 30 })) + place(pn, [[300, 436], [404, 434]], rng(sd));
  }, 'window', P.a5));
  add('oils/products/sunflower-oil.svg', oilProduct('Sunflower oil: a bottle, a 15 litre tin and a sunflower', P.a2, P.a5, sunMark, (d) =>
    `<path d="M360 414C360 350 366 300 374 262" fill="none" stroke="${P.lf}" stroke-width="6" stroke-linecap="round"/>` + at(362, 350, 1.2, O.leafShape()) +
    at(374, 250, 1.3, O.sunflower(d, { r: 50 })), 'blue', P.a5));
  add('oils/products/mustard-oil.svg', oilProduct('Mustard oil: a bottle, a 15 litre tin, mustard flowers and seeds', P.a5, P.lf, mustMark, (d, sd) =>
    at(370, 414, 1.6, O.mustardSprig(d, {})) + at(380, 420, 1, O.heap(d, { w: 130, h: 32, fill: P.a6, spk: { count: 26, color: P.ea, size: 4 }, seed: sd })), 'table', P.lf));

  // business lines

  // services
  add('services/sourcing.svg', card('Sourcing: a globe with supplier locations under a magnifier', 'brand', (d) => {
    let s = base(d) + O.shadow(300, 342, 140, 12);
    s += at(290, 210, 1, O.globe(d, { r: 118 }));
    s += at(240, 180, 1, O.pin(d, { s: 0.9 })) + at(330, 250, 1, O.pin(d, { s: 0.7, fill: P.ll })) + at(206, 272, 1, O.pin(d, { s: 0.6, fill: '#fff', dot: P.b5 }));
    s += at(420, 140, 1, O.magnifier(d, { r: 54 }));
    d.add(s);
  }));
  add('services/regulatory-documentation.svg', card('Regulatory documentation: stacked documents with an approval seal', 'brand', (d) => {
    let s = base(d) + O.shadow(320, 340, 170, 12);
    s += at(280, 330, 1, O.paper(d, { w: 170, h: 220, rot: -7, fold: false, fill: P.b1 })) + at(320, 336, 1, O.paper(d, { w: 170, h: 220, lines: 6 }));
    s += at(420, 268, 1, O.seal(d, { r: 48 }));
    d.add(s);
  }));
  add('services/quality-testing.svg', card('Quality testing: test tubes in a rack and a flask', 'brand', (d) => {
    let s = base(d) + O.shadow(320, 342, 190, 12);
    s += at(210, 322, 1, O.testTube(d, { liquid: P.a5 })) + at(260, 318, 1, O.testTube(d, { liquid: P.b3, level: 0.6 })) + at(310, 322, 1, O.testTube(d, { liquid: P.ll, level: 0.35 }));
    s += `<rect x="170" y="276" width="180" height="16" rx="4" fill="${P.b7}"/><rect x="176" y="320" width="168" height="18" rx="4" fill="${P.b7}"/><path d="M180 292v28M340 292v28" stroke="${P.b7}" stroke-width="8"/>`;
    s += at(440, 340, 1, O.flask(d, { h: 170, liquid: P.b3 })) + at(500, 200, 1, O.seal(d, { r: 30, ribbons: false }));
    d.add(s);
  }));
  add('services/custom-packaging.svg', card('Custom packaging: a fibre drum, woven bags on a pallet and a labelled export carton', 'brand', (d) => {
    let s = base(d) + O.shadow(320, 344, 230, 12);
    s += at(150, 344, 1, K.fibreDrum({ w: 96, h: 126 })) + at(320, 344, 0.85, K.bagRow(d, { count: 2, w: 104, h: 140, kind: 'pp', print: P.b5 }));
    s += at(490, 344, 1, K.closedCarton({ w: 130, dd: 70, h: 100, print: P.a5 }));
    d.add(s);
  }));
  add('services/logistics.svg', card('Logistics: a container ship and a shipping container', 'brand', (d) => {
    let s = base(d);
    s += `<path d="M40 322q20-10 40 0t40 0 40 0 40 0 40 0 40 0 40 0 40 0 40 0 40 0 40 0 40 0 40 0 40 0" fill="none" stroke="${P.b3}" stroke-width="4" stroke-linecap="round"/>`;
    s += at(46, 312, 0.7, O.ship(d, {}));
    s += at(590, 372, 0.55, O.container(d, { w: 200, dd: 70, h: 80 }));
    d.add(s);
  }));
  add('services/contract-manufacturing.svg', card('Contract manufacturing: a factory with gears', 'brand', (d) => {
    let s = base(d) + O.shadow(320, 340, 200, 12);
    s += at(150, 338, 1, O.factory(d, { fill: P.b7, smoke: P.b3 }));
    s += at(480, 190, 1, O.gear(d, { r: 54, teeth: 9, fill: P.a5 })) + at(540, 268, 1, O.gear(d, { r: 34, teeth: 7, fill: P.b5 }));
    s += at(470, 340, 0.9, O.carton(d, { w: 80, dd: 60, h: 60 }));
    d.add(s);
  }));
  add('services/market-intelligence.svg', card('Market intelligence: a bar chart with a trend line and a magnifier', 'brand', (d) => {
    let s = base(d) + O.shadow(300, 340, 170, 12);
    s += `<rect x="160" y="96" width="300" height="248" rx="16" fill="#fff"/>`;
    s += at(200, 316, 1, O.barChart(d, { w: 220, h: 170 }));
    s += at(470, 250, 1, O.magnifier(d, { r: 46 }));
    d.add(s);
  }));

  // api fallbacks
  add('api/polymer-fallback.svg', card('Repeating polymer chain motif', 'brand', (d) => {
    let s = base(d, { cy: 180, r: 130 });
    const unit = d.def('pu', (id) => {
      const v = [];
      for (let k = 0; k < 6; k++) { const a = Math.PI / 6 + (k * Math.PI) / 3; v.push([26 * Math.cos(a), 26 * Math.sin(a)]); }
      return `<g id="${id}"><path d="${poly(v)}" fill="#fff" stroke="${P.b7}" stroke-width="5" stroke-linejoin="round"/><circle cy="-26" r="7" fill="${P.a5}" stroke="${P.b7}" stroke-width="3"/><circle cy="26" r="7" fill="${P.b5}" stroke="${P.b7}" stroke-width="3"/></g>`;
    });
    const xs = [60, 150, 240, 330, 420], ys = [190, 160, 190, 160, 190];
    s += `<path d="M14 ${ys[0]}${xs.map((x, k) => `L${x} ${ys[k]}`).join('')}L466 ${ys[4]}" fill="none" stroke="${P.b7}" stroke-width="5" stroke-linecap="round" stroke-dasharray="${'' }"/>`;
    s += xs.map((x, k) => use(unit, x, ys[k])).join('');
    s += `<path d="M122 110h-14v132h14M358 110h14v132h-14" fill="none" stroke="${P.a5}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += `<path d="M14 ${ys[0]}h0M466 ${ys[4]}h0" stroke="${P.b3}" stroke-width="10" stroke-linecap="round"/>`;
    d.add(s);
  }, [480, 360]));

  // ecopalm
  for (const [id, [title, build, wS, k]] of Object.entries(PALM_PRODUCTS)) add(`ecopalm/products/${id}.svg`, card(title, 'brand', (d) => palmCard(d, build(d), wS, k)));
  for (const [id, [title, build, k]] of Object.entries(PALM_CATS)) add(`ecopalm/${id}.svg`, card(title, 'brand', (d) => d.add(tableTop(d, k) + build(d))));
  add('lines/ecopalm-products.svg', card('Areca palm leaf tableware: a plate and a bowl on the table, a shrink-wrapped pack and an export carton', 'brand', (d) => d.add(tableTop(d, 0) + pack(150, 132, 150) +
    `<ellipse cx="320" cy="320" rx="250" ry="34" fill="#000" opacity=".12"/>` + palm(d, 'r', PALM.round(140), { x: 250, y: 246, stack: 2 }) + palm(d, 'b', PALM.bowl(90), { x: 430, y: 262, extra: FOOD.soupS }) + at(530, 150, 0.7, K.closedCarton({ w: 150, dd: 70, h: 90, print: P.lf })))));

  // features
  // "Made to order" features: wide (16:10 cards), every piece whole inside the frame.
  const feature = (title, build) => card(title, 'brand', (d) => d.add(`<rect width="640" height="400" fill="${P.b1}"/><rect y="300" width="640" height="100" fill="${P.b3}" opacity=".35"/>` + build(d)), [640, 400]);
  add('features/size-shape.svg', feature('Areca palm leaf plates in different shapes and sizes, lined up above a measuring rule', (d) =>
    `<g stroke="${P.a6}" stroke-width="4" fill="${P.cr}"><circle cx="130" cy="190" r="78"/><rect x="246" y="132" width="112" height="112" rx="16"/><path d="${SH.heart(0.5)}" transform="translate(440 196)"/><ellipse cx="560" cy="206" rx="46" ry="32"/></g>` +
    `<g fill="${P.sa}"><circle cx="130" cy="190" r="60"/><rect x="260" y="146" width="84" height="84" rx="10"/><path d="${SH.heart(0.38)}" transform="translate(440 196)"/><ellipse cx="560" cy="206" rx="34" ry="22"/></g>` +
    `<path d="M52 318H608" stroke="${P.b7}" stroke-width="5" stroke-linecap="round"/><path d="${Array.from({ length: 15 }, (_, k) => `M${60 + k * 38} 318v${k % 2 ? -12 : -22}`).join('')}" stroke="${P.b7}" stroke-width="4" stroke-linecap="round"/>`));
  add('features/branding.svg', feature('Custom branding: a hot-stamping press embossing a logo into an areca palm leaf plate', (d) =>
    `<ellipse cx="270" cy="300" rx="170" ry="34" fill="#000" opacity=".1"/>` + palm(d, 'cb', PALM.round(170), { x: 270, y: 250, stack: 1, extra: `<g transform="translate(0 8) scale(1.8)">${emblem()}</g>` }) +
    `<g transform="translate(470 0)"><rect x="-70" y="330" width="140" height="22" rx="6" fill="${P.b7}"/><rect x="46" y="70" width="22" height="262" fill="${P.b7}"/><rect x="-60" y="60" width="128" height="30" rx="8" fill="${P.b7}"/>` +
    `<rect x="-46" y="90" width="52" height="70" rx="6" fill="${P.b5}"/><rect x="-56" y="160" width="72" height="26" rx="5" fill="${P.sl}"/><rect x="-50" y="186" width="60" height="10" fill="${P.a5}"/>` +
    `<path d="M6 110L100 40" stroke="${P.b7}" stroke-width="12" stroke-linecap="round"/><circle cx="104" cy="37" r="14" fill="${P.a5}"/><path d="M-20 212v22M-36 206l-8 14M-4 206l8 14" stroke="${P.a5}" stroke-width="4" stroke-linecap="round"/></g>`));
  add('features/packaging.svg', feature('Packaging: shrink-wrapped packs of plates and a 5-ply export carton packed with them', (d) => {
    const stack = `<g>${pack(0, 0, 120, 8)}</g>`;
    return `<ellipse cx="320" cy="330" rx="260" ry="28" fill="#000" opacity=".1"/>` + at(150, 330, 1, stack) + at(150, 262, 1, stack) +
      at(400, 336, 1.15, K.openCarton({ w: 170, dd: 80, h: 110, inner: at(-10, 10, 0.7, stack) + at(30, 18, 0.7, stack), print: P.lf }));
  }));

  // quality & misc
  add('quality/statement.svg', card('Quality: a laboratory flask beside a completed checklist', 'brand', (d) => {
    let s = base(d) + O.shadow(330, 344, 190, 12);
    s += at(270, 344, 1, O.clipboard(d, {}));
    s += at(430, 344, 1, O.flask(d, { h: 170, liquid: P.ll })) + at(500, 150, 1, O.seal(d, { r: 34, ribbons: false }));
    d.add(s);
  }));
  add('misc/maintenance.svg', card('Maintenance in progress: a tower crane over a building site', 'brand', (d) => {
    let s = base(d) + `<path d="M40 350H600" stroke="${P.b3}" stroke-width="4" stroke-linecap="round"/>`;
    s += at(170, 350, 0.86, O.crane(d, {}));
    s += at(410, 350, 1, K.pallet(200)) + at(380, 326, 1, K.closedCarton({ w: 110, dd: 60, h: 70, print: P.b5 })) + at(380, 256, 1, K.closedCarton({ w: 110, dd: 60, h: 70, print: P.a5 }));
    s += at(346, 212, 1, O.carton(d, { w: 40, dd: 40, h: 40 }));
    s += at(520, 350, 1, O.cone(d, {})) + at(270, 350, 0.8, O.cone(d, {}));
    d.add(s);
  }));

  // industrial / metals / fmcg bodies
}
