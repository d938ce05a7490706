// Brand marks, hero slides, page banners, credentials and certificates.
import { P, MONO, FULL, withPalette, G, use, rng, i, n, join, poly, esc } from './lib/core.mjs';
import * as O from './lib/objects.mjs';
import { place, moundPath } from './lib/items.mjs';
import { SH, palmItem } from './lib/palm.mjs';
import { dotMap } from './lib/map.mjs';
import { card, ids, garlic, orange, orangeHalf } from './scenes-food.mjs';

const at = (x, y, s, body) => G(x, y, s, body);
const FONT = 'font-family="Inter, Arial, sans-serif"';

// ---------- logo ----------
const LEAF = 'M25 23C26 12 33 5 45 3 45 14 38 22 25 23Z';
export function markBody(strokeW = 2.6) {
  return `<circle cx="22" cy="26" r="20" fill="${FULL.b7}"/>` +
    `<g fill="none" stroke="#fff" stroke-width="${strokeW}" stroke-linecap="round"><ellipse cx="22" cy="26" rx="8" ry="19"/><path d="M6 26h32M10 15.5h24M10 36.5h24" stroke-width="2"/></g>` +
    `<path d="${LEAF}" fill="${FULL.a5}" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/><path d="M28 20 41 7" stroke="#fff" stroke-width="1.6" stroke-linecap="round"/>`;
}
export function brandScenes(add) {
  add('brand/logo.svg', {
    title: 'Sahyadri Global', size: [240, 48], build: (d) => d.add(markBody() +
      `<text x="56" y="32" ${FONT} font-size="21" font-weight="600" fill="${FULL.b9}" textLength="180" lengthAdjust="spacingAndGlyphs">Sahyadri Global</text>`),
  });
  add('brand/favicon.svg', {
    title: 'Sahyadri Global Exports', size: [32, 32], build: (d) => d.add(
      `<circle cx="14.5" cy="17.5" r="13.5" fill="${FULL.b7}"/><g fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"><ellipse cx="14.5" cy="17.5" rx="5" ry="12"/><path d="M4 17.5h21"/></g>` +
      `<path d="M16 15C17 8 22 3.5 30 2 30 9 25 15 16 15Z" fill="${FULL.a5}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`),
  });

  // (hero slides: scenes-hero.mjs)

  // ---------- page banners 1600x500 ----------
  const BANNER = {
    about: ['Sahyadri Global Exports', (d) => at(0, 0, 1, O.globe(d, { r: 150 })), (d) => at(0, 0, 1, O.ship(d, {}))],
    business: ['Our businesses', (d) => at(0, 0, 1.4, O.container(d, { w: 220, dd: 80, h: 80 })), (d) => at(0, 0, 1.5, O.crate(d, {}))],
    'api-excipients': ['APIs and excipients', (d) => at(0, 0, 1.6, O.flask(d, {})), (d) => at(0, -60, 1.8, O.molecule(d, {}))],
    'industrial-chemicals': ['Industrial chemicals', (d) => at(-60, 0, 1.6, O.drum(d, {})) + at(80, 10, 1.6, O.drum(d, {})), (d) => at(0, 0, 1.6, O.jerrycan(d, {}))],
    'metals-minerals': ['Metals and minerals', (d) => at(0, 0, 1.7, O.ingotStack(d, { c: [P.b3, P.b1, P.sl], rows: 3 })), (d) => at(0, 0, 1.4, O.crystals(d, {}))],
    fmcg: ['FMCG', (d) => at(0, 0, 1.5, O.carton(d, { w: 110, dd: 80, h: 100, tape: false })), (d) => at(0, 0, 1.4, O.pouch(d, {}))],
    'ecopalm-products': ['Areca palm leaf tableware', (d) => at(0, -40, 1.1, palmItem(d, { key: 'p', outer: SH.circle(170), inner: SH.circle(148), floors: [SH.circle(126)], floorDy: 6, size: 170, stack: 3 })), (d) => at(0, 0, 1.6, O.sprig(d, {}))],
    'edible-essential-oils': ['Edible and essential oils', (d) => at(0, 0, 1.3, O.bottle(d, {})), (d) => at(0, 0, 2.4, O.drop(d, {}))],
    'agricultural-commodities': ['Agricultural commodities', (d) => at(0, 0, 1.3, O.sack(d, { fill: P.cr })), (d) => at(0, 0, 1.5, O.sprig(d, {}))],
    'fruits-vegetables': ['Fruits and vegetables', (d) => use(orange(d), 0, 0, ' transform="translate(0 -90) scale(2.4)"'), (d) => use(garlic(d), 0, 0, ' transform="scale(2)"')],
    spices: ['Spices', (d) => at(0, -60, 1.2, O.bowlOf(d, { fill: P.ch, mh: 60, r: 130 })), (d) => G(-60, -60, 2.4, use(ids.chilli(d, 1)[1]))],
    rice: ['Basmati rice', (d) => at(0, 0, 1.3, O.sack(d, { fill: P.cr, ids: ids.rice(d, 'cream'), count: 14, minD: 16 })), (d) => at(0, 0, 1, O.heap(d, { w: 260, h: 90, fill: P.cr }))],
    chickpeas: ['Chickpeas', (d) => at(0, -60, 1.2, O.bowlOf(d, { fill: P.a2, mh: 60, r: 130, ids: ids.chickpea(d), count: 20, minD: 20 })), (d) => at(0, 0, 1.3, O.sack(d, { fill: P.a2 }))],
    nuts: ['Nuts', (d) => place(ids.cashew(d, 'w', 4), [[-60, -120], [80, -60], [-20, 10]], rng(3)), (d) => place(ids.pod(d, 3.2), [[0, -60], [20, 40]], rng(4))],
    cashews: ['Cashews', (d) => place(ids.cashew(d, 'w', 4.4), [[-70, -130], [80, -70], [-20, 10], [120, 40]], rng(5)), (d) => place(ids.cashew(d, 'w', 3), [[0, -60], [40, 20]], rng(6))],
    peanuts: ['Peanuts', (d) => place(ids.pod(d, 3.6), [[-60, -120], [80, -40], [-10, 30]], rng(7)), (d) => place(ids.peanut(d, 'java', 3), [[0, -60], [30, 10]], rng(8))],
    'quality-compliance': ['Quality and compliance', (d) => at(0, 0, 1.5, O.shield(d, {})), (d) => at(0, 0, 1.1, O.clipboard(d, {}))],
    credentials: ['Credentials', (d) => at(0, -110, 1.5, O.seal(d, {})), (d) => at(0, 0, 1.1, O.paper(d, {}))],
    contact: ['Contact us', (d) => at(0, 0, 3, O.pin(d, {})), (d) => `<g transform="translate(-90 -140)"><rect width="180" height="120" rx="14" fill="${P.b1}"/><path d="M10 14l80 56 80-56" fill="none" stroke="${P.b3}" stroke-width="8" stroke-linejoin="round"/></g>`],
    default: ['Sahyadri Global Exports', (d) => at(0, -110, 1.4, O.compass(d, { r: 100 })), (d) => at(0, 0, 1.4, O.globe(d, { r: 90 }))],
  };
  for (const [id, [label, right, left]] of Object.entries(BANNER)) {
    add(`banners/${id}.svg`, {
      title: `${label}: dark page banner with a faint ${id.replace(/-/g, ' ')} motif`, size: [1600, 500], build: (d) => {
        const pat = d.def('dots', (k) => `<pattern id="${k}" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="16" cy="16" r="1.6" fill="${P.b7}"/></pattern>`);
        let s = `<rect width="1600" height="500" fill="${P.b9}"/><rect width="1600" height="500" fill="url(#${pat})" opacity=".7"/>`;
        s += `<circle cx="1470" cy="470" r="330" fill="${P.b7}" opacity=".45"/><circle cx="110" cy="30" r="230" fill="${P.b7}" opacity=".35"/>`;
        s += `<g fill="none" stroke="${P.b7}" stroke-width="2"><circle cx="1470" cy="470" r="400"/><circle cx="110" cy="30" r="290"/></g>`;
        withPalette(MONO, () => {
          s += `<g opacity=".24" transform="translate(1390 430)">${right(d)}</g>`;
          s += `<g opacity=".2" transform="translate(190 400) scale(.75)">${left(d)}</g>`;
        });
        d.add(s);
      },
    });
  }

  // ---------- credentials ----------
  const EMB = {
    pharmexcil: ['PHARMEXCIL', (d) => at(0, 0, 1, O.capsule(d, { rot: -35, a: P.a5, b: '#fff', stroke: P.b7 }))],
    apeda: ['APEDA', (d) => at(-14, 14, 0.9, O.leafShape(P.lf, P.ll)) + `<path d="M-4 18C2 2 8-8 14-14" stroke="${P.a5}" stroke-width="4" fill="none" stroke-linecap="round"/>`],
    gst: ['GST', () => `<rect x="-17" y="-22" width="34" height="44" rx="5" fill="#fff" stroke="${P.b7}" stroke-width="3.5"/><path d="M-9-10h18M-9-2h12" stroke="${P.b3}" stroke-width="4" stroke-linecap="round"/><path d="M-8 10l5 5 10-11" fill="none" stroke="${P.a5}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`],
    udyam: ['UDYAM', (d) => at(-26, 20, 0.2, O.factory(d, { fill: P.b7, win: P.a2, smoke: P.b3 }))],
    fssai: ['FSSAI', (d) => at(0, 22, 0.3, O.shield(d, { fill: P.lf, inner: P.b9 }))],
    chemexcil: ['CHEMEXCIL', (d) => at(0, 22, 0.27, O.flask(d, { liquid: P.a5 }))],
    'one-star-export-house': ['ONE STAR EXPORT HOUSE', () => `<path d="M0-24 7-8 24-7 11 4 15 21 0 12-15 21-11 4-24-7-7-8Z" fill="${P.a5}" stroke="${P.a5}" stroke-width="3" stroke-linejoin="round"/>`],
    'spices-board': ['SPICES BOARD', (d) => G(-26, 6, 0.8, use(ids.chilli(d, 1)[1]))],
    duns: ['D-U-N-S', (d) => at(0, 0, 0.3, O.globe(d, { r: 80, fill: P.b5, line: '#fff' }))],
  };
  for (const [id, [label, emb]] of Object.entries(EMB)) {
    add(`credentials/${id}.svg`, {
      title: `${label} credential`, size: [320, 200], build: (d) => {
        const fs = label.length > 14 ? 16 : 21;
        d.add(`<rect x="1" y="1" width="318" height="198" rx="16" fill="#fff" stroke="${P.b1}" stroke-width="2"/>` +
          `<circle cx="160" cy="78" r="44" fill="${P.b1}"/><circle cx="160" cy="78" r="44" fill="none" stroke="${P.b3}" stroke-width="2" stroke-dasharray="3 5"/>` +
          at(160, 78, 1, emb(d)) +
          `<path d="M124 134h72" stroke="${P.a5}" stroke-width="3" stroke-linecap="round"/>` +
          `<text x="160" y="168" ${FONT} font-size="${fs}" font-weight="600" fill="${P.b9}" text-anchor="middle" letter-spacing="1">${esc(label)}</text>`);
      },
    });
  }
  // ---------- about ----------
  add('about/intro.svg', card('A dotted world map with trade routes from India', 'brand', (d) => {
    const k = 1.72, lon0 = -168, lat0 = 78, x0 = 30, y0 = 78;
    const proj = (lon, lat) => [x0 + (lon - lon0) * k, y0 + (lat0 - lat) * k];
    const m = dotMap({ lon0, lon1: 180, lat0, lat1: -54, step: 4, proj });
    let s = `<rect width="640" height="420" fill="${P.b1}"/>`;
    s += `<path d="${m.land}" stroke="${P.b3}" stroke-width="4.6" stroke-linecap="round" stroke-dasharray="0 ${n(4 * k)}"/>`;
    s += `<path d="${m.india}" stroke="${P.a5}" stroke-width="5" stroke-linecap="round" stroke-dasharray="0 ${n(4 * k)}"/>`;
    const hub = proj(76, 20);
    let arcs = '', dots = '';
    for (const [lo, la] of [[55, 25], [40, -4], [3, 6.5], [30, 31], [31, -29], [4, 52], [-74, 40], [104, 1], [139, 35], [151, -34]]) {
      const p = proj(lo, la), mx = (hub[0] + p[0]) / 2, my = Math.min(hub[1], p[1]) - Math.abs(p[0] - hub[0]) * 0.25;
      arcs += `M${i(hub[0])} ${i(hub[1])}Q${i(mx)} ${i(my)} ${i(p[0])} ${i(p[1])}`;
      dots += `M${i(p[0])} ${i(p[1])}h0`;
    }
    s += `<path d="${arcs}" fill="none" stroke="${P.b7}" stroke-width="2" stroke-dasharray="5 5" opacity=".7"/>`;
    s += `<path d="${dots}" stroke="${P.b7}" stroke-width="9" stroke-linecap="round"/><circle cx="${i(hub[0])}" cy="${i(hub[1])}" r="8" fill="${P.a5}" stroke="#fff" stroke-width="3"/>`;
    s += at(250, 392, 0.3, O.ship(d, {}));
    d.add(s);
  }));
}
