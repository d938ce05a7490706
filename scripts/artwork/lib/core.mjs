// Core helpers for the artwork generator: palette, document builder, number
// formatting, deterministic randomness. Plain Node, no dependencies.

export const FULL = {
  name: 'f',
  b9: '#0A2E40', b7: '#0F4C68', b5: '#1F7A99', b3: '#7DB8CC', b1: '#E3F1F5',
  a6: '#B86E12', a5: '#D98E2B', a2: '#F6DDB3', a0: '#FDF6EA',
  lf: '#4C8C4A', ll: '#A9CF8F', ea: '#8A5A3B', ch: '#C0392B', cr: '#F3E9D2',
  sa: '#E9D8B4', sl: '#5B6770', w: '#fff',
};

// Single-hue version used for faint motifs on dark banners.
export const MONO = {
  name: 'm',
  b9: FULL.b7, b7: FULL.b5, b5: FULL.b5, b3: FULL.b3, b1: FULL.b1,
  a6: FULL.b5, a5: FULL.b3, a2: FULL.b3, a0: FULL.b1,
  lf: FULL.b5, ll: FULL.b3, ea: FULL.b5, ch: FULL.b5, cr: FULL.b1,
  sa: FULL.b3, sl: FULL.b5, w: FULL.b1,
};

// Live palette; motifs read colours from here at call time.
export const P = { ...FULL };
export function withPalette(pal, fn) {
  const old = { ...P };
  Object.assign(P, pal);
  try { return fn(); } finally { Object.assign(P, old); }
}

// Background tones for cards.
export const TONES = {
  brand: { bg: FULL.b1, halo: FULL.w, haloOp: 0.7, sh: FULL.b3, shOp: 0.45, deco: FULL.b3 },
  accent: { bg: FULL.a0, halo: FULL.a2, haloOp: 0.5, sh: FULL.a2, shOp: 1, deco: FULL.a5 },
  cream: { bg: FULL.cr, halo: FULL.w, haloOp: 0.55, sh: FULL.sa, shOp: 1, deco: FULL.ea },
};
export const TONE = { ...TONES.brand };
export function setTone(t) { Object.assign(TONE, TONES[t]); }

// Number formatting: at most one decimal, no leading zero.
export function n(v) {
  let s = String(Math.round(v * 10) / 10);
  if (s === '-0') s = '0';
  return s.replace(/^(-?)0\./, '$1.');
}
export const i = (v) => Math.round(v) || 0;

// Join numbers with the least separators (space unless next starts with '-').
export function join(nums) {
  let out = '';
  for (const v of nums) {
    const s = typeof v === 'string' ? v : n(v);
    if (out && !s.startsWith('-') && !/[A-Za-z]$/.test(out)) out += ' ';
    out += s;
  }
  return out;
}

// Polygon path from [[x,y],...] with integer coordinates.
export function poly(pts, close = true) {
  return 'M' + join(pts.flat().map((v) => i(v))) + (close ? 'Z' : '');
}

export function esc(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function tr(x, y, s = 1, rot = 0) {
  let t = `translate(${join([x, y])})`;
  if (Array.isArray(s)) t += ` scale(${s.join(' ')})`;
  else if (s !== 1) t += ` scale(${s})`;
  if (rot) t += ` rotate(${n(rot)})`;
  return t;
}
export const G = (x, y, s, body, extra = '') => `<g transform="${tr(x, y, s)}"${extra}>${body}</g>`;

const ID = 'abcdefghijklmnopqrstuvwxyz';
export class Doc {
  constructor(w, h, title) {
    Object.assign(this, { w, h, title, defs: new Map(), body: [], k: 0 });
  }
  // Register a definition once; fn(id) returns the markup.
  def(key, fn) {
    const k = key + '|' + P.name;
    if (!this.defs.has(k)) {
      let id = ID[this.k % 26] + (this.k >= 26 ? Math.floor(this.k / 26) : '');
      this.k++;
      this.defs.set(k, { id, s: null });
      this.defs.get(k).s = fn(id);
    }
    return this.defs.get(k).id;
  }
  add(...s) { this.body.push(...s); return this; }
  toString() {
    // Shapes drawn twice or more verbatim (a sack's weave, a vacuum pack) become one def and <use>s.
    let bodyText = this.body.join('');
    const seen = new Map();
    for (const m of bodyText.matchAll(/<(?:path|rect|ellipse|circle) (?![^>]*\bid=)[^>]{60,}\/>/g)) seen.set(m[0], (seen.get(m[0]) ?? 0) + 1);
    for (const [el, count] of seen) {
      if (count < 2) continue;
      const id = this.def('dup:' + el, (k) => el.replace(/^<(\w+) /, `<$1 id="${k}" `));
      bodyText = bodyText.split(el).join(`<use href="#${id}"/>`);
    }
    this.body = [bodyText];
    // Emit only definitions that are referenced (directly or via other defs).
    const all = [...this.defs.values()], used = new Set();
    let text = this.body.join(''), changed = true;
    while (changed) {
      changed = false;
      for (const d of all) {
        if (!used.has(d.id) && (text.includes(`#${d.id}"`) || text.includes(`#${d.id})`))) { used.add(d.id); text += d.s; changed = true; }
      }
    }
    const defs = all.filter((d) => used.has(d.id)).map((d) => d.s).join('');
    const out = `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><title>${esc(this.title)}</title>` +
      (defs ? `<defs>${defs}</defs>` : '') + this.body.join('') + '</svg>\n';
    // Path data: drop separators before negative numbers.
    return out.replace(/ d="([^"]*)"/g, (m, p) => ` d="${p.replace(/ +(?=-)/g, '')}"`);
  }
}
export const use = (id, x = 0, y = 0, extra = '') =>
  `<use href="#${id}"${x ? ` x="${n(x)}"` : ''}${y ? ` y="${n(y)}"` : ''}${extra}/>`;

// Deterministic PRNG (mulberry32).
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export function hash(str) {
  let h = 2166136261;
  for (const c of str) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

// Rejection-sampled scatter with minimum distance, sorted back-to-front.
export function scatter(R, count, sample, minD, tries = 4000) {
  const out = [];
  for (let k = 0; k < tries && out.length < count; k++) {
    const p = sample(R);
    if (!p) continue;
    if (out.every((q) => (q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2 >= minD * minD)) out.push(p);
  }
  return out.sort((a, b) => a[1] - b[1]);
}

// Dots along a path using a zero-length dash (compact dot rows).
export function dotRows(rows, step) {
  // rows: [[x, y, count], ...]
  let d = '';
  for (const [x, y, c] of rows) d += `M${join([i(x), i(y)])}h${i((c - 1) * step)}`;
  return d;
}
