// Larger motifs. Every motif is drawn around a local origin at its ground
// centre (0,0) with y negative upwards, and returned as a markup string.
import { P, TONE, n, i, join, poly, use, G, rng, scatter } from './core.mjs';
import { moundPath, moundPoints, speckle, lay, place } from './items.mjs';

// ---------- card scaffolding ----------
export function cardBase(d, { floor = 0.78 } = {}) {
  // A wall and a floor in the tone's colours (no halo disc, no scattered decorations).
  const { w, h } = d, y = i(h * floor);
  return `<rect width="${w}" height="${h}" fill="${TONE.bg}"/><rect y="${y}" width="${w}" height="${h - y}" fill="${TONE.sh}" opacity="${n(Math.min(1, TONE.shOp) * 0.55)}"/>`;
}
export const shadow = (x, y, rx, ry = 10) =>
  `<ellipse cx="${i(x)}" cy="${i(y)}" rx="${i(rx)}" ry="${i(ry)}" fill="${TONE.sh}"${TONE.shOp < 1 ? ` opacity="${TONE.shOp}"` : ''}/>`;

// ---------- heaps and bowls ----------
export function heap(d, { w, h, fill, ids = null, count = 30, minD = 12, seed = 1, spk = null, depth = 14, hi = true }) {
  const R = rng(seed);
  let s = `<path d="${moundPath(w, h)}" fill="${fill}"/>`;
  if (hi) s += `<path transform="translate(${i(-w * 0.1)} 0)" d="${moundPath(w * 0.55, h * 0.85)}" fill="#fff" opacity=".18"/>`;
  if (spk) s += speckle(moundPoints(R, w, h, spk.count, spk.minD ?? 6, 1e9, -2), spk.color, spk.size ?? 3, spk.op ?? 0.5);
  if (ids) s += place(ids, moundPoints(R, w, h, count, minD, depth, -2), R);
  return s;
}

export function bowl(d, { r = 120, depth = 72, body = P.b7, lip = P.b5, inner = P.b9, content = '', foot = true }) {
  const ry = Math.round(r * 0.2), key = [r, depth, body, lip, inner, foot].join();
  const back = d.def('bowlB' + key, (id) => `<g id="${id}">` +
    (foot ? `<rect x="${i(-r * 0.32)}" y="${i(depth - 10)}" width="${i(r * 0.64)}" height="16" rx="5" fill="${inner}"/>` : '') +
    `<ellipse rx="${r}" ry="${ry}" fill="${inner}"/></g>`);
  const front = d.def('bowlF' + key, (id) => `<g id="${id}">` +
    `<path d="M${-r} 0A${r} ${ry} 0 0 0 ${r} 0C${i(r * 0.96)} ${i(depth * 1.3)} ${i(-r * 0.96)} ${i(depth * 1.3)} ${-r} 0Z" fill="${body}"/>` +
    `<path d="M${-r} 0A${r} ${ry} 0 0 0 ${r} 0" fill="none" stroke="${lip}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M${i(-r * 0.78)} ${i(ry + 10)}Q${i(-r * 0.66)} ${i(depth * 0.8)} ${i(-r * 0.3)} ${i(depth * 0.9)}" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="8" stroke-linecap="round"/></g>`);
  return use(back) + content + use(front);
}
// Bowl filled with a heap of glyphs or powder.
export function bowlOf(d, { r = 120, depth = 72, fill, mh = 60, ids, count = 40, minD = 12, seed = 3, spk, bodyC, lipC, innerC }) {
  const R = rng(seed);
  const w = r * 1.9, ry = r * 0.2;
  let c = `<path d="${moundPath(w, mh, ry * 0.95)}" fill="${fill}"/>`;
  c += `<path transform="translate(${i(-w * 0.14)} 0)" d="${moundPath(w * 0.46, mh * 0.8)}" fill="#fff" opacity=".12"/>`;
  if (spk) c += speckle(moundPoints(R, w, mh, spk.count, spk.minD ?? 7, 1e9, ry * 0.6), spk.color, spk.size ?? 3, spk.op ?? 0.5);
  if (ids) c += place(ids, moundPoints(R, w, mh, count, minD, 1e9, ry * 0.7, 6), R);
  return bowl(d, { r, depth, content: c, body: bodyC ?? P.b7, lip: lipC ?? P.b5, inner: innerC ?? P.b9 });
}

// Wooden scoop lying on the ground with a little heap in it.
export function scoop(d, { fill, ids, seed = 5, count = 8 }) {
  const R = rng(seed);
  let s = `<path d="M40-6h70" stroke="${P.ea}" stroke-width="10" stroke-linecap="round"/>`;
  s += `<path d="M-44-14C-44 4 44 4 44-14Z" fill="${P.ea}"/><ellipse cy="-14" rx="44" ry="9" fill="${P.a6}"/>`;
  s += `<path d="${moundPath(80, 16, 7)}" transform="translate(0 -14)" fill="${fill}"/>`;
  if (ids) s += `<g transform="translate(0 -14)">${place(ids, moundPoints(R, 80, 16, count, 9, 1e9, 4, 6), R)}</g>`;
  return s;
}

// ---------- sack ----------
export function sack(d, { w = 180, h = 200, band = P.b5, fill, ids, count = 26, minD = 11, seed = 7, spk }) {
  const R = rng(seed);
  const ow = Math.round(w * 0.4), oy = -h, ory = Math.round(w * 0.09);
  const X = (f) => i(w * f), Y = (f) => i(h * f);
  const body = `M${-ow} ${oy}C${X(-0.44)} ${Y(-0.7)} ${X(-0.62)} ${Y(-0.34)} ${X(-0.52)} ${Y(-0.08)}Q${X(-0.48)} 0 ${X(-0.3)} 0H${X(0.3)}Q${X(0.48)} 0 ${X(0.52)} ${Y(-0.08)}C${X(0.62)} ${Y(-0.34)} ${X(0.44)} ${Y(-0.7)} ${ow} ${oy}Z`;
  const bid = d.def(`sackbody${w}${h}`, (id) => `<path id="${id}" d="${body}"/>`);
  const cid = d.def(`sackclip${w}${h}`, (id) => `<clipPath id="${id}"><use href="#${bid}"/></clipPath>`);
  let s = `<use href="#${bid}" fill="${P.sa}"/>`;
  s += `<g clip-path="url(#${cid})">`;
  s += `<path d="M${-w} ${Y(-0.52)}Q0 ${Y(-0.46)} ${w} ${Y(-0.52)}v${Y(0.13)}Q0 ${Y(-0.33)} ${-w} ${Y(-0.39)}Z" fill="${band}"/>`;
  s += `<path d="M${X(0.34)} ${Y(-0.9)}Q${X(0.52)} ${Y(-0.5)} ${X(0.42)} ${Y(-0.06)}" fill="none" stroke="${P.ea}" stroke-opacity=".14" stroke-width="${X(0.1)}" stroke-linecap="round"/>`;
  s += `<path d="M${X(-0.3)} ${Y(-0.88)}q${X(0.08)} ${Y(0.12)} ${X(0.04)} ${Y(0.26)}M${X(-0.34)} ${Y(-0.16)}q${X(0.2)} ${Y(-0.06)} ${X(0.36)} ${Y(-0.02)}" fill="none" stroke="${P.ea}" stroke-opacity=".22" stroke-width="3" stroke-linecap="round"/></g>`;
  s += `<ellipse cy="${oy}" rx="${ow}" ry="${ory}" fill="${P.ea}" opacity=".55"/>`;
  const mw = w * 0.72, mh = h * 0.13;
  let c = `<path d="${moundPath(mw, mh, ory * 0.8)}" fill="${fill}"/>`;
  if (spk) c += speckle(moundPoints(R, mw, mh, spk.count, spk.minD ?? 7, 1e9, ory * 0.5), spk.color, spk.size ?? 3, spk.op ?? 0.5);
  if (ids) c += place(ids, moundPoints(R, mw, mh, count, minD, 1e9, ory * 0.6, 5), R);
  s += `<g transform="translate(0 ${oy})">${c}</g>`;
  s += `<path d="M${-ow - 6} ${oy}A${ow + 6} ${ory} 0 0 0 ${ow + 6} ${oy}l-2 14A${ow + 4} ${ory} 0 0 1 ${-ow - 4} ${oy + 14}Z" fill="${P.cr}"/>`;
  return s;
}

// ---------- lab ----------
export function flask(d, { h = 170, liquid = P.b3, glass = P.b7, level = 0.38 }) {
  const k = h / 170;
  const S = (v) => i(v * k);
  const body = `M${S(-12)} ${S(-164)}V${S(-110)}L${S(-60)} ${S(-14)}Q${S(-64)} 0 ${S(-48)} 0H${S(48)}Q${S(64)} 0 ${S(60)} ${S(-14)}L${S(12)} ${S(-110)}V${S(-164)}`;
  // level: 0 = bottom of the cone, 1 = base of the neck
  const sy = -14 - 96 * level, shw = 60 + 0.5 * (sy + 14);
  let s = `<path d="${body}Z" fill="#fff" opacity=".75"/>`;
  s += `<path d="M${S(-shw)} ${S(sy)}H${S(shw)}L${S(60)} ${S(-14)}Q${S(64)} 0 ${S(48)} 0H${S(-48)}Q${S(-64)} 0 ${S(-60)} ${S(-14)}Z" fill="${liquid}"/>`;
  s += `<path d="M${S(-shw + 6)} ${S(sy)}H${S(shw - 6)}" stroke="#fff" stroke-opacity=".6" stroke-width="${S(4)}" stroke-linecap="round"/>`;
  s += `<g fill="#fff" opacity=".7"><circle cx="${S(-14)}" cy="${S(-30)}" r="${S(6)}"/><circle cx="${S(10)}" cy="${S(-46)}" r="${S(4)}"/><circle cx="${S(22)}" cy="${S(-22)}" r="${S(3)}"/></g>`;
  s += `<path d="${body}" fill="none" stroke="${glass}" stroke-width="${S(6)}" stroke-linejoin="round"/>`;
  s += `<rect x="${S(-22)}" y="${S(-174)}" width="${S(44)}" height="${S(12)}" rx="${S(6)}" fill="${glass}"/>`;
  s += `<path d="M${S(-36)} ${S(-40)}L${S(-18)} ${S(-76)}" stroke="#fff" stroke-width="${S(6)}" stroke-linecap="round" opacity=".8"/>`;
  return s;
}
export function beaker(d, { w = 90, h = 110, liquid = P.b3, level = 0.5, glass = P.b7 }) {
  const hw = w / 2, ly = -h * level;
  let s = `<path d="M${-hw} ${-h}V-8Q${-hw} 0 ${-hw + 8} 0H${hw - 8}Q${hw} 0 ${hw}-8V${-h}Z" fill="#fff" opacity=".75"/>`;
  s += `<path d="M${-hw + 3} ${i(ly)}H${hw - 3}V-8Q${hw - 3}-3 ${hw - 8}-3H${-hw + 8}Q${-hw + 3}-3 ${-hw + 3}-8Z" fill="${liquid}"/>`;
  s += `<path d="M${-hw} ${-h}V-8Q${-hw} 0 ${-hw + 8} 0H${hw - 8}Q${hw} 0 ${hw}-8V${-h}l8-8" fill="none" stroke="${glass}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`;
  let t = '';
  for (let y = -h + 22; y < -12; y += 18) t += `M${-hw + 6} ${i(y)}h14`;
  s += `<path d="${t}" stroke="${glass}" stroke-width="3" stroke-linecap="round" opacity=".5"/>`;
  return s;
}
export function testTube(d, { h = 120, liquid = P.a5, level = 0.45, glass = P.b7 }) {
  let s = `<path d="M-12 ${-h}V-12a12 12 0 0 0 24 0V${-h}Z" fill="#fff" opacity=".75"/>`;
  s += `<path d="M-10 ${i(-h * level)}V-12a10 10 0 0 0 20 0V${i(-h * level)}Z" fill="${liquid}"/>`;
  s += `<path d="M-12 ${-h}V-12a12 12 0 0 0 24 0V${-h}M-17 ${-h}h34" fill="none" stroke="${glass}" stroke-width="5" stroke-linecap="round"/>`;
  return s;
}
export function molecule(d, { r = 36, stroke = P.b7, nodes = [P.a5, P.b5, '#fff'] }) {
  const v = [];
  for (let k = 0; k < 6; k++) { const a = Math.PI / 6 + (k * Math.PI) / 3; v.push([r * Math.cos(a), r * Math.sin(a)]); }
  const out1 = [v[0][0] + r * 0.9, v[0][1] + r * 0.5], out2 = [v[3][0] - r * 0.9, v[3][1] - r * 0.5];
  const out3 = [v[4][0] - r * 0.05, v[4][1] - r * 0.95];
  let s = `<g fill="none" stroke="${stroke}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"><path d="${poly(v)}M${join([i(v[0][0]), i(v[0][1]), 'L', i(out1[0]), i(out1[1])])}M${join([i(v[3][0]), i(v[3][1]), 'L', i(out2[0]), i(out2[1])])}M${join([i(v[4][0]), i(v[4][1]), 'L', i(out3[0]), i(out3[1])])}"/>`;
  // inner double bonds
  const inner = (a, b) => { const f = 0.72; return `M${i(a[0] * f)} ${i(a[1] * f)}L${i(b[0] * f)} ${i(b[1] * f)}`; };
  s += `<path d="${inner(v[1], v[2])}${inner(v[3], v[4])}${inner(v[5], v[0])}" stroke-width="4"/></g>`;
  const nd = [[out1, 11, nodes[0]], [out2, 10, nodes[1]], [out3, 9, nodes[2]], [v[1], 7, nodes[2]], [v[5], 7, nodes[1]]];
  for (const [p, rr, f] of nd) s += `<circle cx="${i(p[0])}" cy="${i(p[1])}" r="${rr}" fill="${f}" stroke="${stroke}" stroke-width="4"/>`;
  return s;
}
export function capsule(d, { rot = -30, a = P.a5, b = '#fff', stroke = P.b7 }) {
  return `<g transform="rotate(${rot})"><path d="M0-12H-14a12 12 0 0 0 0 24H0Z" fill="${a}"/><path d="M0-12H14a12 12 0 0 1 0 24H0Z" fill="${b}"/><rect x="-26" y="-12" width="52" height="24" rx="12" fill="none" stroke="${stroke}" stroke-width="3.5"/><path d="M-16-5h8" stroke="#fff" stroke-opacity=".6" stroke-width="3" stroke-linecap="round"/></g>`;
}
export function tablet(d, { r = 14, fill = '#fff', stroke = P.b3 }) {
  return `<ellipse rx="${r}" ry="${i(r * 0.55)}" cy="4" fill="${stroke}"/><ellipse rx="${r}" ry="${i(r * 0.55)}" fill="${fill}" stroke="${stroke}" stroke-width="2"/><path d="M${-r + 5} 0h${2 * r - 10}" stroke="${stroke}" stroke-width="2"/>`;
}
// Powder/extract jar.
export function jar(d, { w = 110, h = 130, content = P.ll, level = 0.62, lid = P.b7, label = true, mark = 'leaf' }) {
  const hw = w / 2;
  let s = `<rect x="${-hw}" y="${-h}" width="${w}" height="${h}" rx="16" fill="#fff" opacity=".85"/>`;
  const ch = i(h * level);
  s += `<path d="M${-hw + 4} ${-ch}q${i(hw / 2)}-8 ${hw - 4} 0t${hw - 4} 0V-16q0 12-12 12H${-hw + 16}q-12 0-12-12Z" fill="${content}"/>`;
  s += `<rect x="${-hw}" y="${-h}" width="${w}" height="${h}" rx="16" fill="none" stroke="${P.b3}" stroke-width="4"/>`;
  s += `<rect x="${-hw - 6}" y="${-h - 22}" width="${w + 12}" height="28" rx="8" fill="${lid}"/><path d="M${-hw + 4} ${-h - 12}h${w - 8}" stroke="#fff" stroke-opacity=".2" stroke-width="4"/>`;
  if (label) {
    s += `<rect x="${i(-hw * 0.7)}" y="${i(-h * 0.62)}" width="${i(w * 0.7)}" height="${i(h * 0.36)}" rx="6" fill="#fff" stroke="${P.b1}" stroke-width="2"/>`;
    const ly = -h * 0.44;
    if (mark === 'leaf') s += G(-10, i(ly + 8), 0.5, leafShape());
    else s += `<circle cy="${i(ly)}" r="9" fill="${P.a5}"/>`;
  }
  s += `<path d="M${-hw + 12} ${-h + 14}v${i(h * 0.5)}" stroke="#fff" stroke-opacity=".7" stroke-width="6" stroke-linecap="round"/>`;
  return s;
}
export const leafShape = (fill = P.lf, vein = P.ll) =>
  `<path d="M0 0C8-14 26-22 46-18 38 0 20 8 0 0Z" fill="${fill}"/><path d="M3-2C16-8 28-12 40-16" stroke="${vein}" stroke-width="2" fill="none" stroke-linecap="round"/>`;
export function sprig(d, { fill = P.lf, vein = P.ll, stem = P.lf }) {
  const L = d.def('leaf' + fill, (id) => `<g id="${id}">${leafShape(fill, vein)}</g>`);
  return `<path d="M0 0C4-30 10-60 26-90" fill="none" stroke="${stem}" stroke-width="4" stroke-linecap="round"/>` +
    use(L, 0, 0, ` transform="translate(6 -34) rotate(-20)"`) + use(L, 0, 0, ` transform="translate(4 -50) scale(-1 1) rotate(-30)"`) +
    use(L, 0, 0, ` transform="translate(18 -72) rotate(-50)"`) + use(L, 0, 0, ` transform="translate(16 -76) scale(-.8 .8) rotate(-40)"`);
}

// ---------- documents, seals, checks ----------
export function clipboard(d, { w = 170, h = 220, rows = 4, board = P.b7, check = P.a5 }) {
  const hw = w / 2;
  let s = `<rect x="${-hw}" y="${-h}" width="${w}" height="${h}" rx="14" fill="${board}"/>`;
  s += `<rect x="${-hw + 14}" y="${-h + 22}" width="${w - 28}" height="${h - 36}" rx="6" fill="#fff"/>`;
  s += `<rect x="-34" y="${-h - 10}" width="68" height="30" rx="10" fill="${P.b5}"/><circle cy="${-h - 10}" r="7" fill="${board}"/>`;
  const gap = (h - 70) / rows;
  let bars = '', boxes = '', checks = '';
  for (let k = 0; k < rows; k++) {
    const y = i(-h + 58 + k * gap);
    boxes += `M${-hw + 30} ${y - 10}h20v20h-20Z`;
    bars += `M${-hw + 64} ${y}h${i((w - 96) * (k % 2 ? 0.7 : 1))}`;
    checks += `M${-hw + 33} ${y}l6 6 12-14`;
  }
  s += `<path d="${boxes}" fill="none" stroke="${P.b3}" stroke-width="3" stroke-linejoin="round"/>`;
  s += `<path d="${bars}" stroke="${P.b1}" stroke-width="10" stroke-linecap="round"/>`;
  s += `<path d="${checks}" fill="none" stroke="${check}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  return s;
}
export function paper(d, { w = 150, h = 190, rot = 0, lines = 5, fold = true, fill = '#fff' }) {
  const hw = w / 2;
  let s = `<path d="M${-hw} ${-h}H${hw - 28}L${hw} ${-h + 28}V0H${-hw}Z" fill="${fill}" stroke="${P.b3}" stroke-width="3" stroke-linejoin="round"/>`;
  if (fold) s += `<path d="M${hw - 28} ${-h}V${-h + 28}H${hw}" fill="${P.b1}" stroke="${P.b3}" stroke-width="3" stroke-linejoin="round"/>`;
  let l = '';
  for (let k = 0; k < lines; k++) l += `M${-hw + 20} ${i(-h + 42 + k * 20)}h${i((w - 40) * (k === 0 ? 0.55 : k % 3 === 2 ? 0.7 : 1))}`;
  s += `<path d="${l}" stroke="${P.b1}" stroke-width="8" stroke-linecap="round"/>`;
  return rot ? `<g transform="rotate(${rot})">${s}</g>` : s;
}
// Rosette seal with a check.
export function seal(d, { r = 60, fill = P.a5, ring = '#fff', ribbon = P.b5, ribbons = true, check = true }) {
  let pts = [];
  const N = 20;
  for (let k = 0; k < N * 2; k++) { const a = (k * Math.PI) / N, rr = k % 2 ? r * 0.9 : r; pts.push([rr * Math.sin(a), -rr * Math.cos(a)]); }
  let s = '';
  if (ribbons) s += `<path d="M${i(-r * 0.45)} ${i(r * 0.4)}L${i(-r * 0.7)} ${i(r * 1.5)}L${i(-r * 0.38)} ${i(r * 1.3)}L${i(-r * 0.18)} ${i(r * 1.6)}L0 ${i(r * 0.5)}ZM${i(r * 0.45)} ${i(r * 0.4)}L${i(r * 0.7)} ${i(r * 1.5)}L${i(r * 0.38)} ${i(r * 1.3)}L${i(r * 0.18)} ${i(r * 1.6)}L0 ${i(r * 0.5)}Z" fill="${ribbon}"/>`;
  s += `<path d="${poly(pts)}" fill="${fill}" stroke="${fill}" stroke-width="6" stroke-linejoin="round"/>`;
  s += `<circle r="${i(r * 0.7)}" fill="none" stroke="${ring}" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round" opacity=".8"/>`;
  if (check) s += `<path d="M${i(-r * 0.32)} 0l${i(r * 0.22)} ${i(r * 0.22)} ${i(r * 0.42)}-${i(r * 0.44)}" fill="none" stroke="${ring}" stroke-width="${i(r * 0.14)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return s;
}
export function shield(d, { h = 150, fill = P.b5, inner = P.b7, check = '#fff' }) {
  const k = h / 150, S = (v) => i(v * k);
  const p = `M0 ${S(-150)}L${S(62)} ${S(-128)}V${S(-72)}C${S(62)} ${S(-34)} ${S(34)} ${S(-10)} 0 0C${S(-34)} ${S(-10)} ${S(-62)} ${S(-34)} ${S(-62)} ${S(-72)}V${S(-128)}Z`;
  return `<path d="${p}" fill="${fill}"/><path d="M0 ${S(-150)}L${S(62)} ${S(-128)}V${S(-72)}C${S(62)} ${S(-34)} ${S(34)} ${S(-10)} 0 0Z" fill="${inner}" opacity=".35"/>` +
    `<path d="M${S(-26)} ${S(-76)}l${S(18)} ${S(18)} ${S(34)}-${S(36)}" fill="none" stroke="${check}" stroke-width="${S(12)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
export function magnifier(d, { r = 40, stroke = P.b7, lens = '#fff' }) {
  return `<path d="M${i(r * 0.7)} ${i(r * 0.7)}l${i(r * 0.8)} ${i(r * 0.8)}" stroke="${stroke}" stroke-width="${i(r * 0.34)}" stroke-linecap="round"/>` +
    `<circle r="${r}" fill="${lens}" fill-opacity=".55" stroke="${stroke}" stroke-width="${i(r * 0.22)}"/>` +
    `<path d="M${i(-r * 0.5)} ${i(-r * 0.2)}a${i(r * 0.55)} ${i(r * 0.55)} 0 0 1 ${i(r * 0.35)}-${i(r * 0.35)}" fill="none" stroke="#fff" stroke-width="${i(r * 0.12)}" stroke-linecap="round"/>`;
}
export function gear(d, { r = 40, teeth = 8, fill = P.b5, hole = P.b1 }) {
  const pts = [];
  for (let k = 0; k < teeth; k++) {
    const a = (k * 2 * Math.PI) / teeth, t = Math.PI / teeth;
    for (const [da, rr] of [[-t * 0.55, r], [t * 0.55 - 0.02, r], [t * 0.7, r * 0.8], [2 * t - t * 0.7, r * 0.8]]) pts.push([rr * Math.cos(a + da), rr * Math.sin(a + da)]);
  }
  return `<path d="${poly(pts)}" fill="${fill}" stroke="${fill}" stroke-width="3" stroke-linejoin="round"/><circle r="${i(r * 0.34)}" fill="${hole}"/>`;
}
export function pin(d, { s = 1, fill = P.a5, dot = '#fff' }) {
  return `<g transform="scale(${s})"><path d="M0 0C-14-18-22-28-22-40a22 22 0 0 1 44 0c0 12-8 22-22 40Z" fill="${fill}"/><circle cy="-40" r="8" fill="${dot}"/></g>`;
}
export function barChart(d, { w = 200, h = 140, colors = [P.b3, P.b5, P.b7, P.a5], trend = P.a5 }) {
  const vals = [0.35, 0.55, 0.5, 0.8], bw = i(w / 6), gap = (w - bw * 4) / 3;
  let s = `<path d="M0 0H${w}" stroke="${P.b3}" stroke-width="4" stroke-linecap="round"/>`;
  vals.forEach((v, k) => { s += `<rect x="${i(k * (bw + gap))}" y="${i(-h * v)}" width="${bw}" height="${i(h * v - 4)}" rx="6" fill="${colors[k]}"/>`; });
  const tp = vals.map((v, k) => [k * (bw + gap) + bw / 2, -h * v - 26]);
  s += `<path d="${poly(tp, false)}" fill="none" stroke="${trend}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += tp.map((p) => `<circle cx="${i(p[0])}" cy="${i(p[1])}" r="7" fill="#fff" stroke="${trend}" stroke-width="4"/>`).join('');
  return s;
}
export function globe(d, { r = 70, fill = P.b5, line = P.b3, land = null }) {
  return `<circle r="${r}" fill="${fill}"/><g fill="none" stroke="${line}" stroke-width="3"><ellipse rx="${i(r * 0.45)}" ry="${r}"/><path d="M0 ${-r}V${r}M${-r} 0H${r}M${i(-r * 0.87)} ${i(-r * 0.5)}Q0 ${i(-r * 0.3)} ${i(r * 0.87)} ${i(-r * 0.5)}M${i(-r * 0.87)} ${i(r * 0.5)}Q0 ${i(r * 0.7)} ${i(r * 0.87)} ${i(r * 0.5)}"/></g><circle r="${r}" fill="none" stroke="${line}" stroke-width="4"/>`;
}

// ---------- isometric boxes ----------
const IX = (x, y) => (x - y) * 0.866, IY = (x, y, z) => (x + y) * 0.5 - z;
export function isoBox(w, dd, h, { top, left, right }, deco = null) {
  const ox = IX(w, dd), oy = IY(w, dd, 0);
  const p = (x, y, z) => [IX(x, y) - ox, IY(x, y, z) - oy];
  let s = `<path d="${poly([p(0, 0, h), p(w, 0, h), p(w, dd, h), p(0, dd, h)])}" fill="${top}"/>`;
  s += `<path d="${poly([p(0, dd, 0), p(w, dd, 0), p(w, dd, h), p(0, dd, h)])}" fill="${left}"/>`;
  s += `<path d="${poly([p(w, 0, 0), p(w, dd, 0), p(w, dd, h), p(w, 0, h)])}" fill="${right}"/>`;
  if (deco) s += deco(p);
  return s;
}
export const CARTON = () => ({ top: P.a2, left: P.sa, right: P.ea });
export function carton(d, { w = 100, dd = 70, h = 70, c, tape = true, label = null }) {
  c = c ?? CARTON();
  return isoBox(w, dd, h, c, (p) => {
    let s = '';
    if (c.right === P.ea) s += `<path d="${poly([p(w, 0, 0), p(w, dd, 0), p(w, dd, h), p(w, 0, h)])}" fill="${P.a2}" opacity=".55"/>`;
    if (tape) s += `<path d="${poly([p(0, dd / 2 - 6, h), p(w, dd / 2 - 6, h), p(w, dd / 2 + 6, h), p(0, dd / 2 + 6, h)])}" fill="${c.tape ?? P.cr}" opacity=".8"/>` +
      `<path d="${poly([p(w, dd / 2 - 6, h), p(w, dd / 2 + 6, h), p(w, dd / 2 + 6, h - 22), p(w, dd / 2 - 6, h - 22)])}" fill="${c.tape ?? P.cr}" opacity=".8"/>`;
    if (label) s += `<path d="${poly([p(w * 0.2, dd, h * 0.25), p(w * 0.75, dd, h * 0.25), p(w * 0.75, dd, h * 0.65), p(w * 0.2, dd, h * 0.65)])}" fill="${label}"/>`;
    return s;
  });
}
export function container(d, { w = 220, dd = 80, h = 80, c = { top: P.a2, left: P.a5, right: P.a6 }, ribs = 12, open = false }) {
  return isoBox(w, dd, h, c, (p) => {
    let r = '';
    for (let x = ribs; x < w; x += ribs) r += `M${join([i(p(x, dd, 4)[0]), i(p(x, dd, 4)[1])])}L${join([i(p(x, dd, h - 4)[0]), i(p(x, dd, h - 4)[1])])}`;
    for (let y = ribs; y < dd; y += ribs) r += `M${join([i(p(w, y, 4)[0]), i(p(w, y, 4)[1])])}L${join([i(p(w, y, h - 4)[0]), i(p(w, y, h - 4)[1])])}`;
    let s = `<path d="${r}" stroke="#000" stroke-opacity=".12" stroke-width="3"/>`;
    if (open) {
      s += `<path d="${poly([p(w, 6, 6), p(w, dd - 6, 6), p(w, dd - 6, h - 6), p(w, 6, h - 6)])}" fill="${P.b9}"/>`;
      s += `<path d="${poly([p(w, 6, 6), p(w, dd - 6, 6), p(w - 60, dd - 6, 6), p(w - 60, 6, 6)])}" fill="${P.b7}"/>`;
    }
    return s;
  });
}
export function crate(d, { w = 90, dd = 90, h = 80 }) {
  return isoBox(w, dd, h, { top: P.a2, left: P.a5, right: P.a6 }, (p) => {
    let s = '';
    const st = (x0, y0, x1, y1, z) => `M${join([i(p(x0, y0, z)[0]), i(p(x0, y0, z)[1])])}L${join([i(p(x1, y1, z)[0]), i(p(x1, y1, z)[1])])}`;
    let l = '';
    for (const z of [h / 3, (2 * h) / 3]) { l += st(0, dd, w, dd, z) + st(w, 0, w, dd, z); }
    s += `<path d="${l}" stroke="${P.ea}" stroke-opacity=".45" stroke-width="3"/>`;
    s += `<path d="${st(0, dd, 0, dd, 0)}L${join([i(p(0, dd, h)[0]), i(p(0, dd, h)[1])])}M${join([i(p(w, dd, 0)[0]), i(p(w, dd, 0)[1])])}L${join([i(p(w, dd, h)[0]), i(p(w, dd, h)[1])])}" stroke="${P.ea}" stroke-opacity=".3" stroke-width="6"/>`;
    return s;
  });
}

// ---------- industrial ----------
export function drum(d, { w = 90, h = 130, body = P.b5, top = P.b3, rib = P.b7 }) {
  const hw = w / 2, ry = i(w * 0.12);
  return `<path d="M${-hw} ${-h}V0A${hw} ${ry} 0 0 0 ${hw} 0V${-h}Z" fill="${body}"/>` +
    `<path d="M${-hw} ${i(-h * 0.66)}A${hw} ${ry} 0 0 0 ${hw} ${i(-h * 0.66)}M${-hw} ${i(-h * 0.33)}A${hw} ${ry} 0 0 0 ${hw} ${i(-h * 0.33)}" fill="none" stroke="${rib}" stroke-width="4"/>` +
    `<path d="M${i(-hw * 0.55)} ${-h + 14}V-6" stroke="#fff" stroke-opacity=".22" stroke-width="10" stroke-linecap="round"/>` +
    `<ellipse cy="${-h}" rx="${hw}" ry="${ry}" fill="${top}"/><ellipse cx="${i(hw * 0.4)}" cy="${-h}" rx="8" ry="3" fill="${rib}"/>`;
}
export function jerrycan(d, { w = 84, h = 110, fill = P.b3, dark = P.b5 }) {
  const hw = w / 2;
  return `<path d="M${-hw + 6} ${-h + 8}v-16h${i(w * 0.45)}v16" fill="none" stroke="${dark}" stroke-width="8" stroke-linejoin="round"/>` +
    `<rect x="${hw - 24}" y="${-h - 12}" width="16" height="16" rx="3" fill="${dark}"/>` +
    `<rect x="${-hw}" y="${-h}" width="${w}" height="${h}" rx="12" fill="${fill}"/>` +
    `<path d="M${-hw + 14} ${-h + 24}L${hw - 14}-14M${hw - 14} ${-h + 24}L${-hw + 14}-14" stroke="${dark}" stroke-opacity=".45" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="${-hw + 8}" y="${-h + 8}" width="${w - 16}" height="${h - 16}" rx="8" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`;
}
export function ingot(d, { c = [P.b3, P.b1, P.sl] }) {
  // front, top, end faces
  return `<path d="M0 0H64L58-16H6Z" fill="${c[0]}"/><path d="M6-16H58L66-26H14Z" fill="${c[1]}"/><path d="M64 0 72-10 66-26 58-16Z" fill="${c[2]}"/>`;
}
export function ingotStack(d, { c, rows = 3 }) {
  const id = d.def('ingot' + c.join(''), (k) => `<g id="${k}">${ingot(d, { c })}</g>`);
  let s = '';
  for (let r = 0; r < rows; r++) {
    const cnt = rows - r;
    for (let k = 0; k < cnt; k++) s += use(id, i(-cnt * 34 + k * 68 + r * 0), i(-r * 17), '');
  }
  return s;
}
export function coil(d, { r = 60, w = 80, outer = P.sl, face = P.b3, ring = P.b5, hole = P.b9 }) {
  let rings = '';
  for (let rr = r - 8; rr > r * 0.42; rr -= 8) rings += `<circle r="${rr}"/>`;
  return `<g transform="translate(0 ${-r})"><path d="M0 ${-r}H${w}A${i(r * 0.45)} ${r} 0 0 1 ${w} ${r}H0Z" fill="${outer}"/>` +
    `<path d="M10 ${-r + 8}H${w}" stroke="#fff" stroke-opacity=".25" stroke-width="8" stroke-linecap="round"/>` +
    `<circle r="${r}" fill="${face}"/><g fill="none" stroke="${ring}" stroke-width="2" opacity=".7">${rings}</g><circle r="${i(r * 0.38)}" fill="${hole}"/></g>`;
}
export function ibeam(d, { L = 200, c = [P.b3, P.b1, P.sl] }) {
  // I profile at front, extruded back-right
  const prof = [[-30, 0], [30, 0], [30, -10], [6, -10], [6, -50], [30, -50], [30, -60], [-30, -60], [-30, -50], [-6, -50], [-6, -10], [-30, -10]];
  const dx = L * 0.5, dy = -L * 0.25;
  return `<path d="M-30-60L${i(-30 + dx)} ${i(-60 + dy)}H${i(30 + dx)}L30-60Z" fill="${c[1]}"/>` +
    `<path d="M30 0L${i(30 + dx)} ${i(dy)}V${i(-10 + dy)}L30-10Z" fill="${c[2]}"/>` +
    `<path d="M6-10L${i(6 + dx)} ${i(-10 + dy)}V${i(-50 + dy)}L6-50Z" fill="${c[2]}" opacity=".8"/>` +
    `<path d="M6-50H30L${i(30 + dx)} ${i(-50 + dy)}H${i(6 + dx)}Z" fill="${c[1]}" opacity=".9"/>` +
    `<path d="M30-60L${i(30 + dx)} ${i(-60 + dy)}V${i(-50 + dy)}L30-50Z" fill="${c[2]}"/>` +
    `<path d="${poly(prof)}" fill="${c[0]}"/>`;
}
export function plates(d, { n = 4, w = 200, dd = 100, t = 12, c = { top: P.b1, left: P.b3, right: P.sl } }) {
  let s = '';
  for (let k = 0; k < n; k++) s += `<g transform="translate(${k % 2 ? 6 : 0} ${-k * t})">${isoBox(w, dd, t - 2, c)}</g>`;
  return s;
}
export function rebarBundle(d, { r = 11, fill = P.sl, face = P.b3 }) {
  const pts = [];
  for (let row = 0; row < 4; row++) for (let k = 0; k < 4 - (row % 2); k++) pts.push([(k - 1.5 + (row % 2) * 0.5) * r * 2, -r - row * r * 1.75]);
  const L = 150;
  let s = `<path d="M${-r * 4} ${-r * 8}l${L} -${L * 0.3}v${r * 8}l-${L} ${L * 0.3}Z" fill="${fill}"/>`;
  s += `<path d="M${-r * 4 + 8} ${-r * 8 + 12}l${L - 20} -${i((L - 20) * 0.3)}" stroke="#fff" stroke-opacity=".25" stroke-width="6" stroke-linecap="round"/>`;
  s += pts.map((p) => `<circle cx="${i(p[0])}" cy="${i(p[1])}" r="${r}" fill="${face}" stroke="${fill}" stroke-width="3"/>`).join('');
  s += `<path d="M${-r * 4 - 2} ${-r * 4}h${r * 8 + 4}" stroke="${P.a5}" stroke-width="6"/>`;
  return s;
}
export function crystals(d, { c = [P.b3, P.b1, P.b5] }) {
  const prism = (x, hgt, wd, rot) => {
    const hw = wd / 2;
    return `<g transform="translate(${x} 0) rotate(${rot})"><path d="M${-hw} 0V${-hgt}L0 ${-hgt - wd}L${hw} ${-hgt}V0Z" fill="${c[0]}"/><path d="M0 0V${-hgt}L0 ${-hgt - wd}L${hw} ${-hgt}V0Z" fill="${c[2]}" opacity=".45"/><path d="M${i(-hw * 0.5)} -8V${-hgt}" stroke="#fff" stroke-opacity=".6" stroke-width="4" stroke-linecap="round"/></g>`;
  };
  return prism(-44, 70, 34, -18) + prism(40, 80, 36, 16) + prism(0, 120, 44, 0) + `<path d="M-80 0Q0-18 80 0Z" fill="${P.sl}"/>`;
}
export function rock(d, { w = 70, h = 44, c = P.sl, hi = P.b3 }) {
  const hw = w / 2;
  return `<path d="M${-hw} 0L${i(-hw * 0.8)} ${i(-h * 0.6)}L${i(-hw * 0.2)} ${-h}L${i(hw * 0.6)} ${i(-h * 0.8)}L${hw} ${i(-h * 0.2)}L${i(hw * 0.8)} 0Z" fill="${c}"/><path d="M${i(-hw * 0.8)} ${i(-h * 0.6)}L${i(-hw * 0.2)} ${-h}L${i(hw * 0.6)} ${i(-h * 0.8)}L${i(hw * 0.1)} ${i(-h * 0.45)}Z" fill="${hi}" opacity=".45"/>`;
}

// ---------- bottles and tins ----------
export function bottle(d, { h = 220, oil = P.a2, cap = P.b7, label = '#fff', mark = null, w = 80 }) {
  const k = h / 220, S = (v) => i(v * k), hw = w / 2;
  const body = `M${S(-hw + 6)} 0Q${S(-hw)} 0 ${S(-hw)}-${S(8)}V-${S(118)}Q${S(-hw)}-${S(140)} ${S(-hw + 14)}-${S(150)}L-${S(14)}-${S(162)}V-${S(186)}H${S(14)}V-${S(162)}L${S(hw - 14)}-${S(150)}Q${S(hw)}-${S(140)} ${S(hw)}-${S(118)}V-${S(8)}Q${S(hw)} 0 ${S(hw - 6)} 0Z`;
  let s = `<path d="${body}" fill="${oil}"/>`;
  s += `<path d="M${S(-hw + 12)}-${S(24)}V-${S(118)}" stroke="#fff" stroke-opacity=".45" stroke-width="${S(8)}" stroke-linecap="round"/>`;
  s += `<rect x="${S(-hw)}" y="-${S(104)}" width="${S(w)}" height="${S(56)}" fill="${label}"/>`;
  if (mark) s += `<g transform="translate(0 -${S(76)}) scale(${n(k)})">${mark}</g>`;
  s += `<rect x="-${S(17)}" y="-${S(204)}" width="${S(34)}" height="${S(22)}" rx="${S(4)}" fill="${cap}"/><path d="M-${S(12)}-${S(196)}h${S(24)}" stroke="#fff" stroke-opacity=".3" stroke-width="${S(3)}"/>`;
  return s;
}
export function tin(d, { w = 80, dd = 56, h = 130, band = P.a5, mark = null }) {
  return isoBox(w, dd, h, { top: P.b1, left: '#fff', right: P.b3 }, (p) => {
    const pt = (q) => join([i(q[0]), i(q[1])]);
    let s = `<path d="${poly([p(0, dd, h * 0.3), p(w, dd, h * 0.3), p(w, dd, h * 0.72), p(0, dd, h * 0.72)])}" fill="${band}"/>`;
    s += `<path d="${poly([p(w, 0, h * 0.3), p(w, dd, h * 0.3), p(w, dd, h * 0.72), p(w, 0, h * 0.72)])}" fill="${band}"/><path d="${poly([p(w, 0, h * 0.3), p(w, dd, h * 0.3), p(w, dd, h * 0.72), p(w, 0, h * 0.72)])}" fill="#000" opacity=".12"/>`;
    const c = p(w * 0.22, dd * 0.3, h);
    s += `<ellipse cx="${i(c[0])}" cy="${i(c[1] - 4)}" rx="13" ry="7" fill="${P.b7}"/><rect x="${i(c[0] - 13)}" y="${i(c[1] - 14)}" width="26" height="10" fill="${P.b7}"/><ellipse cx="${i(c[0])}" cy="${i(c[1] - 14)}" rx="13" ry="7" fill="${P.b5}"/>`;
    const a = p(w * 0.55, dd * 0.2, h), b = p(w * 0.55, dd * 0.85, h);
    s += `<path d="M${pt(a)}C${pt([a[0], a[1] - 30])} ${pt([b[0], b[1] - 30])} ${pt(b)}" fill="none" stroke="${P.sl}" stroke-width="5" stroke-linecap="round"/>`;
    if (mark) { const m = p(w * 0.5, dd, h * 0.51); s += `<g transform="translate(${i(m[0])} ${i(m[1])}) skewY(30)">${mark}</g>`; }
    return s;
  });
}
export function dropper(d, { h = 130, glass = P.a6, cap = P.b9 }) {
  const k = h / 130, S = (v) => i(v * k);
  return `<rect x="-${S(32)}" y="-${S(80)}" width="${S(64)}" height="${S(80)}" rx="${S(12)}" fill="${glass}"/>` +
    `<path d="M-${S(18)}-${S(80)}Q-${S(18)}-${S(92)}-${S(12)}-${S(94)}H${S(12)}Q${S(18)}-${S(92)} ${S(18)}-${S(80)}Z" fill="${glass}"/>` +
    `<rect x="-${S(16)}" y="-${S(106)}" width="${S(32)}" height="${S(16)}" rx="${S(3)}" fill="${cap}"/>` +
    `<path d="M-${S(10)}-${S(106)}C-${S(12)}-${S(124)}-${S(8)}-${S(132)} 0-${S(132)}S${S(12)}-${S(124)} ${S(10)}-${S(106)}Z" fill="${P.b7}"/>` +
    `<rect x="-${S(22)}" y="-${S(58)}" width="${S(44)}" height="${S(30)}" rx="${S(4)}" fill="${P.cr}"/>` +
    `<path d="M-${S(22)}-${S(70)}v${S(52)}" stroke="#fff" stroke-opacity=".35" stroke-width="${S(6)}" stroke-linecap="round"/>`;
}
export const dropPath = (s = 1) => `M0 ${i(-40 * s)}C${i(12 * s)} ${i(-22 * s)} ${i(22 * s)} ${i(-12 * s)} ${i(22 * s)} 0a${i(22 * s)} ${i(22 * s)} 0 0 1 ${i(-44 * s)} 0c0-${i(12 * s)} ${i(10 * s)}-${i(22 * s)} ${i(22 * s)}-${i(40 * s)}Z`;
export function drop(d, { s = 1, fill = P.a5 }) {
  return `<path d="${dropPath(s)}" fill="${fill}"/><path d="M${i(-10 * s)} ${i(2 * s)}a${i(10 * s)} ${i(10 * s)} 0 0 0 ${i(8 * s)} ${i(10 * s)}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="${i(4 * s)}" stroke-linecap="round"/>`;
}
export function sunflower(d, { r = 40 }) {
  const pet = d.def('petal' + r, (id) => `<ellipse id="${id}" cy="${-r * 0.85}" rx="${i(r * 0.2)}" ry="${i(r * 0.45)}" fill="${P.a5}"/>`);
  let s = '';
  for (let k = 0; k < 12; k++) s += use(pet, 0, 0, ` transform="rotate(${k * 30})"`);
  s += `<circle r="${i(r * 0.48)}" fill="${P.ea}"/><circle r="${i(r * 0.3)}" fill="none" stroke="${P.a6}" stroke-width="3" stroke-dasharray="2 5" stroke-linecap="round"/>`;
  return s;
}
export function mustardSprig(d, {}) {
  let s = `<path d="M0 0C2-30 0-60 6-100M2-40c10-10 18-20 20-40M3-60c-10-8-16-18-18-34" fill="none" stroke="${P.lf}" stroke-width="4" stroke-linecap="round"/>`;
  const fl = d.def('mflower', (id) => `<g id="${id}" fill="${P.a5}"><circle cx="-4" r="4"/><circle cx="4" r="4"/><circle cy="-4" r="4"/><circle cy="4" r="4"/><circle r="2.5" fill="${P.a6}"/></g>`);
  for (const [x, y] of [[6, -104], [-4, -112], [14, -114], [22, -84], [30, -92], [-16, -98], [-22, -88], [4, -124]]) s += use(fl, x, y);
  return s;
}

// ---------- fmcg ----------
export function pouch(d, { w = 90, h = 120, fill = P.b5, band = P.a5, win = P.a2 }) {
  const hw = w / 2;
  return `<path d="M${-hw} ${-h}H${hw}L${hw - 6}-6Q${hw - 8} 0 ${hw - 16} 0H${-hw + 16}Q${-hw + 8} 0 ${-hw + 6}-6Z" fill="${fill}"/>` +
    `<path d="M${-hw} ${-h + 12}H${hw}" stroke="#fff" stroke-opacity=".4" stroke-width="3" stroke-dasharray="4 4"/>` +
    `<rect x="${-hw + 16}" y="${i(-h * 0.55)}" width="${w - 32}" height="${i(h * 0.32)}" rx="${i(h * 0.16)}" fill="${win}"/>` +
    `<path d="M${-hw} ${i(-h * 0.72)}H${hw}" stroke="${band}" stroke-width="8"/>`;
}
export function pumpBottle(d, { h = 150, fill = P.b3, cap = P.b7 }) {
  return `<path d="M-8-${h + 34}h34v10H-8z" fill="${cap}"/><rect x="-6" y="-${h + 24}" width="12" height="28" fill="${cap}"/><rect x="-14" y="-${h + 2}" width="28" height="16" rx="4" fill="${cap}"/>` +
    `<rect x="-36" y="-${h - 10}" width="72" height="${h - 10}" rx="22" fill="${fill}"/><rect x="-22" y="-${i(h * 0.62)}" width="44" height="${i(h * 0.34)}" rx="6" fill="#fff"/>` +
    `<path d="M-24-${h - 30}v${i(h * 0.3)}" stroke="#fff" stroke-opacity=".4" stroke-width="7" stroke-linecap="round"/>`;
}
export function sprayBottle(d, { fill = P.ll, cap = P.b5 }) {
  return `<path d="M6-136Q16-124 12-108L4-110Q6-122-2-132Z" fill="${P.b7}"/>` +
    `<path d="M-24-124V-152Q-24-160-16-160H32L42-148H32V-138H8V-124Z" fill="${cap}"/><rect x="-16" y="-128" width="32" height="14" fill="${P.b7}"/>` +
    `<rect x="-36" y="-116" width="72" height="116" rx="16" fill="${fill}"/><rect x="-24" y="-84" width="48" height="40" rx="6" fill="#fff"/>` +
    `<path d="M-26-100V-16" stroke="#fff" stroke-opacity=".4" stroke-width="7" stroke-linecap="round"/>`;
}
export function soap(d, { fill = P.b1, edge = P.b3 }) {
  return `<rect x="-56" y="-30" width="112" height="30" rx="14" fill="${edge}"/><rect x="-56" y="-40" width="112" height="28" rx="14" fill="${fill}"/><ellipse cx="-20" cy="-26" rx="16" ry="5" fill="#fff" opacity=".6"/>` +
    `<g fill="#fff" stroke="${edge}" stroke-width="2"><circle cx="30" cy="-54" r="10"/><circle cx="48" cy="-66" r="6"/><circle cx="18" cy="-74" r="7"/></g>`;
}
export function tube(d, { fill = '#fff', cap = P.b5, band = P.b3 }) {
  return `<g transform="rotate(-18)"><path d="M-70-14H50v28H-70l-8-14Z" fill="${fill}" stroke="${band}" stroke-width="3" stroke-linejoin="round"/><path d="M-70-14l-8 14 8 14" fill="none" stroke="${band}" stroke-width="5"/><rect x="50" y="-10" width="26" height="20" rx="3" fill="${cap}"/><path d="M-40 0h60" stroke="${band}" stroke-width="8" stroke-linecap="round"/></g>`;
}
export function bucket(d, { fill = P.b5, rim = P.b7 }) {
  return `<path d="M-50-100H50L40-4Q39 0 34 0H-34Q-39 0-40-4Z" fill="${fill}"/><rect x="-56" y="-108" width="112" height="14" rx="6" fill="${rim}"/><path d="M-50-100C-50-150 50-150 50-100" fill="none" stroke="${P.sl}" stroke-width="5"/><path d="M-30-86L-24-14" stroke="#fff" stroke-opacity=".3" stroke-width="8" stroke-linecap="round"/>`;
}

// ---------- scenery ----------
export function factory(d, { fill = P.b7, win = P.a2, smoke = P.b3 }) {
  let s = `<g fill="${smoke}" opacity=".6"><circle cx="206" cy="-236" r="14"/><circle cx="224" cy="-258" r="18"/><circle cx="250" cy="-276" r="22"/></g>`;
  s += `<path d="M0 0V-110L50-140V-110L100-140V-110L150-140V-110H190V-220H220V-110H260V0Z" fill="${fill}"/>`;
  let w = '';
  for (let x = 18; x < 170; x += 34) w += `M${x}-70h16v18h-16Z`;
  s += `<path d="${w}M200-180h10v16h-10Z" fill="${win}"/>`;
  return s;
}
export function ship(d, { hull = P.b7, stripe = P.a5, cabin = '#fff', boxes = [P.a5, P.b5, P.b3, P.ll, P.a6], scale = 1 }) {
  let s = `<path d="M0-60H560L520 0H34Q14 0 8-16Z" fill="${hull}"/><path d="M8-16L16 0H520l12-16Z" fill="${stripe}"/>`;
  s += `<path d="M20-60h50v-70h-50ZM28-150h34v20h-34Z" fill="${cabin}"/><rect x="30" y="-180" width="16" height="30" fill="${stripe}"/><path d="M26-112h42M26-92h42" stroke="${hull}" stroke-width="6" stroke-dasharray="8 5"/>`;
  const R = rng(11);
  let byColor = {};
  for (let col = 0; col < 10; col++) {
    const stack = col % 3 === 1 ? 3 : col % 4 === 0 ? 2 : 3 - (col % 2);
    for (let r = 0; r < stack; r++) {
      const c = boxes[Math.floor(R() * boxes.length)];
      (byColor[c] ??= []).push(`M${90 + col * 44}-${84 + r * 24}h40v22h-40Z`);
    }
  }
  for (const [c, ps] of Object.entries(byColor)) s += `<path d="${ps.join('')}" fill="${c}"/>`;
  return s;
}
export function crane(d, { fill = P.a5, cable = P.b7 }) {
  let lat = '';
  for (let y = 0; y > -300; y -= 30) lat += `M0 ${y}L24 ${y - 30}M24 ${y}L0 ${y - 30}`;
  let jib = '';
  for (let x = -90; x < 270; x += 30) jib += `M${x}-300L${x + 15}-322L${x + 30}-300`;
  return `<g fill="none" stroke="${fill}" stroke-width="5" stroke-linejoin="round"><path d="M0 0V-300M24 0V-300M-90-300H270M-90-322H270"/><path d="${lat}${jib}" stroke-width="3"/></g>` +
    `<path d="M-6-322L12-364 30-322Z" fill="${fill}"/><rect x="-86" y="-316" width="40" height="36" fill="${P.sl}"/><rect x="28" y="-300" width="30" height="26" fill="${fill}"/>` +
    `<path d="M200-300V-170" stroke="${cable}" stroke-width="3"/><path d="M200-170v12a8 8 0 0 1-8 8" fill="none" stroke="${cable}" stroke-width="5" stroke-linecap="round"/>`;
}
export function cone(d, { fill = P.a5 }) {
  return `<rect x="-26" y="-8" width="52" height="8" rx="3" fill="${fill}"/><path d="M-18-8L-5-62H5L18-8Z" fill="${fill}"/><path d="M-14-22H14L11-34H-11ZM-9-44H9L7-52H-7Z" fill="#fff"/>`;
}
export function compass(d, { r = 70, ring = P.b7, face = '#fff', n1 = P.ch, n2 = P.b3 }) {
  let ticks = '';
  for (let k = 0; k < 12; k++) { const a = (k * Math.PI) / 6; ticks += `M${i(Math.sin(a) * r * 0.78)} ${i(-Math.cos(a) * r * 0.78)}L${i(Math.sin(a) * r * 0.88)} ${i(-Math.cos(a) * r * 0.88)}`; }
  return `<circle r="${r}" fill="${face}" stroke="${ring}" stroke-width="${i(r * 0.14)}"/><path d="${ticks}" stroke="${P.b3}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M0 ${i(-r * 0.66)}L${i(r * 0.14)} 0H${i(-r * 0.14)}Z" fill="${n1}"/><path d="M0 ${i(r * 0.66)}L${i(r * 0.14)} 0H${i(-r * 0.14)}Z" fill="${n2}"/><circle r="${i(r * 0.1)}" fill="${ring}"/>` +
    `<rect x="${i(-r * 0.12)}" y="${i(-r * 1.26)}" width="${i(r * 0.24)}" height="${i(r * 0.2)}" rx="4" fill="${ring}"/>`;
}
export function truck(d, { body = '#fff', cab = P.b5, wheel = P.b9 }) {
  return `<rect x="0" y="-110" width="190" height="90" rx="6" fill="${body}"/><path d="M196-20V-84H240L270-52V-20Z" fill="${cab}"/><path d="M206-76H236L256-54H206Z" fill="${P.b1}"/>` +
    `<path d="M0-44H190" stroke="${P.a5}" stroke-width="8"/><g fill="${wheel}"><circle cx="44" cy="-16" r="18"/><circle cx="150" cy="-16" r="18"/><circle cx="236" cy="-16" r="18"/></g><g fill="${P.b3}"><circle cx="44" cy="-16" r="7"/><circle cx="150" cy="-16" r="7"/><circle cx="236" cy="-16" r="7"/></g>`;
}
