// Home hero slides: a wide drawing (1600x900, text on the left 55%) and a
// portrait one (780x1300) for phones and portrait screens. On the portrait
// ones the heading sits in the upper part (over plain navy) and the scene
// fills the lower part; see TEXT_BOTTOM for how far down the heading may reach.
import { P, G, use, rng, i, n, join, esc } from './lib/core.mjs';
import * as O from './lib/objects.mjs';
import * as K from './lib/pack.mjs';
import { dotMap } from './lib/map.mjs';
import { SH, palmItem } from './lib/palm.mjs';
import { ids, orange } from './scenes-food.mjs';

const at = (x, y, s, body) => G(x, y, s, body);
export const FONT = 'font-family="Inter, Arial, sans-serif"';
export const NARROW = [780, 1300];
// Lowest y (portrait drawing units) that the heading block can reach on a 360-390 px phone.
export const TEXT_BOTTOM = { sourcing: 600, connect: 660, excellence: 800 };

// ---------- shared backgrounds ----------
function darkBase(d, { w, h, dotsH, rings }) {
  const pat = d.def('dots', (id) => `<pattern id="${id}" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="18" cy="18" r="2" fill="${P.b7}"/></pattern>`);
  let s = `<rect width="${w}" height="${h}" fill="${P.b9}"/><rect width="${dotsH[0]}" height="${dotsH[1]}" fill="url(#${pat})" opacity=".6"/>`;
  s += `<g fill="none" stroke="${P.b7}" stroke-width="2" opacity=".8">${rings.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('')}</g>`;
  return s;
}
const fadeDef = (d) => d.def('fade', (id) => `<linearGradient id="${id}" x1="0" x2="1"><stop offset=".45" stop-color="${P.b9}"/><stop offset=".75" stop-color="${P.b9}" stop-opacity="0"/></linearGradient>`);
const wideBase = (d) => darkBase(d, { w: 1600, h: 900, dotsH: [760, 900], rings: [[120, 820, 180], [120, 820, 260]] });
const wideFade = (d) => `<rect width="1200" height="900" fill="url(#${fadeDef(d)})"/>`;
const narrowBase = (d, rings = [[700, 200, 150], [700, 200, 230]]) => darkBase(d, { w: 780, h: 1300, dotsH: [780, 1300], rings });

// ---------- pieces ----------
const tree = (d) => d.def('tree', (id) => `<g id="${id}"><path d="M0 0v-30" stroke="${P.b9}" stroke-width="6"/><circle cy="-44" r="22" fill="${P.lf}"/></g>`);
function fieldRows(d, field, vx, vy, x0, x1, step, key) {
  const fc = d.def(key, (id) => `<clipPath id="${id}"><path d="${field}"/></clipPath>`);
  let rows = '';
  for (let x = x0; x <= x1; x += step) rows += `M${vx} ${vy}L${x} 1400`;
  return `<path d="${field}" fill="${P.lf}"/><path clip-path="url(#${fc})" d="${rows}" stroke="${P.ll}" stroke-width="12" opacity=".6"/>`;
}
// Pallet of kraft cartons, optionally stretch-wrapped (front view, 3 x rows).
function cartonPallet(d, { cols = 3, rows = 3, bw = 80, bh = 60, wrap = true, c = [P.a2, P.a6] }) {
  const W = cols * bw;
  let s = K.pallet(W + 8), boxes = '', tape = '';
  for (let r = 0; r < rows; r++) for (let k = 0; k < cols; k++) {
    const x = -W / 2 + k * bw, y = -24 - (r + 1) * bh;
    boxes += `M${i(x + 2)} ${i(y + 2)}h${bw - 4}v${bh - 4}h${-(bw - 4)}Z`;
    tape += `M${i(x + bw / 2)} ${i(y + 2)}v${i(bh * 0.35)}`;
  }
  s += `<path d="M${-W / 2} ${-24 - rows * bh}h${W}v${rows * bh}h${-W}Z" fill="${c[1]}"/><path d="${boxes}" fill="${c[0]}"/><path d="${tape}" stroke="${P.cr}" stroke-width="10"/>`;
  // side face
  const sk = 22;
  s += `<path d="M${W / 2} ${-24 - rows * bh}l${sk * 1.3} ${-sk}v${rows * bh}l${-sk * 1.3} ${sk}Z" fill="${P.ea}" opacity=".8"/><path d="M${-W / 2} ${-24 - rows * bh}l${sk * 1.3} ${-sk}h${W}l${-sk * 1.3} ${sk}Z" fill="${P.cr}"/>`;
  if (wrap) {
    let l = '';
    for (let y = -40; y > -24 - rows * bh; y -= 22) l += `M${-W / 2 - 4} ${y}l${W + 8} -10`;
    s += `<path d="M${-W / 2 - 4} ${-20 - rows * bh}h${W + 8}v${rows * bh - 4}h${-W - 8}Z" fill="#fff" opacity=".1"/><path d="${l}" stroke="#fff" stroke-opacity=".3" stroke-width="3"/>`;
  }
  return s;
}
// 20 ft container, side elevation: corrugated wall, rails, corner castings.
function containerSide({ w = 460, h = 200, body = P.a5, dark = P.a6 }) {
  let rib = '';
  for (let x = 18; x < w - 12; x += 16) rib += `M${x} ${-h + 14}V-14`;
  return `<rect x="0" y="${-h}" width="${w}" height="${h}" fill="${body}"/><path d="${rib}" stroke="${dark}" stroke-width="5" opacity=".55"/>` +
    `<path d="M0 ${-h + 6}H${w}M0 -6H${w}" stroke="${dark}" stroke-width="12"/><path d="M6 ${-h}V0M${w - 6} ${-h}V0" stroke="${dark}" stroke-width="12"/>` +
    `<path d="M0 ${-h}h16v16H0ZM${w - 16} ${-h}h16v16h-16ZM0-16h16V0H0ZM${w - 16}-16h16V0h-16Z" fill="${P.b9}"/>` +
    `<rect x="${i(w * 0.12)}" y="${i(-h * 0.72)}" width="${i(w * 0.2)}" height="${i(h * 0.2)}" fill="#fff" opacity=".85"/>`;
}

// ---------- product tiles (slide 4) ----------
export function productIcons(d) {
  const kernel = d.def('kern', (id) => `<path id="${id}" d="M-16 2C-17-9-7-15 3-14 13-13 19-5 19 4 19 11 14 15 10 13 7 11 6 7 2 6-2 5-3 9-6 12-9 15-15 11-16 2Z" fill="${P.cr}" stroke="${P.sa}" stroke-width="2"/>`);
  const o = d.def('fruit', (id) => `<g id="${id}"><circle r="20" fill="${P.a5}"/><circle cx="-7" cy="-7" r="6" fill="#fff" opacity=".35"/></g>`);
  const chilli = `<path d="M0 0C20-6 44-2 58 14 40 6 20 8 0 8Z" fill="${P.ch}"/><path d="M0 0c-6 0-8 8 0 8" fill="${P.lf}"/>`;
  const plate = (y) => `<ellipse cy="${y + 6}" rx="74" ry="24" fill="${P.a6}" opacity=".5"/><ellipse cy="${y}" rx="74" ry="24" fill="${P.cr}"/>`;
  return [
    ['APIs &', 'excipients', at(-14, 0, 1, K.fibreDrum({ w: 76, h: 96 })) + at(46, -6, 0.8, O.capsule(d, { rot: -20 }))],
    ['Industrial', 'chemicals', at(-30, 0, 0.62, K.ibc({ w: 130, h: 140 })) + at(50, 0, 0.62, O.drum(d, {}))],
    ['Metals &', 'minerals', at(-30, 0, 0.8, O.ingotStack(d, { c: [P.a5, P.a2, P.a6], rows: 2 })) + at(24, 0, 0.62, O.coil(d, { r: 54, w: 56 }))],
    ['Spices', '', at(-6, 0, 0.7, K.openSack({ w: 150, h: 140, heap: `<path d="M-66 4C-40-44 40-44 66 4Z" fill="${P.ch}"/>` })) + at(22, -6, 1, chilli)],
    ['Basmati', 'rice', at(-22, 0, 0.82, K.bag({ w: 90, h: 120, kind: 'jute', print: P.b5 })) + `<path d="M20 0C34-30 70-30 84 0Z" fill="${P.cr}"/><path d="M36-8l9-3M50-16l10 1M62-6l9 3M44-2l8-2" stroke="${P.sa}" stroke-width="4" stroke-linecap="round"/>`],
    ['Cashews &', 'peanuts', at(-22, 0, 0.7, K.squareTin({ w: 80, h: 106 })) + use(kernel, 0, 0, ' transform="translate(44 -30) rotate(-30)"') + use(kernel, 0, 0, ' transform="translate(30 -6) rotate(20)"') + `<g fill="${P.ch}" stroke="${P.ea}" stroke-width="2"><ellipse cx="60" cy="-8" rx="11" ry="8"/><ellipse cx="72" cy="2" rx="11" ry="8" transform="rotate(20 72 2)"/></g>`],
    ['Fruits &', 'vegetables', at(-30, 0, 0.7, K.fruitCarton(d, { item: o, w: 150, dd: 70, h: 56, r: 22, cols: 3, rows: 2 }))],
    ['Edible', 'oils', at(-30, 0, 0.9, K.oilTin({})) + at(36, 0, 0.5, O.bottle(d, { h: 200, oil: P.a2 }))],
    ['Palm-leaf', 'tableware', plate(-20) + plate(-30) + plate(-40) + `<ellipse cy="-40" rx="56" ry="17" fill="${P.sa}"/>`],
    ['FMCG', 'goods', at(-26, 0, 0.8, O.carton(d, { w: 80, dd: 56, h: 84, c: { top: P.b3, left: P.b5, right: P.b7 }, tape: false, label: P.a2 })) + at(40, 0, 0.7, O.pouch(d, { fill: P.lf, band: P.a5 }))],
  ];
}
function tileLabel(x, y, [a, b], size, anchor = 'middle') {
  return `<text x="${x}" y="${y}" font-size="${size}" text-anchor="${anchor}">${esc(a)}${b ? `<tspan x="${x}" dy="${i(size * 1.15)}">${esc(b)}</tspan>` : ''}</text>`;
}

export function heroScenes(add) {
  // ---------- 1. sourcing ----------
  add('home/slide-sourcing.svg', {
    title: 'Sourcing: farm fields and a processing factory at dusk', size: [1600, 900], build: (d) => {
      let s = wideBase(d) + `<circle cx="1230" cy="420" r="300" fill="${P.b7}" opacity=".5"/><circle cx="1170" cy="470" r="120" fill="${P.a5}"/>`;
      s += `<path d="M0 700C400 640 700 600 900 570S1060 560 1220 530 1500 500 1600 520V900H0Z" fill="${P.b7}"/>`;
      s += at(1230, 556, 1.2, O.factory(d, { fill: P.b9, win: P.a2, smoke: P.b3 }));
      s += [[1080, 578], [1130, 572], [1570, 548], [1000, 586]].map(([x, y]) => use(tree(d), x, y)).join('');
      s += fieldRows(d, 'M900 900C1000 740 1120 650 1600 610V900Z', 1240, 470, 460, 3060, 130, 'fc');
      s += `<path d="M900 900C1000 740 1120 650 1600 610" fill="none" stroke="${P.ll}" stroke-width="6" opacity=".5"/>`;
      s += wideFade(d);
      d.add(s);
    },
  });
  add('home/slide-sourcing-narrow.svg', {
    title: 'Sourcing: farm fields, a road with a truck and a processing factory at dusk', size: NARROW, build: (d) => {
      let s = narrowBase(d, [[640, 760, 300], [640, 760, 380]]);
      s += `<circle cx="600" cy="760" r="230" fill="${P.b7}" opacity=".5"/><circle cx="540" cy="770" r="110" fill="${P.a5}"/>`;
      s += `<path d="M0 800C200 780 380 770 520 762S700 740 780 744V1300H0Z" fill="${P.b7}"/>`;
      s += at(480, 784, 0.66, O.factory(d, { fill: P.b9, win: P.a2, smoke: P.b5 }));
      s += [[90, 790], [150, 786], [400, 772], [740, 752]].map(([x, y]) => use(tree(d), x, y)).join('');
      s += fieldRows(d, 'M0 1300V930C160 880 420 850 780 846V1300Z', 380, 700, -900, 1900, 120, 'fc');
      s += `<path d="M0 930C160 880 420 850 780 846" fill="none" stroke="${P.ll}" stroke-width="6" opacity=".5"/>`;
      // road from the front to the factory, a truck on it
      s += `<path d="M130 1300C230 1120 420 980 560 850L600 850C520 990 380 1130 330 1300Z" fill="${P.b9}"/><path d="M232 1300C310 1140 460 990 580 850" fill="none" stroke="${P.a2}" stroke-width="5" stroke-dasharray="26 22" opacity=".7"/>`;
      s += at(300, 1076, 0.62, O.truck(d, { body: '#fff', cab: P.a5 }));
      // jute sacks waiting at the field's edge
      s += at(160, 1110, 0.72, K.bagRow(d, { count: 3, w: 80, h: 100, kind: 'jute', print: P.b7 }));
      d.add(s);
    },
  });

  // ---------- 2. connect ----------
  const routes = (proj, dests, hub) => {
    let arcs = '', dots = '';
    for (const [lo, la] of dests) {
      const p = proj(lo, la), mx = (hub[0] + p[0]) / 2, my = (hub[1] + p[1]) / 2, dx = p[0] - hub[0], dy = p[1] - hub[1];
      const L = Math.hypot(dx, dy), c = [mx + (dy / L) * L * 0.25, my - (dx / L) * L * 0.25];
      const cc = c[1] > my ? [mx - (dy / L) * L * 0.25, my + (dx / L) * L * 0.25] : c;
      arcs += `M${i(hub[0])} ${i(hub[1])}Q${i(cc[0])} ${i(cc[1])} ${i(p[0])} ${i(p[1])}`;
      dots += `<circle cx="${i(p[0])}" cy="${i(p[1])}" r="9" fill="${P.b9}" stroke="${P.a2}" stroke-width="4"/>`;
    }
    return `<path d="${arcs}" fill="none" stroke="${P.a2}" stroke-width="3" stroke-dasharray="10 8" stroke-linecap="round"/>` + dots +
      `<circle cx="${i(hub[0])}" cy="${i(hub[1])}" r="26" fill="${P.a5}" opacity=".3"/><circle cx="${i(hub[0])}" cy="${i(hub[1])}" r="13" fill="${P.a5}" stroke="#fff" stroke-width="4"/>`;
  };
  const DESTS = [[55, 25], [39, 21.5], [30, 31], [40, -4], [3, 6.5], [31, -29], [47, 29]];
  const shipBoxes = [P.a5, P.b3, '#fff', P.ll, P.a2];
  add('home/slide-connect.svg', {
    title: 'Connecting India to the Middle East and Africa: a dotted world map with trade routes and a container ship', size: [1600, 900], build: (d) => {
      const k = 6, lon0 = -20, lat0 = 46, x0 = 860, y0 = 120;
      const proj = (lon, lat) => [x0 + (lon - lon0) * k, y0 + (lat0 - lat) * k];
      const m = dotMap({ lon0, lon1: 100, lat0, lat1: -36, step: 2.5, proj });
      let s = wideBase(d) + `<circle cx="1280" cy="430" r="420" fill="${P.b7}" opacity=".35"/>`;
      s += `<path d="${m.land}" stroke="${P.b3}" stroke-width="8" stroke-linecap="round" stroke-dasharray="0 ${n(2.5 * k)}" opacity=".6"/>`;
      s += `<path d="${m.india}" stroke="${P.a5}" stroke-width="9" stroke-linecap="round" stroke-dasharray="0 ${n(2.5 * k)}"/>`;
      s += routes(proj, DESTS, proj(73, 19));
      s += `<path d="M1120 806q30-12 60 0t60 0 60 0 60 0 60 0 60 0 60 0" fill="none" stroke="${P.b5}" stroke-width="5" stroke-linecap="round"/>`;
      s += at(1150, 796, 0.7, O.ship(d, { hull: P.b5, stripe: P.a5, cabin: '#fff', boxes: shipBoxes }));
      s += wideFade(d);
      d.add(s);
    },
  });
  add('home/slide-connect-narrow.svg', {
    title: 'Connecting India to the Middle East and Africa: a dotted map with trade routes and a container ship', size: NARROW, build: (d) => {
      const k = 6.2, lon0 = -18, lat0 = 72, x0 = 40, y0 = 430;
      const proj = (lon, lat) => [x0 + (lon - lon0) * k, y0 + (lat0 - lat) * k];
      const m = dotMap({ lon0, lon1: 100, lat0, lat1: -36, step: 3, proj });
      let s = narrowBase(d, [[620, 900, 330], [620, 900, 410]]) + `<circle cx="560" cy="900" r="330" fill="${P.b7}" opacity=".35"/>`;
      // the part of the map under the heading stays dim; below it, the lit map
      const cut = TEXT_BOTTOM.connect;
      const cl = d.def('low', (id) => `<clipPath id="${id}"><rect y="${cut}" width="780" height="${1300 - cut}"/></clipPath>`);
      const ch = d.def('high', (id) => `<clipPath id="${id}"><rect width="780" height="${cut}"/></clipPath>`);
      const dots = (c, op, clip) => `<path clip-path="url(#${clip})" d="${m.land}" stroke="${c}" stroke-width="9" stroke-linecap="round" stroke-dasharray="0 ${n(3 * k)}" opacity="${op}"/>`;
      s += dots(P.b5, 0.55, ch) + dots(P.b3, 0.6, cl);
      s += `<path d="${m.india}" stroke="${P.a5}" stroke-width="10" stroke-linecap="round" stroke-dasharray="0 ${n(3 * k)}"/>`;
      s += routes(proj, DESTS.filter(([, la]) => la < 28), proj(73, 19));
      s += `<path d="M380 1108q30-12 60 0t60 0 60 0 60 0 60 0 60 0" fill="none" stroke="${P.b5}" stroke-width="5" stroke-linecap="round"/>`;
      s += at(396, 1100, 0.6, O.ship(d, { hull: P.b5, stripe: P.a5, cabin: '#fff', boxes: shipBoxes }));
      d.add(s);
    },
  });

  // ---------- 3. excellence ----------
  const seal = (d, r) => O.seal(d, { r, fill: P.a5, ribbon: P.b3 });
  add('home/slide-excellence.svg', {
    title: 'Excellence: a stretch-wrapped pallet of export cartons beside a shipping container, with a quality seal', size: [1600, 900], build: (d) => {
      let s = wideBase(d) + `<circle cx="1260" cy="470" r="320" fill="${P.b7}" opacity=".5"/><ellipse cx="1250" cy="742" rx="330" ry="30" fill="${P.b7}"/>`;
      s += at(1010, 744, 1, containerSide({ w: 500, h: 210 }));
      s += at(1090, 760, 1, cartonPallet(d, { cols: 3, rows: 2, bw: 84, bh: 64 }));
      s += at(1440, 430, 1, seal(d, 76));
      s += `<g fill="${P.b5}"><path d="M1560 180l8 20 20 8-20 8-8 20-8-20-20-8 20-8Z"/><path d="M1540 520l6 14 14 6-14 6-6 14-6-14-14-6 14-6Z" opacity=".7"/></g>`;
      s += wideFade(d);
      d.add(s);
    },
  });
  add('home/slide-excellence-narrow.svg', {
    title: 'Excellence: a stretch-wrapped pallet of export cartons beside a shipping container, with a quality seal', size: NARROW, build: (d) => {
      let s = narrowBase(d, [[620, 1000, 260], [620, 1000, 340]]) + `<circle cx="440" cy="1040" r="250" fill="${P.b7}" opacity=".5"/>`;
      s += `<path d="M0 1100H780V1300H0Z" fill="${P.b7}"/><path d="M0 1100H780" stroke="${P.b5}" stroke-width="4"/><path d="M0 1220H780V1300H0Z" fill="${P.b9}"/>`;
      s += `<path d="M40 1250q30-12 60 0t60 0 60 0 60 0M420 1270q30-12 60 0t60 0 60 0" fill="none" stroke="${P.b5}" stroke-width="5" stroke-linecap="round"/><path d="M70 1220v-26h24v26M650 1220v-26h24v26" fill="${P.b9}"/>`;
      s += at(290, 1100, 1, containerSide({ w: 460, h: 200 }));
      s += at(210, 1116, 0.9, cartonPallet(d, { cols: 3, rows: 2, bw: 84, bh: 64 }));
      s += at(640, 884, 1, seal(d, 60));
      d.add(s);
    },
  });

  // ---------- 4. products (text allowed: the names of what we sell) ----------
  add('home/slide-products.svg', {
    title: 'What we export: APIs and excipients, industrial chemicals, metals and minerals, spices, basmati rice, cashews and peanuts, fruits and vegetables, edible oils, palm-leaf tableware and FMCG goods', size: [1600, 900], build: (d) => {
      let s = `<rect width="1600" height="900" fill="${P.b1}"/>`;
      s += `<text x="136" y="132" ${FONT} font-size="52" font-weight="700" fill="${P.b9}">What we export</text><path d="M138 162h90" stroke="${P.a5}" stroke-width="6" stroke-linecap="round"/>`;
      const icons = productIcons(d), W = 250, H = 256, gx = 20, x0 = (1600 - 5 * W - 4 * gx) / 2;
      let tiles = '', art = '', labels = '';
      icons.forEach(([a, b, icon], k) => {
        const x = x0 + (k % 5) * (W + gx), y = 196 + Math.floor(k / 5) * (H + 20);
        tiles += `M${i(x + 18)} ${y}h${W - 36}a18 18 0 0 1 18 18v${H - 36}a18 18 0 0 1-18 18h${-(W - 36)}a18 18 0 0 1-18-18v${-(H - 36)}a18 18 0 0 1 18-18Z`;
        art += at(i(x + W / 2), y + 148, 1.15, icon);
        labels += tileLabel(i(x + W / 2), y + 198, [a, b], 26);
      });
      s += `<path d="${tiles}" fill="#fff"/>` + art + `<g ${FONT} font-weight="600" fill="${P.b9}">${labels}</g>`;
      d.add(s);
    },
  });
  add('home/slide-products-narrow.svg', {
    title: 'What we export: APIs and excipients, industrial chemicals, metals and minerals, spices, basmati rice, cashews and peanuts, fruits and vegetables, edible oils, palm-leaf tableware and FMCG goods', size: NARROW, build: (d) => {
      let s = `<rect width="780" height="1300" fill="${P.b1}"/>`;
      s += `<text x="74" y="132" ${FONT} font-size="48" font-weight="700" fill="${P.b9}">What we export</text><path d="M76 156h80" stroke="${P.a5}" stroke-width="6" stroke-linecap="round"/>`;
      const icons = productIcons(d), W = 310, H = 168, gx = 16, x0 = (780 - 2 * W - gx) / 2;
      let tiles = '', art = '', labels = '';
      icons.forEach(([a, b, icon], k) => {
        const x = x0 + (k % 2) * (W + gx), y = 190 + Math.floor(k / 2) * (H + 14);
        tiles += `M${i(x + 16)} ${y}h${W - 32}a16 16 0 0 1 16 16v${H - 32}a16 16 0 0 1-16 16h${-(W - 32)}a16 16 0 0 1-16-16v${-(H - 32)}a16 16 0 0 1 16-16Z`;
        art += at(i(x + 76), y + 136, 0.88, icon);
        labels += tileLabel(i(x + 158), y + (b ? 76 : 94), [a, b], 28, 'start');
      });
      s += `<path d="${tiles}" fill="#fff"/>` + art + `<g ${FONT} font-weight="600" fill="${P.b9}">${labels}</g>`;
      d.add(s);
    },
  });
}
