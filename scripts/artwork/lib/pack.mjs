// Export packing and settings: stages (wall + floor), pallets, fibre drums,
// woven and paper bags, jute sacks, tins, vacuum packs, mesh bags, open-top
// cartons, IBC totes, jumbo bags. Drawn around the ground centre (0,0), y up
// negative, mostly in a front view with a little top, so they read apart from
// the isometric cartons of objects.mjs.
import { P, i, n, join, poly, use, rng, scatter } from './core.mjs';

// ---------- stages ----------
// A back wall and a floor (or table top) with an optional detail on the wall.
export function stage(d, { wall, floor, y = 300, edge = null, detail = '', lines = null }) {
  const { w, h } = d;
  // Wall and floor overshoot the frame so a scene can be lifted or lowered a little.
  let s = `<rect y="-40" width="${w}" height="${h + 80}" fill="${wall}"/>${detail}<rect y="${y}" width="${w}" height="${h - y + 40}" fill="${floor}"/>`;
  if (edge) s += `<path d="M0 ${y + 3}H${w}" stroke="${edge}" stroke-width="6"/>`;
  if (lines) {
    let l = '';
    for (let k = 1; k <= lines.n; k++) l += `M0 ${i(y + (k * (h - y)) / (lines.n + 1) + k * k * 2)}H${w}`;
    s += `<path d="${l}" stroke="${lines.c}" stroke-opacity="${lines.op ?? 0.35}" stroke-width="2"/>`;
  }
  return s;
}
// Warehouse racking silhouette on the wall: uprights, beams and faint loads.
export function racking(d, { x0 = 0, x1 = d.w, top = 60, bottom = 300, c, bays = 3, load = null }) {
  const bw = (x1 - x0) / bays;
  let up = '', beams = '', loads = '';
  for (let k = 0; k <= bays; k++) up += `M${i(x0 + k * bw)} ${top}V${bottom}`;
  const levels = [top + 10, i((top + bottom) / 2)];
  for (const y of levels) beams += `M${x0} ${y}H${x1}`;
  if (load) for (let k = 0; k < bays; k++) for (const [j, y] of levels.entries()) if ((k + j) % 3 !== 2) loads += `M${i(x0 + k * bw + 12)} ${y}h${i(bw - 24)}v-${i(Math.min(60, (bottom - top) / 2 - 24))}h-${i(bw - 24)}Z`;
  return (load ? `<path d="${loads}" fill="${load}"/>` : '') + `<path d="${up}${beams}" stroke="${c}" stroke-width="6"/>`;
}
// A tall window with mullions (cheap context for wall stages).
export function windowPane(x, y, w, h, { frame, glass }) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${glass}" stroke="${frame}" stroke-width="8"/><path d="M${i(x + w / 2)} ${y}v${h}M${x} ${i(y + h / 2)}h${w}" stroke="${frame}" stroke-width="5"/>`;
}
export const ground = (x, y, rx, c, op = 1, ry = 9) => `<ellipse cx="${i(x)}" cy="${i(y)}" rx="${i(rx)}" ry="${ry}" fill="${c}"${op < 1 ? ` opacity="${n(op)}"` : ''}/>`;

// ---------- pallets ----------
export function pallet(w = 200, { top = P.a6, block = P.ea } = {}) {
  const hw = i(w / 2), bx = [[-hw, 0], [-14, 0], [hw - 28, 0]];
  return `<path d="M${-hw - 4} -24h${w + 8}v9h${-w - 8}Z" fill="${top}"/><path d="${bx.map(([x]) => `M${x} -15h28v15h-28Z`).join('')}" fill="${block}"/>` +
    `<path d="M${-hw - 4} -2h${w + 8}" stroke="${top}" stroke-width="4"/>`;
}

// ---------- drums ----------
// Kraft fibre drum with steel chimes and a locking-ring lid (APIs, excipients).
export function fibreDrum({ w = 90, h = 120, body = P.sa, lid = P.b5, chime = P.sl, label = '#fff', mark = P.a5 }) {
  const hw = i(w / 2), ry = i(w * 0.13);
  let s = `<path d="M${-hw} ${-h}V0a${hw} ${ry} 0 0 0 ${2 * hw} 0V${-h}Z" fill="${body}"/>`;
  s += `<path d="M${i(hw * 0.5)} ${-h}H${hw}V0a${hw} ${ry} 0 0 1 ${-i(hw * 0.5)} ${i(ry * 0.92)}Z" fill="${P.ea}" opacity=".2"/>`;
  s += `<path d="M${-hw} -8a${hw} ${ry} 0 0 0 ${2 * hw} 0" fill="none" stroke="${chime}" stroke-width="9"/>`;
  s += `<path d="M${-i(hw * 0.62)} ${-h + 14}V-14" stroke="#fff" stroke-opacity=".3" stroke-width="8" stroke-linecap="round"/>`;
  if (label) {
    const lw = i(w * 0.5), ly = i(-h * 0.62);
    s += `<rect x="${-i(lw / 2)}" y="${ly}" width="${lw}" height="${i(h * 0.3)}" rx="3" fill="${label}"/><path d="M${-i(lw / 2) + 7} ${ly + 10}h${i(lw * 0.5)}M${-i(lw / 2) + 7} ${ly + 20}h${lw - 14}" stroke="${P.b3}" stroke-width="4"/><circle cx="${i(lw / 2) - 10}" cy="${ly + 10}" r="5" fill="${mark}"/>`;
  }
  s += `<ellipse cy="${-h}" rx="${hw + 3}" ry="${ry + 2}" fill="${lid}"/><path d="M${-hw - 3} ${-h}a${hw + 3} ${ry + 2} 0 0 0 ${2 * hw + 6} 0" fill="none" stroke="${chime}" stroke-width="7"/>`;
  s += `<rect x="${i(hw * 0.35)}" y="${-h + ry - 4}" width="14" height="12" rx="2" fill="${chime}"/>`;
  return s;
}

// ---------- bags and sacks ----------
function bagPath(w, h, bulge = 10) {
  const hw = w / 2;
  return `M${i(-hw)} ${-h}L${i(hw)} ${-h}C${i(hw + bulge)} ${i(-h * 0.62)} ${i(hw + bulge)} ${i(-h * 0.22)} ${i(hw - 2)} -5Q${i(hw - 6)} 0 ${i(hw - 16)} 0H${i(-hw + 16)}Q${i(-hw + 6)} 0 ${i(-hw + 2)} -5C${i(-hw - bulge)} ${i(-h * 0.22)} ${i(-hw - bulge)} ${i(-h * 0.62)} ${i(-hw)} ${-h}Z`;
}
// Filled bag standing up, top stitched. kind: pp (white woven), paper (kraft
// multiwall), jute (hessian), hdpe (plain coloured).
export function bag({ w = 110, h = 150, kind = 'pp', fill, print = P.b5, mark = P.a5, band = true }) {
  const F = fill ?? { pp: '#fff', paper: P.a2, jute: P.sa, hdpe: P.b1 }[kind];
  const hw = w / 2;
  let s = `<path d="M${i(-hw)} ${-h}l-8-10 12 3ZM${i(hw)} ${-h}l8-10-12 3Z" fill="${F}"/>`;
  s += `<path d="${bagPath(w, h)}" fill="${F}"/>`;
  s += `<path d="M${i(hw * 0.45)} ${-h + 6}C${i(hw + 4)} ${i(-h * 0.6)} ${i(hw + 4)} ${i(-h * 0.25)} ${i(hw * 0.7)} -3" fill="none" stroke="${P.ea}" stroke-opacity=".12" stroke-width="${i(w * 0.18)}"/>`;
  if (kind === 'pp' || kind === 'jute') {
    let t = '';
    const step = kind === 'jute' ? 9 : 11;
    for (let y = -h + 16; y < -8; y += step) t += `M${i(-hw + 3)} ${y}H${i(hw - 3)}`;
    if (kind === 'jute') for (let x = -hw + 10; x < hw - 4; x += 10) t += `M${i(x)} ${-h + 14}V-6`;
    s += `<path d="${t}" stroke="${kind === 'jute' ? P.ea : P.b3}" stroke-opacity="${kind === 'jute' ? 0.22 : 0.3}" stroke-width="${kind === 'jute' ? 2.5 : 1.5}"/>`;
  }
  s += `<path d="M${i(-hw + 3)} ${-h + 9}H${i(hw - 3)}" stroke="${kind === 'jute' ? P.ea : print}" stroke-width="2.5" stroke-dasharray="6 4"/>`;
  if (band) {
    const by = i(-h * 0.66), bh = i(h * 0.36), bw = i(w * 0.72);
    if (kind === 'jute') {
      s += `<g fill="none" stroke="${print}" stroke-width="5" opacity=".8"><circle cy="${i(by + bh * 0.38)}" r="${i(bh * 0.26)}"/><path d="M${-i(bw * 0.35)} ${by + bh - 4}h${i(bw * 0.7)}"/></g>`;
    } else {
      s += `<rect x="${-i(bw / 2)}" y="${by}" width="${bw}" height="${bh}" rx="6" fill="${print}"/>`;
      s += `<circle cx="${-i(bw / 2) + i(bh * 0.45)}" cy="${i(by + bh / 2)}" r="${i(bh * 0.28)}" fill="${mark}"/><path d="M${-i(bw / 2) + i(bh * 0.9)} ${i(by + bh * 0.38)}h${i(bw * 0.4)}M${-i(bw / 2) + i(bh * 0.9)} ${i(by + bh * 0.64)}h${i(bw * 0.28)}" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`;
    }
  }
  return s;
}
// Bag lying flat (for pallet stacks), front end view of its long side.
export function bagFlat({ w = 130, h = 36, fill = '#fff', print = P.b5, edge = P.b3 }) {
  const r = i(h * 0.45);
  return `<rect x="${-i(w / 2)}" y="${-h}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="${edge}" stroke-opacity=".6" stroke-width="2"/>` +
    `<path d="M${-i(w / 2) + 9} ${-h + 5}v${h - 10}M${i(w / 2) - 9} ${-h + 5}v${h - 10}" stroke="${edge}" stroke-width="2" stroke-dasharray="3 3"/>` +
    (print ? `<rect x="${-i(w * 0.22)}" y="${-h + 8}" width="${i(w * 0.44)}" height="${h - 16}" rx="3" fill="${print}"/>` : '');
}
// A pallet load of flat bags in a brick pattern.
export function bagStack(d, { cols = 2, rows = 4, bw = 120, bh = 34, fill = '#fff', print = P.b5, edge = P.b3, pal = true }) {
  const key = [cols, rows, bw, bh, fill, print, edge].join();
  const one = d.def('bagf' + key, (id) => `<g id="${id}">${bagFlat({ w: bw, h: bh, fill, print, edge })}</g>`);
  const W = cols * bw;
  let s = pal ? pallet(W + 10) : '';
  const y0 = pal ? -24 : 0;
  for (let r = 0; r < rows; r++) {
    const off = r % 2 ? bw * 0.25 : -bw * 0.0;
    for (let c = 0; c < cols; c++) {
      const x = -W / 2 + bw / 2 + c * bw + (r % 2 ? (c === 0 ? bw * 0.12 : -bw * 0.12) : 0) + off * 0;
      s += use(one, i(x), i(y0 - r * (bh - 3)));
    }
  }
  return s;
}
// Pallet of upright bags seen from the front, two rows deep (back row darker).
export function bagRow(d, { count = 3, w = 96, h = 130, kind = 'pp', print = P.b5, mark = P.a5, gap = -10, pal = true, fill }) {
  const key = [w, h, kind, print, mark, fill].join();
  const one = d.def('bagu' + key, (id) => `<g id="${id}">${bag({ w, h, kind, print, mark, fill })}</g>`);
  const W = count * (w + gap) - gap;
  let s = pal ? pallet(W + 20) : '';
  const y0 = pal ? -24 : 0;
  for (let k = 0; k < count; k++) s += use(one, i(-W / 2 + w / 2 + k * (w + gap)), y0);
  return s;
}
// Open jute sack, top rolled down, a heap of the goods inside (front view).
export function openSack({ w = 170, h = 170, fill, heap = '', kind = 'jute', print = null }) {
  const hw = w / 2, F = kind === 'jute' ? P.sa : kind === 'paper' ? P.a2 : '#fff';
  const rim = -h + 22;
  let s = `<path d="M${i(-hw - 4)} ${rim}C${i(-hw - 14)} ${i(-h * 0.5)} ${i(-hw - 12)} ${i(-h * 0.2)} ${i(-hw + 2)} -5Q${i(-hw + 6)} 0 ${i(-hw + 18)} 0H${i(hw - 18)}Q${i(hw - 6)} 0 ${i(hw - 2)} -5C${i(hw + 12)} ${i(-h * 0.2)} ${i(hw + 14)} ${i(-h * 0.5)} ${i(hw + 4)} ${rim}Z" fill="${F}"/>`;
  if (kind !== 'paper') {
    let t = '';
    const st = Math.max(9, Math.round(w / 17));
    for (let y = rim + 14; y < -8; y += st) t += `M${i(-hw + 2)} ${y}H${i(hw - 2)}`;
    if (kind === 'jute') for (let x = -hw + st; x < hw - 4; x += st) t += `M${i(x)} ${rim + 12}V-6`;
    s += `<path d="${t}" stroke="${kind === 'jute' ? P.ea : P.b3}" stroke-opacity=".22" stroke-width="${kind === 'jute' ? 2.5 : 1.5}"/>`;
  }
  s += `<path d="M${i(hw * 0.45)} ${rim + 8}C${i(hw + 6)} ${i(-h * 0.45)} ${i(hw + 4)} ${i(-h * 0.2)} ${i(hw * 0.7)} -3" fill="none" stroke="${P.ea}" stroke-opacity=".12" stroke-width="${i(w * 0.16)}"/>`;
  if (print) s += `<g fill="none" stroke="${print}" stroke-width="5" opacity=".75"><circle cy="${i(-h * 0.42)}" r="${i(h * 0.1)}"/><path d="M${-i(w * 0.22)} ${i(-h * 0.22)}h${i(w * 0.44)}"/></g>`;
  // mouth: back lip, contents, rolled cuff in front
  s += `<ellipse cy="${rim}" rx="${i(hw + 4)}" ry="${i(w * 0.1)}" fill="${kind === 'jute' ? P.ea : P.a6}" opacity=".6"/>`;
  s += `<g transform="translate(0 ${rim})">${heap}</g>`;
  s += `<path d="M${i(-hw - 8)} ${rim}A${i(hw + 8)} ${i(w * 0.1)} 0 0 0 ${i(hw + 8)} ${rim}l-2 16A${i(hw + 6)} ${i(w * 0.1)} 0 0 1 ${i(-hw - 6)} ${rim + 16}Z" fill="${kind === 'jute' ? P.a2 : F}" stroke="${P.ea}" stroke-opacity=".25" stroke-width="2"/>`;
  return s;
}

// ---------- tins and packs ----------
// Square 10 kg tin (cashew kernels), front + side, round press lid on top.
export function squareTin({ w = 90, dd = 40, h = 120, body = P.b1, side = P.b3, band = P.a5, mark = P.b7, open = null }) {
  const hw = w / 2, sk = i(dd * 0.5);
  let s = `<path d="M${hw} ${-h}l${dd} ${-sk}v${h}l${-dd} ${sk}Z" fill="${side}"/>`;
  s += `<rect x="${-hw}" y="${-h}" width="${w}" height="${h}" fill="${body}"/>`;
  s += `<path d="M${-hw} ${-h}h${w}l${dd} ${-sk}h${-w}Z" fill="#fff"/>`;
  s += `<path d="M${-hw} ${i(-h * 0.66)}h${w}v${i(h * 0.4)}h${-w}Z" fill="${band}"/><path d="M${hw} ${i(-h * 0.66)}l${dd} ${-sk}v${i(h * 0.4)}l${-dd} ${sk}Z" fill="${band}"/><path d="M${hw} ${i(-h * 0.66)}l${dd} ${-sk}v${i(h * 0.4)}l${-dd} ${sk}Z" fill="#000" opacity=".12"/>`;
  s += `<circle cx="${-i(hw * 0.45)}" cy="${i(-h * 0.46)}" r="${i(h * 0.1)}" fill="#fff"/><path d="M${-i(hw * 0.1)} ${i(-h * 0.52)}h${i(hw * 0.9)}M${-i(hw * 0.1)} ${i(-h * 0.4)}h${i(hw * 0.6)}" stroke="${mark}" stroke-width="5" stroke-linecap="round"/>`;
  s += `<path d="M${-hw} ${-h + 3}h${w}M${-hw} -3h${w}" stroke="${side}" stroke-width="4"/><path d="M${-hw + 10} ${-h + 12}v${i(h * 0.2)}" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".7"/>`;
  const cx = i(dd / 2), cy = -h - i(sk / 2);
  // open: { fill, items } — the lid is off and the kernels fill the mouth
  s += open ? `<path d="M${-hw + 5} ${-h - 2}h${w - 10}l${dd - 6} ${-sk + 3}h${-w + 10}Z" fill="${open.fill}"/><g transform="translate(${cx} ${cy})">${open.items}</g>` : `<ellipse cx="${cx}" cy="${cy}" rx="${i(w * 0.28)}" ry="${i(sk * 0.5)}" fill="${side}"/><ellipse cx="${cx}" cy="${cy - 3}" rx="${i(w * 0.24)}" ry="${i(sk * 0.4)}" fill="${P.b1}"/>`;
  return s;
}
// 15 litre square oil tin: front, side, top with spout and a wire handle.
export function oilTin({ w = 80, dd = 36, h = 110, body = P.b1, side = P.b3, band = P.a5, mark = P.lf }) {
  const hw = w / 2, sk = i(dd * 0.5);
  return `<path d="M${hw} ${-h}l${dd} ${-sk}v${h}l${-dd} ${sk}Z" fill="${side}"/><rect x="${-hw}" y="${-h}" width="${w}" height="${h}" fill="${body}"/><path d="M${-hw} ${-h}h${w}l${dd} ${-sk}h${-w}Z" fill="#fff"/>` +
    `<path d="M${-hw} ${i(-h * 0.7)}h${w}v${i(h * 0.46)}h${-w}Z" fill="${band}"/><circle cy="${i(-h * 0.47)}" r="${i(h * 0.13)}" fill="#fff"/><circle cy="${i(-h * 0.47)}" r="${i(h * 0.07)}" fill="${mark}"/>` +
    `<path d="M${-hw + 16} ${-h - 4}Q${i(dd * 0.4)} ${-h - sk - 18} ${i(hw + dd * 0.5 - 16)} ${-h - sk + 2}" fill="none" stroke="${P.sl}" stroke-width="5" stroke-linecap="round"/><rect x="${i(hw + dd * 0.5 - 9)}" y="${-h - sk - 10}" width="18" height="14" rx="3" fill="${P.b7}"/>`;
}
// Vacuum pack (a brick of kernels in clear film), front view.
export function vacPack({ w = 120, h = 70, fill = P.cr, bump = P.sa, film = '#fff', seed = 3 }) {
  const R = rng(seed);
  let bumps = '';
  for (let y = -h + 14; y < -8; y += 13) for (let x = -w / 2 + 14 + (y % 2 ? 6 : 0); x < w / 2 - 10; x += 16) bumps += `M${i(x + R() * 4)} ${i(y + R() * 3)}c5-6 11-3 10 3`;
  return `<rect x="${-i(w / 2)}" y="${-h}" width="${w}" height="${h}" rx="10" fill="${fill}"/>` +
    `<path d="${bumps}" fill="none" stroke="${bump}" stroke-width="3" stroke-linecap="round"/>` +
    `<rect x="${-i(w / 2)}" y="${-h}" width="${w}" height="${h}" rx="10" fill="${film}" opacity=".25" stroke="${film}" stroke-width="3"/>` +
    `<path d="M${-i(w / 2) + 10} ${-h + 10}l${i(w * 0.3)} ${i(h * 0.5)}" stroke="#fff" stroke-opacity=".7" stroke-width="5" stroke-linecap="round"/>`;
}

// Cartons in the same 3/4 view as fruitCarton: front face, side to the right.
const cartonFaces = (w, dd, h, sk, body, side) =>
  `<path d="M${i(w / 2)} ${-h}l${dd} ${-sk}v${h}l${-dd} ${sk}Z" fill="${side}"/><rect x="${-i(w / 2)}" y="${-h}" width="${w}" height="${h}" fill="${body}"/>`;
export function closedCarton({ w = 150, dd = 70, h = 80, body = P.a2, side = P.sa, top = P.cr, print = P.b5, tape = true }) {
  const hw = i(w / 2), sk = i(dd * 0.5);
  let s = cartonFaces(w, dd, h, sk, body, side) + `<path d="M${-hw} ${-h}l${dd} ${-sk}h${w}l${-dd} ${sk}Z" fill="${top}"/>`;
  if (tape) s += `<path d="M${i(-hw + dd / 2)} ${-h - i(sk / 2)}h${w}" stroke="${P.a2}" stroke-width="10"/>`;
  s += `<path d="M${-hw} ${-h + 2}h${w}l${dd} ${-sk}" fill="none" stroke="${P.ea}" stroke-opacity=".3" stroke-width="3"/>`;
  if (print) s += `<rect x="${-i(hw * 0.6)}" y="${i(-h * 0.62)}" width="${i(w * 0.6)}" height="${i(h * 0.3)}" rx="4" fill="${print}"/>`;
  return s;
}
// Carton with its four top flaps open; `inner` is drawn at the centre of the opening.
export function openCarton({ w = 130, dd = 60, h = 90, inner = '', body = P.a2, side = P.sa, print = P.b5, fl = 34 }) {
  const hw = i(w / 2), sk = i(dd * 0.5);
  const A = [-hw, -h], B = [hw, -h], C = [hw + dd, -h - sk], D = [-hw + dd, -h - sk];
  const q = (pts) => 'M' + pts.map((p) => `${i(p[0])} ${i(p[1])}`).join('L') + 'Z';
  let s = `<path d="${q([D, C, [C[0] + 8, C[1] - fl], [D[0] + 8, D[1] - fl]])}" fill="${side}"/>`;
  s += `<path d="${q([A, B, C, D])}" fill="${P.a6}"/>`;
  s += `<g transform="translate(${i(dd / 2)} ${-h - i(sk / 2)})">${inner}</g>`;
  s += cartonFaces(w, dd, h, sk, body, side);
  s += `<path d="${q([B, C, [C[0] + fl, C[1] + 6], [B[0] + fl, B[1] + 6]])}" fill="${body}"/>`;
  s += `<path d="${q([A, D, [D[0] - fl, D[1] - 10], [A[0] - fl, A[1] - 10]])}" fill="${P.cr}"/>`;
  s += `<path d="M${-hw} ${-h}h${w}" stroke="${P.cr}" stroke-width="4"/>`;
  if (print) s += `<rect x="${-i(hw * 0.6)}" y="${i(-h * 0.4)}" width="${i(w * 0.6)}" height="${i(h * 0.24)}" rx="4" fill="${print}"/>`;
  return s;
}

// ---------- produce packing ----------
// Mesh bag of round produce (onions, potatoes): fill the shape, net over it.
export function meshBag(d, { w = 110, h = 150, item, net = P.ch, tag = '#fff', seed = 5, key = 'mb', count = 22, minD = 26 }) {
  const hw = w / 2;
  const shape = `M-14 ${-h}C${i(-hw * 0.6)} ${i(-h * 0.78)} ${i(-hw - 6)} ${i(-h * 0.55)} ${i(-hw)} ${i(-h * 0.3)}C${i(-hw + 4)} -6 ${i(-hw * 0.5)} 0 0 0S${i(hw - 4)} -6 ${i(hw)} ${i(-h * 0.3)}C${i(hw + 6)} ${i(-h * 0.55)} ${i(hw * 0.6)} ${i(-h * 0.78)} 14 ${-h}Z`;
  const cp = d.def(key + 'c' + w + h, (id) => `<clipPath id="${id}"><path d="${shape}"/></clipPath>`);
  const R = rng(seed);
  const pts = scatter(R, count, (r) => [(r() - 0.5) * w, -r() * h * 0.85 - 8], minD).reverse();
  let s = `<path d="${shape}" fill="${P.ea}" opacity=".35"/><g clip-path="url(#${cp})">`;
  for (const [x, y] of pts) s += use(item, i(x), i(y));
  const lat = d.def(`lat${w}x${h}`, (id) => {
    let l = '';
    for (let x = -w - h; x < w; x += 16) l += `M${x} 0l${h} ${-h}M${x + h} 0l${-h} ${-h}`;
    return `<path id="${id}" d="${l}"/>`;
  });
  s += `<use href="#${lat}" stroke="${net}" stroke-width="2.5" opacity=".85"/></g>`;
  s += `<path d="M-14 ${-h}l-4-22h36l-4 22Z" fill="${net}"/><path d="M-18 ${-h - 12}h36" stroke="${P.a5}" stroke-width="7" stroke-linecap="round"/>`;
  s += `<rect x="${i(hw * 0.15)}" y="${i(-h * 0.62)}" width="34" height="26" rx="4" fill="${tag}" transform="rotate(8)"/>`;
  return s;
}
// Open-top fruit carton in a 3/4 view, filled with a layer of round fruit.
export function fruitCarton(d, { w = 170, dd = 80, h = 60, item, rows = 2, cols = 4, body = P.a2, side = P.sa, print = P.lf, r = 22, heap = 8 }) {
  const sk = dd * 0.5;
  // back inner walls
  let s = `<path d="M${-w / 2} ${-h}l${dd} ${-sk}h${w}v${h * 0.3}H${-w / 2 + dd}Z" fill="${P.a6}"/>`;
  // fruit: rows from back to front
  for (let rr = rows - 1; rr >= 0; rr--) {
    const t = (rr + 0.5) / rows;
    for (let c = 0; c < cols; c++) {
      const x = -w / 2 + (c + 0.5) * (w / cols) + dd * t, y = -h - sk * t - heap * (1 - t * 0.5);
      s += use(item, i(x), i(y));
    }
  }
  // front face and side face
  s += `<path d="M${-w / 2} ${-h}h${w}v${h}h${-w}Z" fill="${body}"/><path d="M${w / 2} ${-h}l${dd} ${-sk}v${h}l${-dd} ${sk}Z" fill="${side}"/>`;
  s += `<path d="M${-w / 2} ${-h}h${w}l${dd} ${-sk}" fill="none" stroke="${P.cr}" stroke-width="4" stroke-linejoin="round"/>`;
  s += `<rect x="${i(-w * 0.38)}" y="${i(-h * 0.7)}" width="${i(w * 0.42)}" height="${i(h * 0.4)}" rx="4" fill="${print}"/>`;
  s += `<path d="M${i(w / 2 + dd * 0.3)} ${i(-h * 0.62 - sk * 0.3)}l${i(dd * 0.36)} ${i(-sk * 0.36)}" stroke="${P.ea}" stroke-width="9" stroke-linecap="round" opacity=".6"/>`;
  return s;
}

// ---------- bulk liquids and solids ----------
// IBC tote: caged white tank on a steel pallet with a bottom valve.
export function ibc({ w = 150, h = 150, liquid = P.b3, level = 0.6, cage = P.sl, cap = P.b5 }) {
  const hw = w / 2, th = h - 28;
  let s = `<rect x="${-hw}" y="-28" width="${w}" height="28" fill="${P.b7}"/><path d="M${-hw + 8}-20h${w * 0.3}v20h-${w * 0.3}ZM${hw - 8 - w * 0.3}-20h${w * 0.3}v20h-${w * 0.3}Z" fill="${P.b9}"/>`;
  s += `<rect x="${-hw + 6}" y="${-h}" width="${w - 12}" height="${th}" rx="10" fill="#fff" opacity=".9"/>`;
  s += `<rect x="${-hw + 6}" y="${i(-28 - th * level)}" width="${w - 12}" height="${i(th * level)}" rx="8" fill="${liquid}" opacity=".85"/>`;
  let g = `M${-hw} ${-h}H${hw}M${-hw} ${i(-28 - th / 2)}H${hw}`;
  for (let x = -hw; x <= hw + 1; x += w / 4) g += `M${i(x)} ${-h}V-28`;
  s += `<path d="${g}" stroke="${cage}" stroke-width="5" fill="none"/>`;
  s += `<rect x="-16" y="${-h - 12}" width="32" height="14" rx="3" fill="${cap}"/><rect x="-10" y="-42" width="20" height="14" fill="${cage}"/><path d="M0-42v-8" stroke="${P.a5}" stroke-width="6" stroke-linecap="round"/>`;
  return s;
}
// Jumbo bag (FIBC): woven cube bag with four lift loops, on a pallet.
export function jumboBag({ w = 150, h = 150, fill = '#fff', loop = P.b5, print = P.a5 }) {
  const hw = w / 2, y0 = -24;
  let s = pallet(w + 10);
  s += `<path d="M${-hw} ${y0 - h + 10}Q0 ${y0 - h - 6} ${hw} ${y0 - h + 10}Q${hw + 10} ${y0 - h / 2} ${hw} ${y0 - 2}Q0 ${y0 + 4} ${-hw} ${y0 - 2}Q${-hw - 10} ${y0 - h / 2} ${-hw} ${y0 - h + 10}Z" fill="${fill}"/>`;
  let t = '';
  for (let y = y0 - h + 22; y < y0 - 6; y += 12) t += `M${-hw + 3} ${y}H${hw - 3}`;
  s += `<path d="${t}" stroke="${P.b3}" stroke-opacity=".3" stroke-width="1.5"/>`;
  s += `<path d="M${-hw + 14} ${y0 - h + 10}v${h - 14}M${hw - 14} ${y0 - h + 10}v${h - 14}" stroke="${loop}" stroke-width="8"/>`;
  s += `<path d="M${-hw + 8} ${y0 - h + 12}c0-26 14-26 14 0M${hw - 22} ${y0 - h + 12}c0-26 14-26 14 0" fill="none" stroke="${loop}" stroke-width="6"/>`;
  s += `<rect x="-30" y="${i(y0 - h * 0.62)}" width="60" height="${i(h * 0.3)}" rx="4" fill="${print}"/><path d="M-12 ${y0 - h + 4}h24l-4-16h-16Z" fill="${fill}" stroke="${P.b3}" stroke-width="2"/>`;
  return s;
}
