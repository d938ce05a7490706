// Non-food and composite scenes: agri, oils, lines, services, industrial,
// metals, fmcg, ecopalm, icons, misc.
import { P, G, use, rng, i, n, join, poly } from './lib/core.mjs';
import * as O from './lib/objects.mjs';
import { place, moundPath, GLYPHS, glyph } from './lib/items.mjs';
import { SH, palmItem } from './lib/palm.mjs';
import { card, ids, garlic, orange, orangeHalf } from './scenes-food.mjs';

const at = (x, y, s, body) => G(x, y, s, body);
const base = (d, o = {}) => O.cardBase(d, o);

// ---------- shared composite pieces ----------
function crate(d, { w = 260, h = 90 }) {
  const hw = w / 2;
  return `<rect x="${-hw}" y="${-h}" width="${w}" height="${h}" rx="6" fill="${P.ea}"/>` +
    `<path d="M${-hw + 6}-${h - 6}h${w - 12}v26h${-(w - 12)}ZM${-hw + 6}-${h - 38}h${w - 12}v26h${-(w - 12)}ZM${-hw + 6}-${h - 70}h${w - 12}v${h - 76}h${-(w - 12)}Z" fill="${P.a5}"/>` +
    `<path d="M${-hw + 6}-${h - 8}h${w - 12}M${-hw + 6}-${h - 40}h${w - 12}" stroke="#fff" stroke-opacity=".3" stroke-width="3"/>`;
}
function paddy(d, lean = 1) {
  // stalk rising then drooping; grains hang along the drooping head
  const pt = (t) => [lean * (60 * t * t), -170 * t + 60 * Math.max(0, t - 0.6) ** 2 * 4];
  let stalk = 'M0 0', g = '';
  for (let k = 1; k <= 10; k++) { const [x, y] = pt(k / 10); stalk += `L${i(x)} ${i(y)}`; }
  for (let k = 0; k < 7; k++) {
    const t = 0.55 + k * 0.065, [x, y] = pt(t);
    g += `M${i(x + 3 * lean)} ${i(y)}l${i(7 * lean)} 5M${i(x - 3 * lean)} ${i(y + 2)}l${i(-4 * lean)} 8`;
  }
  return `<path d="${stalk}" fill="none" stroke="${P.a6}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M2-20C-14-60-18-90-12-120" fill="none" stroke="${P.lf}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="${g}" stroke="${P.a5}" stroke-width="7" stroke-linecap="round"/>`;
}
function threeBowls(d, sd, bowls) {
  let s = O.shadow(330, 340, 210, 12);
  const pos = [[230, 262, 0.62], [430, 262, 0.62], [330, 300, 0.66]];
  bowls.forEach((b, k) => { const [x, y, sc] = pos[k]; s += at(x, y, sc, O.bowlOf(d, { r: 120, depth: 70, seed: sd + k, ...b })); });
  return s;
}

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

export const PALM_PRODUCTS = {
  'round-plate-10in': ['Round areca palm leaf plate, 10 inch', (d) => palm(d, 'r10', PALM.round(190), { x: 320, y: 208, stack: 2 }), 360],
  'round-plate-8in': ['Round areca palm leaf plate, 8 inch', (d) => palm(d, 'r8', PALM.round(150), { x: 320, y: 214, stack: 2 }), 290],
  'square-plate-10in': ['Square areca palm leaf plate, 10 inch', (d) => palm(d, 'sq10', PALM.square(330), { x: 320, y: 208, stack: 2 }), 360],
  'square-plate-8in': ['Square areca palm leaf plate, 8 inch', (d) => palm(d, 'sq8', PALM.square(260), { x: 320, y: 214, stack: 2 }), 290],
  'rectangular-snack-tray': ['Rectangular areca palm leaf snack tray', (d) => palm(d, 'rt', PALM.rect(400, 230), { x: 320, y: 212, stack: 1 }), 400],
  'heart-snack-platter': ['Heart-shaped areca palm leaf snack platter', (d) => palm(d, 'ht', PALM.heart(1.5), { x: 320, y: 216, stack: 1 }), 390],
  'oval-platter': ['Oval areca palm leaf platter', (d) => palm(d, 'ov', PALM.oval(220, 140), { x: 320, y: 212, stack: 1 }), 440],
  'deep-round-bowl': ['Deep round areca palm leaf bowl', (d) => palm(d, 'db', PALM.bowl(150), { x: 320, y: 190 }), 300],
  'square-bowl': ['Square areca palm leaf bowl', (d) => palm(d, 'sb', PALM.sqbowl(260), { x: 320, y: 196 }), 300],
  'small-dip-bowl': ['Small areca palm leaf dip bowls', (d) => palm(d, 'dp', PALM.bowl(86), { x: 250, y: 214 }) + palm(d, 'dp', PALM.bowl(86), { x: 410, y: 236 }), 360],
  'three-compartment-tray': ['Three-compartment areca palm leaf tray', (d) => palm(d, 'ct', PALM.compartments(), { x: 320, y: 212, stack: 1 }), 420],
  'rectangular-serving-tray': ['Rectangular areca palm leaf serving tray', (d) => palm(d, 'st', PALM.rect(480, 250), { x: 320, y: 212, stack: 1 }), 480],
  'boat-tray': ['Boat-shaped areca palm leaf tray', (d) => palm(d, 'bt', PALM.boat(250, 110), { x: 320, y: 212, stack: 1 }), 480],
  'custom-branded-plate': ['Areca palm leaf plate with a custom embossed mark', (d) => palm(d, 'cb', PALM.round(180), { x: 320, y: 208, stack: 1, extra: `<g transform="translate(0 8) scale(2)">${emblem()}</g>` }), 360],
  'custom-shape-tray': ['Custom hexagonal areca palm leaf tray', (d) => palm(d, 'hx', PALM.hexa(200), { x: 320, y: 210, stack: 1 }), 400],
};
function palmCard(d, body, wShadow) {
  d.add(base(d, { cy: 196, r: 150 }) + O.shadow(320, 300, wShadow / 2 + 10, 22) + body);
}
export const PALM_CATS = {
  'gourmet-dinner-plates': ['Areca palm leaf dinner plates, round and square', (d) =>
    O.shadow(320, 310, 250, 24) + palm(d, 'r', PALM.round(150), { x: 240, y: 200, stack: 3 }) + palm(d, 's', PALM.square(220), { x: 440, y: 246, stack: 2 })],
  'snack-platters': ['Areca palm leaf snack platters: heart and rectangular', (d) =>
    O.shadow(320, 310, 250, 24) + palm(d, 'h', PALM.heart(1.05), { x: 220, y: 210, stack: 1 }) + palm(d, 'rt', PALM.rect(300, 180), { x: 440, y: 250, stack: 1 })],
  'soup-salad-bowls': ['Areca palm leaf soup and salad bowls', (d) =>
    O.shadow(320, 306, 240, 24) + palm(d, 'b', PALM.bowl(130), { x: 240, y: 190 }) + palm(d, 'sb', PALM.sqbowl(170), { x: 440, y: 226 })],
  'party-serving-trays': ['Areca palm leaf party serving trays', (d) =>
    O.shadow(320, 310, 250, 24) + palm(d, 'ct', PALM.compartments(), { x: 250, y: 200, s: 0.8, stack: 1 }) + palm(d, 'bt', PALM.boat(180, 80), { x: 440, y: 262, stack: 1 })],
  'custom-shapes-sizes': ['Areca palm leaf tableware in custom shapes and sizes', (d) =>
    O.shadow(320, 310, 250, 24) + palm(d, 'lf', PALM.leaf(180, 104), { x: 230, y: 214, stack: 1 }) + palm(d, 'hx', PALM.hexa(130), { x: 450, y: 236, stack: 1 })],
};

// ---------- registry ----------
export function moreScenes(add) {
  // agri
  add('agri/fruits-vegetables.svg', card('Fresh fruits and vegetables in a wooden crate', 'cream', (d, sd) => {
    const o = orange(d), g = garlic(d), c = ids.chilli(d, 1);
    let s = base(d) + O.shadow(320, 338, 200, 13);
    s += use(o, 0, 0, ' transform="translate(256 232) scale(.9)"') + use(o, 0, 0, ' transform="translate(384 236) scale(.85) rotate(30)"');
    s += at(320, 232, 0.9, O.sprig(d, {})) + use(c[1], 300, 240) + use(o, 0, 0, ' transform="translate(322 248) scale(.8) rotate(-20)"');
    s += at(320, 336, 1, crate(d, {}));
    s += use(g, 0, 0, ' transform="translate(146 336) scale(.9)"') + at(514, 334, 0.9, orangeHalf(d));
    d.add(s);
  }));
  add('agri/spices.svg', card('Bowls of Indian spices: chilli, turmeric and coriander', 'cream', (d, sd) => {
    const ch = ids.chilli(d, 0.8), cd = ids.cardamom(d);
    let s = base(d) + threeBowls(d, sd, [
      { fill: P.a5, mh: 50, spk: { count: 16, color: P.a6, size: 4 } },
      { fill: P.sa, mh: 50, ids: ids.coriander(d), count: 22, minD: 17 },
      { fill: P.ch, mh: 56, spk: { count: 16, color: P.ea, size: 4 } },
    ]);
    s += place(ch, [[110, 332], [500, 346]], rng(sd)) + place(cd, [[200, 344], [226, 350], [450, 350]], rng(sd + 2));
    d.add(s);
  }));
  add('agri/rice.svg', card('Basmati rice in a jute sack with paddy stalks', 'cream', (d, sd) => {
    const g = ids.rice(d, 'cream');
    let s = base(d) + at(176, 336, 1.05, paddy(d, -1)) + at(190, 336, 0.85, paddy(d, -1.5));
    s += O.shadow(320, 338, 200, 12);
    s += at(300, 334, 1, O.sack(d, { w: 200, h: 204, fill: P.sa, band: P.a5, ids: g, count: 16, minD: 15, seed: sd }));
    s += at(474, 338, 1, O.heap(d, { w: 170, h: 54, fill: P.sa, ids: g, count: 16, minD: 15, seed: sd + 1, depth: 40 }));
    d.add(s);
  }));
  add('agri/chickpeas.svg', card('Chickpeas in a jute sack and a bowl', 'cream', (d, sd) => {
    const c = ids.chickpea(d);
    let s = base(d) + O.shadow(330, 338, 200, 12);
    s += at(250, 332, 1, O.sack(d, { w: 190, h: 200, fill: P.a2, band: P.a5, ids: c, count: 16, minD: 17, seed: sd }));
    s += at(450, 290, 0.62, O.bowlOf(d, { r: 120, depth: 70, fill: P.a2, mh: 56, ids: c, count: 26, minD: 17, seed: sd }));
    s += place(c, [[380, 344], [400, 350], [540, 344], [524, 352]], rng(sd));
    d.add(s);
  }));
  add('agri/nuts.svg', card('Cashew kernels and peanuts', 'cream', (d, sd) => {
    const cw = ids.cashew(d, 'w', 1.05), pn = ids.pod(d, 1.2), pk = ids.peanut(d, 'java', 1.1);
    let s = base(d) + O.shadow(330, 338, 200, 12);
    s += at(270, 268, 0.8, O.bowlOf(d, { r: 130, depth: 76, fill: P.sa, mh: 60, ids: cw, count: 15, minD: 25, seed: sd }));
    s += at(470, 334, 1, O.heap(d, { w: 180, h: 60, fill: P.sa, ids: pn, count: 9, minD: 28, seed: sd }));
    s += place(pk, [[150, 340], [172, 346], [560, 350]], rng(sd)) + place(cw, [[118, 344]], rng(sd + 1));
    d.add(s);
  }));
  // nuts
  add('nuts/cashews.svg', card('Cashew kernels in a jute sack', 'accent', (d, sd) => {
    const cw = ids.cashew(d, 'w', 1.1);
    let s = base(d) + O.shadow(330, 338, 190, 12);
    s += at(280, 332, 1, O.sack(d, { w: 200, h: 200, fill: P.cr, band: P.b5, ids: cw, count: 14, minD: 22, seed: sd }));
    s += at(460, 336, 1, O.heap(d, { w: 170, h: 52, fill: P.sa, ids: cw, count: 12, minD: 22, seed: sd, depth: 30 }));
    s += place(cw, [[380, 350], [560, 348], [150, 346]], rng(sd));
    d.add(s);
  }));
  add('nuts/peanuts.svg', card('Peanuts in shell and kernels', 'accent', (d, sd) => {
    const pn = ids.pod(d, 1.2), pk = ids.peanut(d, 'java', 1.15);
    let s = base(d) + O.shadow(330, 338, 190, 12);
    s += at(280, 332, 1, O.sack(d, { w: 200, h: 200, fill: P.sa, band: P.b5, ids: pn, count: 12, minD: 26, seed: sd }));
    s += at(460, 336, 1, O.heap(d, { w: 170, h: 52, fill: P.a2, ids: pk, count: 18, minD: 18, seed: sd, depth: 30 }));
    s += place(pn, [[150, 344], [560, 348]], rng(sd)) + place(pk, [[380, 350], [400, 344]], rng(sd + 1));
    d.add(s);
  }));
  // oils
  const peanutMark = `<g transform="scale(1.2)">${GLYPHS.pod ? '' : ''}<path d="M-17 0C-17-8-11-10-6-8-2-6 2-6 6-8 11-10 17-8 17 0 17 8 11 10 6 8 2 6-2 6-6 8-11 10-17 8-17 0Z" fill="${P.sa}" stroke="${P.ea}" stroke-width="1.5"/></g>`;
  const sunMark = `<circle r="11" fill="${P.ea}"/><circle r="16" fill="none" stroke="${P.a5}" stroke-width="6" stroke-dasharray="4 3"/>`;
  const mustMark = `<g fill="${P.a5}"><circle cx="-8" r="6"/><circle cx="8" r="6"/><circle cy="-8" r="6"/><circle cy="8" r="6"/></g><circle r="4" fill="${P.a6}"/>`;
  add('oils/edible-oils.svg', card('Edible oil bottles and a tin', 'accent', (d) => {
    let s = base(d) + O.shadow(330, 338, 190, 12);
    s += at(470, 336, 1, O.tin(d, { band: P.a5 }));
    s += at(250, 336, 1, O.bottle(d, { h: 230, oil: P.a2, label: '#fff', mark: peanutMark }));
    s += at(354, 338, 1, O.bottle(d, { h: 180, w: 70, oil: P.a5, cap: P.lf, mark: mustMark }));
    s += at(140, 336, 0.9, O.drop(d, { fill: P.a5 }));
    d.add(s);
  }));
  add('oils/food-products.svg', card('Packaged food products: jars, pouches and cartons', 'accent', (d) => {
    let s = base(d) + O.shadow(330, 338, 200, 12);
    s += at(430, 338, 1, O.carton(d, { w: 110, dd: 60, h: 120, c: { top: P.b3, left: P.b5, right: P.b7, tape: P.b1 }, tape: false, label: P.a2 }));
    s += at(240, 338, 1, O.jar(d, { w: 110, h: 130, content: P.a5, mark: 'dot' }));
    s += at(340, 340, 1, O.pouch(d, { w: 90, h: 130, fill: P.lf, band: P.a5, win: P.a2 }));
    d.add(s);
  }));
  add('oils/essential-oils.svg', card('Essential oils in amber dropper bottles with herbs', 'brand', (d) => {
    let s = base(d) + O.shadow(320, 338, 170, 12);
    s += at(200, 336, 1.2, O.sprig(d, {}));
    s += at(300, 338, 1.3, O.dropper(d, { h: 140 })) + at(400, 340, 1, O.dropper(d, { h: 120 }));
    s += at(470, 300, 0.5, O.drop(d, { fill: P.a5 })) + at(492, 250, 0.35, O.drop(d, { fill: P.a5 }));
    d.add(s);
  }));
  add('oils/spices.svg', card('Bowls of whole and ground spices', 'accent', (d, sd) => {
    const ch = ids.chilli(d, 0.8);
    let s = base(d) + threeBowls(d, sd, [
      { fill: P.sl, mh: 50, ids: ids.pepper(d), count: 16, minD: 18 },
      { fill: P.ll, mh: 50, ids: ids.cardamom(d), count: 12, minD: 21 },
      { fill: P.a5, mh: 56, spk: { count: 30, color: P.a6, size: 4 } },
    ]);
    s += place(ch, [[120, 330], [480, 346]], rng(sd));
    d.add(s);
  }));
  const oilProduct = (title, oil, cap, mark, side) => card(title, 'accent', (d, sd) => {
    let s = base(d, { cy: 230, r: 180 }) + O.shadow(240, 404, 170, 14);
    s += side(d, sd);
    s += at(200, 402, 1, O.bottle(d, { h: 300, w: 104, oil, cap, mark }));
    d.add(s);
  }, [480, 480]);
  add('oils/products/groundnut-oil.svg', oilProduct('Groundnut oil bottle with peanuts', P.a2, P.b7, peanutMark, (d, sd) => {
    const pn = ids.pod(d, 1.3);
    return at(330, 404, 1, O.heap(d, { w: 150, h: 50, fill: P.sa, ids: pn, count: 8, minD: 28, seed: sd, depth: 30 })) + place(pn, [[300, 420], [420, 416]], rng(sd));
  }));
  add('oils/products/sunflower-oil.svg', oilProduct('Sunflower oil bottle with a sunflower', P.a2, P.a5, sunMark, (d) =>
    `<path d="M330 404C330 340 336 300 344 262" fill="none" stroke="${P.lf}" stroke-width="6" stroke-linecap="round"/>` + at(332, 350, 1.2, O.leafShape()) +
    at(344, 250, 1.2, O.sunflower(d, { r: 50 }))));
  add('oils/products/mustard-oil.svg', oilProduct('Mustard oil bottle with mustard flowers and seeds', P.a5, P.lf, mustMark, (d, sd) =>
    at(340, 404, 1.5, O.mustardSprig(d, {})) + at(360, 406, 1, O.heap(d, { w: 120, h: 30, fill: P.a6, spk: { count: 26, color: P.ea, size: 4 }, seed: sd }))));

  // business lines
  add('lines/api-excipients.svg', card('Active pharmaceutical ingredients and excipients: flask, molecule and capsules', 'brand', (d) => {
    let s = base(d) + O.shadow(330, 338, 190, 12);
    s += at(440, 150, 1, O.molecule(d, {}));
    s += at(260, 336, 1.15, O.flask(d, { liquid: P.b3 }));
    s += at(420, 318, 1, O.capsule(d, { rot: -25 })) + at(490, 300, 0.9, O.capsule(d, { rot: 35, a: P.b5 }));
    s += at(380, 336, 1, O.tablet(d, {})) + at(530, 334, 1, O.tablet(d, {}));
    d.add(s);
  }));
  add('lines/industrial-chemicals.svg', card('Industrial chemicals: drums, a jerrycan and a beaker', 'brand', (d) => {
    let s = base(d) + O.shadow(330, 340, 210, 12);
    s += at(210, 330, 1, O.drum(d, {})) + at(300, 342, 1, O.drum(d, { body: P.b7, top: P.b5, rib: P.b9 }));
    s += at(420, 340, 1, O.jerrycan(d, { fill: P.a5, dark: P.a6 })) + at(520, 342, 0.9, O.beaker(d, { liquid: P.ll }));
    d.add(s);
  }));
  add('lines/metals-minerals.svg', card('Metals and minerals: ingots, a steel coil and crystals', 'brand', (d) => {
    let s = base(d) + O.shadow(330, 340, 220, 12);
    s += at(450, 340, 1, O.coil(d, { r: 62, w: 70 }));
    s += at(230, 340, 1, O.ingotStack(d, { c: [P.a5, P.a2, P.a6], rows: 3 }));
    s += at(560, 344, 0.5, O.crystals(d, {}));
    d.add(s);
  }));
  add('lines/spices-herbs.svg', card('Spices and herbs: chilli powder, turmeric, cardamom and chillies', 'accent', (d, sd) => {
    const ch = ids.chilli(d, 1), cd = ids.cardamom(d), tu = ids.turmeric(d);
    let s = base(d, { cx: 340 }) + at(170, 300, 1.2, O.sprig(d, {})) + O.shadow(340, 338, 190, 12);
    s += at(350, 250, 1, O.bowlOf(d, { r: 120, depth: 70, fill: P.ch, mh: 56, spk: { count: 50, color: P.ea }, seed: sd }));
    s += use(tu, 0, 0, ' transform="translate(150 330) rotate(-6) scale(1.2)"') + place(cd, [[240, 344], [268, 350]], rng(sd)) + place(ch, [[480, 340]], rng(sd + 3));
    d.add(s);
  }));
  add('lines/edible-essential-oils.svg', card('Edible and essential oils: an oil bottle, a dropper bottle and drops', 'accent', (d) => {
    let s = base(d) + O.shadow(320, 338, 190, 12);
    s += at(170, 336, 1.1, O.sprig(d, {}));
    s += at(290, 336, 1, O.bottle(d, { h: 240, oil: P.a2, mark: sunMark })) + at(410, 338, 1.15, O.dropper(d, { h: 130 }));
    s += at(510, 330, 0.8, O.drop(d, { fill: P.a5 }));
    d.add(s);
  }));
  add('lines/agricultural-commodities.svg', card('Agricultural commodities: rice sack, chickpeas and peanuts', 'cream', (d, sd) => {
    const g = ids.rice(d, 'cream'), c = ids.chickpea(d), pn = ids.pod(d, 1.2);
    let s = base(d) + O.shadow(330, 338, 210, 12);
    s += at(240, 332, 1, O.sack(d, { w: 190, h: 196, fill: P.cr, band: P.b5, ids: g, count: 14, minD: 15, seed: sd }));
    s += at(440, 290, 0.62, O.bowlOf(d, { r: 120, depth: 70, fill: P.a2, mh: 56, ids: c, count: 13, minD: 22, seed: sd }));
    s += place(pn, [[360, 346], [540, 344]], rng(sd));
    d.add(s);
  }));
  add('lines/fmcg.svg', card('Fast-moving consumer goods: cartons, a pouch, a jar and a pump bottle', 'brand', (d) => {
    let s = base(d) + O.shadow(330, 340, 210, 12);
    s += at(470, 340, 1, O.carton(d, { w: 90, dd: 60, h: 110, c: { top: P.a2, left: P.a5, right: P.a6 }, tape: false, label: '#fff' }));
    s += at(180, 338, 1, O.pumpBottle(d, { h: 160 })) + at(290, 340, 1, O.jar(d, { w: 100, h: 110, content: P.ch, mark: 'dot' })) + at(384, 342, 1, O.pouch(d, { fill: P.b5, band: P.a5 }));
    d.add(s);
  }));
  add('lines/ecopalm-products.svg', card('Areca palm leaf tableware: stacked plates and a bowl', 'brand', (d) => {
    let s = base(d, { cy: 190 }) + at(540, 330, 1.1, O.sprig(d, {})) + O.shadow(320, 310, 240, 24);
    s += palm(d, 'r', PALM.round(140), { x: 250, y: 210, stack: 2 }) + palm(d, 'b', PALM.bowl(100), { x: 430, y: 226 });
    d.add(s);
  }));

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
  add('services/custom-packaging.svg', card('Custom packaging: cartons, a drum and a pouch', 'brand', (d) => {
    let s = base(d) + O.shadow(320, 340, 210, 12);
    s += at(250, 340, 1, O.carton(d, { w: 110, dd: 80, h: 80 })) + at(250, 260, 0.8, O.carton(d, { w: 110, dd: 80, h: 80 }));
    s += at(420, 340, 1, O.drum(d, { w: 84, h: 120 })) + at(520, 342, 1, O.pouch(d, { w: 80, h: 110, fill: P.a5, band: P.b7 }));
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
  add('api/structure-fallback.svg', card('Botanical extract powder in a jar with leaves', 'brand', (d, sd) => {
    let s = base(d, { cy: 170, r: 130 }) + O.shadow(240, 298, 150, 12);
    s += at(330, 294, 1, O.sprig(d, {}));
    s += at(210, 296, 1, O.jar(d, { w: 120, h: 140, content: P.ll }));
    s += at(330, 300, 1, O.heap(d, { w: 110, h: 36, fill: P.ll, spk: { count: 20, color: P.lf, size: 3 }, seed: sd }));
    d.add(s);
  }, [480, 360]));
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
  for (const [id, [title, build, wS]] of Object.entries(PALM_PRODUCTS)) add(`ecopalm/products/${id}.svg`, card(title, 'brand', (d) => palmCard(d, build(d), wS)));
  for (const [id, [title, build]] of Object.entries(PALM_CATS)) add(`ecopalm/${id}.svg`, card(title, 'brand', (d) => d.add(base(d, { cy: 196, r: 150 }) + build(d))));

  // features (icons 200x200)
  const icon = (title, build) => card(title, 'brand', (d) => d.add(`<circle cx="100" cy="100" r="92" fill="${P.b1}"/>` + build(d)), [200, 200]);
  add('features/size-shape.svg', icon('Plates in different sizes and shapes', (d) =>
    `<g stroke="${P.a6}" stroke-width="3" fill="${P.cr}"><circle cx="80" cy="112" r="42"/><rect x="114" y="52" width="44" height="44" rx="8"/><path d="${SH.heart(0.17)}" transform="translate(140 132)"/></g>` +
    `<g fill="${P.sa}"><circle cx="80" cy="112" r="30"/><rect x="121" y="59" width="30" height="30" rx="5"/></g>` +
    `<path d="M38 166h84M38 160v12M122 160v12" stroke="${P.b5}" stroke-width="4" stroke-linecap="round"/>`));
  add('features/branding.svg', icon('Custom branding embossed on a plate', (d) =>
    `<circle cx="92" cy="112" r="56" fill="${P.cr}" stroke="${P.a6}" stroke-width="3"/><circle cx="92" cy="112" r="44" fill="${P.sa}"/>` +
    `<g transform="translate(92 112) scale(.8)">${emblem()}</g>` +
    `<g transform="translate(146 62) rotate(30)"><rect x="-16" y="-2" width="32" height="14" rx="3" fill="${P.b7}"/><rect x="-7" y="-30" width="14" height="30" rx="4" fill="${P.b5}"/><circle cy="-34" r="10" fill="${P.b7}"/></g>`));
  add('features/packaging.svg', icon('Plates packed in a carton', (d) =>
    at(104, 160, 0.62, O.carton(d, { w: 90, dd: 80, h: 70, tape: false, label: P.b5 })) +
    `<g transform="translate(101 86)"><ellipse rx="36" ry="12" cy="6" fill="${P.a6}" opacity=".5"/><ellipse rx="36" ry="12" fill="${P.cr}"/><ellipse rx="36" ry="12" cy="-8" fill="${P.a6}" opacity=".5"/><ellipse rx="36" ry="12" cy="-14" fill="${P.cr}"/><ellipse rx="27" ry="8" cy="-13" fill="${P.sa}"/></g>`));

  // about
  add('about/values-quality.svg', icon('Quality: a rosette seal with a check mark', (d) => at(100, 88, 1, O.seal(d, { r: 46 }))));
  add('about/values-service.svg', icon('Service: conversation bubbles', (d) =>
    `<path d="M40 58a16 16 0 0 1 16-16h60a16 16 0 0 1 16 16v36a16 16 0 0 1-16 16H76l-22 18v-18h2a16 16 0 0 1-16-16Z" fill="${P.b5}"/>` +
    `<path d="M64 76h0m22 0h0m22 0h0" stroke="#fff" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M96 106a14 14 0 0 1 14-14h46a14 14 0 0 1 14 14v28a14 14 0 0 1-14 14h-2v16l-20-16h-24a14 14 0 0 1-14-14Z" fill="${P.a5}"/>` +
    `<path d="M133 134l-11-11a6.5 6.5 0 0 1 11-5 6.5 6.5 0 0 1 11 5Z" fill="#fff"/>`));
  add('about/values-dependable.svg', icon('Dependability: a ship anchor', (d) =>
    `<g fill="none" stroke="${P.b7}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"><circle cx="100" cy="46" r="11"/><path d="M100 58v96M74 78h52M52 118c2 26 24 38 48 38s46-12 48-38"/></g>` +
    `<path d="M40 124l14-16 12 18ZM160 124l-14-16-12 18Z" fill="${P.b7}"/><circle cx="100" cy="46" r="4" fill="${P.a5}"/>`));

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
    s += at(400, 350, 1, O.isoBox(120, 80, 40, { top: P.b1, left: P.b3, right: P.b5 }));
    s += at(400, 310, 1, O.isoBox(120, 80, 40, { top: P.b1, left: P.b3, right: P.b5 }));
    s += at(346, 212, 1, O.carton(d, { w: 40, dd: 40, h: 40 }));
    s += at(520, 350, 1, O.cone(d, {})) + at(270, 350, 0.8, O.cone(d, {}));
    d.add(s);
  }));
  add('misc/not-found.svg', card('Page not found: an empty open shipping container and a compass', 'brand', (d) => {
    let s = base(d) + O.shadow(300, 350, 200, 12);
    s += at(330, 350, 1, O.container(d, { w: 220, dd: 80, h: 90, open: true, c: { top: P.b1, left: P.b5, right: P.b7 } }));
    s += `<path d="M120 200q40-60 100-40t110-30" fill="none" stroke="${P.b3}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>`;
    s += at(500, 170, 1, O.compass(d, { r: 56 }));
    d.add(s);
  }));

  // industrial / metals / fmcg bodies
  add('industrial/solvents.svg', card('Solvents: steel drums and a beaker', 'brand', (d) => {
    let s = base(d) + O.shadow(320, 340, 200, 12);
    s += at(230, 330, 1, O.drum(d, {})) + at(330, 342, 1, O.drum(d, { body: P.b3, top: P.b1, rib: P.b5 }));
    s += at(460, 342, 1, O.beaker(d, { liquid: P.b3, level: 0.55 })) + at(530, 260, 0.6, O.drop(d, { fill: P.b5 }));
    d.add(s);
  }));
  add('industrial/acids-alkalis.svg', card('Acids and alkalis: jerrycans, a beaker and a pH scale', 'brand', (d) => {
    let s = base(d) + O.shadow(320, 340, 210, 12);
    const ph = [P.ch, P.a6, P.a5, P.a2, P.ll, P.lf, P.b3, P.b5, P.b7];
    s += `<rect x="170" y="86" width="300" height="44" rx="10" fill="#fff"/>` + ph.map((c, k) => `<rect x="${182 + k * 31}" y="96" width="26" height="24" rx="5" fill="${c}"/>`).join('');
    s += at(220, 340, 1, O.jerrycan(d, { fill: P.a5, dark: P.a6 })) + at(320, 342, 1, O.jerrycan(d, { fill: P.b3, dark: P.b5, w: 76, h: 100 }));
    s += at(450, 342, 1, O.beaker(d, { liquid: P.ll, level: 0.45 }));
    d.add(s);
  }));
  add('industrial/pigments.svg', card('Pigments: heaps of coloured powder', 'brand', (d, sd) => {
    let s = base(d) + O.shadow(330, 346, 240, 12);
    [[240, 318, P.ch, 150, 64], [410, 318, P.b5, 150, 64], [160, 346, P.a2, 110, 40], [325, 348, P.a5, 150, 56], [490, 348, P.lf, 120, 44]].forEach(([x, y, c, w, h], k) => {
      s += at(x, y, 1, O.heap(d, { w, h, fill: c, seed: sd + k, spk: { count: 12, color: '#000', size: 3, op: 0.12 } }));
    });
    d.add(s);
  }));
  add('metals/ferrous.svg', card('Ferrous metals: steel plates, a rebar bundle and a steel coil', 'brand', (d) => {
    let s = base(d) + O.shadow(330, 342, 230, 12);
    s += at(250, 344, 1, O.plates(d, { w: 180, dd: 90 }));
    s += at(470, 344, 1, O.coil(d, { r: 58, w: 60 }));
    s += at(330, 350, 0.7, O.rebarBundle(d, {}));
    d.add(s);
  }));
  add('metals/non-ferrous.svg', card('Non-ferrous metals: copper and aluminium ingots', 'brand', (d) => {
    let s = base(d) + O.shadow(330, 342, 230, 12);
    s += at(220, 334, 1.25, O.ingotStack(d, { c: [P.a5, P.a2, P.a6], rows: 3 }));
    s += at(450, 346, 1.25, O.ingotStack(d, { c: [P.b3, '#fff', P.sl], rows: 2 }));
    d.add(s);
  }));
  add('metals/minerals.svg', card('Minerals: crystals and ore rocks', 'brand', (d) => {
    let s = base(d) + O.shadow(320, 342, 200, 12);
    s += at(300, 338, 1.3, O.crystals(d, {}));
    s += at(450, 344, 1, O.rock(d, { w: 90, h: 56 })) + at(180, 344, 1, O.rock(d, { w: 70, h: 44, c: P.ea, hi: P.sa })) + at(520, 348, 1, O.rock(d, { w: 50, h: 30, c: P.b5 }));
    d.add(s);
  }));
  add('fmcg/packaged-foods.svg', card('Packaged foods: cartons, a jar and a pouch', 'brand', (d) => {
    let s = base(d) + O.shadow(320, 340, 210, 12);
    s += at(440, 340, 1, O.carton(d, { w: 100, dd: 60, h: 130, c: { top: P.a2, left: P.a5, right: P.a6 }, tape: false, label: '#fff' }));
    s += at(210, 340, 1, O.jar(d, { w: 100, h: 110, content: P.ch, mark: 'dot' })) + at(320, 342, 1, O.pouch(d, { fill: P.lf, band: P.a5 }));
    d.add(s);
  }));
  add('fmcg/personal-care.svg', card('Personal care: a pump bottle, soap and a tube', 'brand', (d) => {
    let s = base(d) + O.shadow(320, 340, 200, 12);
    s += at(220, 338, 1, O.pumpBottle(d, { h: 170, fill: P.b3 })) + at(350, 312, 1, O.soap(d, {})) + at(440, 340, 0.9, `<g transform="rotate(14)">${O.tube(d, {})}</g>`);
    d.add(s);
  }));
  add('fmcg/household.svg', card('Household products: a spray bottle, a bucket and a detergent box', 'brand', (d) => {
    let s = base(d) + O.shadow(320, 340, 210, 12);
    s += at(470, 340, 1, O.carton(d, { w: 80, dd: 56, h: 110, c: { top: P.b3, left: P.b5, right: P.b7 }, tape: false, label: P.a2 }));
    s += at(210, 338, 1, O.sprayBottle(d, {})) + at(340, 340, 1, O.bucket(d, {}));
    d.add(s);
  }));
}
