// Small repeatable glyphs (seeds, grains, nuts, pods...). Each returns an
// array of def ids (rotation variants) for use with <use href x y>.
import { P, n, i, join, use, scatter, rng } from './core.mjs';

const ROT = [-35, -10, 15, 40, 70];

// Register a base glyph and rotated/scaled variants of it.
export function glyph(d, key, body, rots = ROT, scale = 1) {
  const base = d.def(key, (id) => `<g id="${id}">${body()}</g>`);
  if (!rots) return [base];
  return rots.map((a) => d.def(`${key}@${a}@${scale}`, (id) =>
    `<use id="${id}" href="#${base}" transform="rotate(${a})${scale !== 1 ? ` scale(${scale})` : ''}"/>`));
}

export const GLYPHS = {
  rice: (tone = 'cream') => {
    const t = {
      cream: [P.cr, P.sa], golden: [P.a2, P.a5], steam: [P.w, P.b3], raw: [P.a0, P.sa], white: [P.w, P.sa],
    }[tone];
    return () => `<ellipse rx="11" ry="3" fill="${t[0]}" stroke="${t[1]}" stroke-width=".9"/>`;
  },
  chickpea: () => () =>
    `<path d="M-9 1C-9-6-3-10 3-9 8-8 10-4 9 1 8 7 3 10-2 9-7 8-9 5-9 1Z" fill="${P.a2}" stroke="${P.a6}" stroke-opacity=".45"/>` +
    `<path d="M5-8l3-3" stroke="${P.ea}" stroke-opacity=".6" stroke-linecap="round" stroke-width="1.5"/>` +
    `<circle cx="-3" cy="-3" r="2.5" fill="#fff" opacity=".5"/>`,
  pepper: () => () =>
    `<circle r="6" fill="${P.b9}"/><path d="M-4 1q2-3 4-1t4 0M-2 4q2-1 4 0" fill="none" stroke="${P.sl}"/><circle cx="-2" cy="-3" r="1.6" fill="${P.sl}"/>`,
  cumin: () => () =>
    `<ellipse rx="8" ry="2.4" fill="${P.ea}"/><path d="M-6 0h12" stroke="${P.sa}" stroke-opacity=".6"/>`,
  coriander: () => () =>
    `<circle r="6" fill="${P.sa}" stroke="${P.a6}" stroke-opacity=".6"/><path d="M-5-2q5 3 10 0M-5 2q5-3 10 0" fill="none" stroke="${P.a6}" stroke-opacity=".45"/>`,
  sesame: () => () => `<path d="M0-5C3-3 3 3 0 5-3 3-3-3 0-5Z" fill="#fff" stroke="${P.sa}"/>`,
  cardamom: () => () =>
    `<ellipse rx="12" ry="6" fill="${P.ll}" stroke="${P.lf}" stroke-width="1.2"/><path d="M-9 0h18M-8-3q8-2 16 0M-8 3q8 2 16 0" fill="none" stroke="${P.lf}" stroke-opacity=".45"/><path d="M12 0h4" stroke="${P.lf}" stroke-width="2" stroke-linecap="round"/>`,
  coffee: () => () =>
    `<ellipse rx="10" ry="7" fill="${P.ll}" stroke="${P.lf}" stroke-opacity=".6"/><ellipse rx="9" ry="6" fill="${P.sa}" opacity=".45"/><path d="M-8 1C-3-2 3 3 8-1" fill="none" stroke="${P.lf}" stroke-width="1.6"/>`,
  chilli: () => () =>
    `<path d="M0-8C24-14 52-8 70 12 50 2 26 6 0 8-5 6-5-6 0-8Z" fill="${P.ch}" stroke="${P.ea}" stroke-opacity=".3"/>` +
    `<path d="M8-5C26-9 44-5 58 4" stroke="#fff" stroke-opacity=".3" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
    `<path d="M2-8c-5 0-8 4-8 8s3 8 8 8" fill="${P.lf}"/><path d="M-5 0c-8-1-12-6-13-12" stroke="${P.lf}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  saltCrystal: () => () => {
    const s = 'M-10 6-12-4-3-11 9-8 12 3 4 10Z';
    return `<path d="${s}" fill="#fff"/><path d="${s}" fill="${P.ch}" fill-opacity=".25"/><path d="M-3-11 0 0 12 3-3-11Z" fill="${P.ch}" fill-opacity=".15"/><path d="M0 0-10 6M0 0 4 10" stroke="#fff" stroke-opacity=".7" fill="none"/>`;
  },
  jaggery: () => () =>
    `<path d="M-10-2 0-7 10-2 10 8 0 13-10 8Z" fill="${P.a6}"/><path d="M-10-2 0-7 10-2 0 3Z" fill="${P.a5}"/><path d="M0 3v10" stroke="${P.ea}" stroke-opacity=".5"/>`,
  turmericCut: () => () => `<circle r="8" fill="${P.a5}" stroke="${P.a6}" stroke-width="3"/><circle r="3" fill="${P.a2}" opacity=".6"/>`,
};

const CASHEW = {
  whole: 'M-16 2C-17-9-7-15 3-14 13-13 19-5 19 4 19 11 14 15 10 13 7 11 6 7 2 6-2 5-3 9-6 12-9 15-15 11-16 2Z',
  a: 'M-16 2C-17-9-7-15 3-14L1-9 4-4 1 1 2 6C-2 5-3 9-6 12-9 15-15 11-16 2Z',
  b: 'M3-14C13-13 19-5 19 4 19 11 14 15 10 13 7 11 6 7 2 6L4 1 1-4 4-9Z',
  c: 'M-8-6C-3-11 6-10 9-5L6 0 8 4 1 5-4 3-7 4Z',
};
export const cashewGlyph = ({ fill, stroke, part = 'whole' }) => () =>
  `<path d="${CASHEW[part]}" fill="${fill}" stroke="${stroke}" stroke-width="1.3" stroke-linejoin="round"/>` +
  (part !== 'c' ? `<path d="${part === 'b' ? 'M6-10C11-8 14-4 15 0' : 'M-12-2C-10-8-4-11 2-11'}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="1.6" stroke-linecap="round"/>` : '');

export const peanutGlyph = (kind) => () => {
  const k = {
    java: [P.a2, P.a6, 0.14, 'M-9 0C-9-6-4-8 1-8 6-8 10-4 10 0 10 5 6 8 1 8-4 8-9 6-9 0Z'],
    bold: [P.a2, P.a6, 0.2, 'M-12 0C-12-5-7-7 0-7 7-7 13-4 13 0 13 4 7 7 0 7-7 7-12 5-12 0Z'],
    red: [P.ch, P.ea, 0.35, 'M-9 0C-9-6-4-8 1-8 6-8 10-4 10 0 10 5 6 8 1 8-4 8-9 6-9 0Z'],
    blanched: [P.cr, P.sa, 0, 'M-10 0C-10-6-5-8 1-8 6-8 11-4 11 0 11 5 6 8 1 8-5 8-10 6-10 0Z'],
  }[kind];
  return `<path d="${k[3]}" fill="${k[0]}" stroke="${k[1]}" stroke-opacity=".6" stroke-width="1.2"/>` +
    (k[2] ? `<path d="${k[3]}" fill="${kind === 'red' ? P.ea : P.ch}" opacity="${k[2]}"/>` : '') +
    `<ellipse cx="-2" cy="-3" rx="4" ry="2" fill="#fff" opacity="${kind === 'red' ? 0.25 : 0.5}"/>` +
    `<path d="M${kind === 'bold' ? 11 : 8}-1l2 1-2 1" fill="none" stroke="${k[1]}" stroke-opacity=".6"/>`;
};
export const peanutSplit = () => () =>
  `<path d="M-10 3C-10-5-4-8 1-8 6-8 11-5 11 3Z" fill="${P.cr}" stroke="${P.sa}" stroke-width="1.2"/><path d="M-9 3h19" stroke="${P.a2}" stroke-width="2"/><ellipse cx="7" cy="0" rx="2.5" ry="1.5" fill="${P.a2}"/>`;
// In-shell peanut: two unequal lobes with a soft waist, a beak at one end and
// the reticulated (netted) shell of ridges and cross-ribs.
export const POD = 'M-26 1C-27-8-18-12-11-11-6-10.5-4-7 0-7 5-7 7-11.5 14-11.5 22-11.5 28-6 27 1 27 8 21 11.5 14 11.5 7 11.5 5 7 0 7-4 7-6 10.5-11 11-18 12-26 9-26 1Z';
export const peanutPod = () => () =>
  `<path d="${POD}" fill="${P.sa}" stroke="${P.ea}" stroke-opacity=".6" stroke-width="1.6"/>` +
  `<path d="M-23-4C-14-8-6-3 0-3S16-9 24-4M-24 5C-14 9-6 3 0 3S16 9 24 5M-18-9c-3 6-3 12 0 19M-10-10c-2 7-2 13 0 20M9-10c-2 7-2 14 0 21M18-10c-2 7-2 14 0 21" fill="none" stroke="${P.ea}" stroke-opacity=".38" stroke-width="1.3"/>` +
  `<path d="M27-1q5 0 6-4" fill="none" stroke="${P.ea}" stroke-opacity=".7" stroke-width="2" stroke-linecap="round"/><path d="M-20-6q4-3 8-3" stroke="#fff" stroke-opacity=".5" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;

// Thick-stroke rhizome (turmeric, ginger): outline stroke then fill stroke.
export function rhizome(d, key, paths, { fill, edge, width = 13, rings = '' }) {
  return d.def(key, (id) => `<g id="${id}" fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="${paths}" stroke="${edge}" stroke-width="${width + 3}"/><path d="${paths}" stroke="${fill}" stroke-width="${width}"/>${rings ? `<path d="${rings}" stroke="${edge}" stroke-opacity=".45" stroke-width="1.5"/>` : ''}</g>`);
}

// Lay glyph variants at points.
export function lay(ids, pts, R) {
  let s = '';
  pts.forEach((p, k) => { s += use(ids[Math.floor(R() * ids.length)], p[0], p[1]); });
  return s;
}

// Mound (heap) path: base from -w/2..w/2 at y=0 with peak height h.
export function moundPath(w, h, arc = 0) {
  const c = (h * 4) / 3;
  return `M${join([-w / 2, 0])}C${join([-w * 0.26, -c, w * 0.26, -c, w / 2, 0])}` +
    (arc ? `A${join([w / 2, arc])} 0 0 1 ${join([-w / 2, 0])}Z` : 'Z');
}
// y of the mound surface at x.
export function moundTop(w, h, x) {
  const c = (h * 4) / 3;
  let best = 0, bd = 1e9;
  for (let k = 0; k <= 60; k++) {
    const t = k / 60, u = 1 - t;
    const bx = u * u * u * (-w / 2) + 3 * u * u * t * (-w * 0.26) + 3 * u * t * t * (w * 0.26) + t * t * t * (w / 2);
    const by = 3 * u * u * t * -c + 3 * u * t * t * -c;
    if (Math.abs(bx - x) < bd) { bd = Math.abs(bx - x); best = by; }
  }
  return best;
}
// Scatter points on a mound, hugging the surface (depth = band below surface).
export function moundPoints(R, w, h, count, minD, depth = 1e9, below = 0, pad = 4) {
  return scatter(R, count, (r) => {
    const x = (r() - 0.5) * (w - pad * 2);
    const top = moundTop(w, h, x) + pad;
    const y = top + r() * Math.min(depth, below - top);
    return y <= below ? [x, y] : null;
  }, minD);
}

// Fine speckle texture as zero-length round dots.
export function speckle(pts, color, size = 3, op = 0.5) {
  if (!pts.length) return '';
  let dd = '', cx = 0, cy = 0;
  pts.forEach((p, k) => {
    const x = i(p[0]), y = i(p[1]);
    dd += (k ? 'm' + join([x - cx, y - cy]) : 'M' + join([x, y])) + 'h0';
    cx = x; cy = y;
  });
  return `<path d="${dd}" stroke="${color}" stroke-width="${size}" stroke-linecap="round" opacity="${op}"/>`;
}

// Many small seeds as stroked segments (round caps) in one or two paths.
// Much smaller than one <use> per seed. Returns (pts, R) => markup.
export const seedStroke = (o) => (pts, R) => {
  const b = o.batches ?? 1;
  if (b > 1) {
    let s = '';
    const per = Math.ceil(pts.length / b);
    for (let k = 0; k < b; k++) s += seedStroke({ ...o, batches: 1 })(pts.slice(k * per, (k + 1) * per), R);
    return s;
  }
  if (!pts.length) return '';
  const { len = 12, w = 5, fill, edge = null, edgeW = 1.4, stripe = null, hi = null, dir = null } = o;
  let d = '', sd = '', hd = '', cx = 0, cy = 0, sx0 = 0, sy0 = 0, hx = 0, hy = 0, first = true;
  for (const [x, y] of pts) {
    const a = dir != null ? dir + (R() - 0.5) * 0.6 : R() * Math.PI;
    const dx = Math.round(Math.cos(a) * len), dy = Math.round(Math.sin(a) * len);
    const sx = Math.round(x - dx / 2), sy = Math.round(y - dy / 2);
    d += (first ? 'M' + join([sx, sy]) : 'm' + join([sx - cx, sy - cy])) + 'l' + join([dx, dy]);
    if (stripe) {
      const f = stripe.frac ?? 0.6, tx = Math.round(x - (dx * f) / 2), ty = Math.round(y - (dy * f) / 2);
      sd += (first ? 'M' + join([tx, ty]) : 'm' + join([tx - sx0, ty - sy0])) + 'l' + join([Math.round(dx * f), Math.round(dy * f)]);
      sx0 = tx + Math.round(dx * f); sy0 = ty + Math.round(dy * f);
    }
    if (hi) {
      const tx = Math.round(x + hi.dx), ty = Math.round(y + hi.dy);
      hd += (first ? 'M' + join([tx, ty]) : 'm' + join([tx - hx, ty - hy])) + 'h0';
      hx = tx; hy = ty;
    }
    cx = sx + dx; cy = sy + dy; first = false;
  }
  let s = edge ? `<path d="${d}" stroke="${edge}" stroke-width="${n(w + edgeW * 2)}"/>` : '';
  s += `<path d="${d}" stroke="${fill}" stroke-width="${w}"/>`;
  if (stripe) s += `<path d="${sd}" stroke="${stripe.color}" stroke-width="${stripe.w ?? 1.2}" stroke-opacity="${stripe.op ?? 0.7}"/>`;
  if (hi) s += `<path d="${hd}" stroke="${hi.color}" stroke-width="${hi.w}" stroke-opacity="${hi.op ?? 0.8}"/>`;
  return `<g fill="none" stroke-linecap="round">${s}</g>`;
};
export const place = (ids, pts, R) => (typeof ids === 'function' ? ids(pts, R) : lay(ids, pts, R));
