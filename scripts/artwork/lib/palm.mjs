// Areca-palm leaf tableware: plan-view shapes rendered with a tilt.
import { P, n, i, join, rng } from './core.mjs';

export const SH = {
  circle: (r) => (r = +r, `M${-r} 0a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`),
  ellipse: (rx, ry) => (rx = +rx, ry = +ry, `M${-rx} 0a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`),
  rrect: (w, h, r, cx = 0, cy = 0) => {
    [w, h, r] = [+w, +h, +r];
    const x = cx - w / 2, y = cy - h / 2;
    return `M${join([i(x + r), i(y)])}h${i(w - 2 * r)}a${r} ${r} 0 0 1 ${r} ${r}v${i(h - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${r}h${i(-(w - 2 * r))}a${r} ${r} 0 0 1 ${-r} ${-r}v${i(-(h - 2 * r))}a${r} ${r} 0 0 1 ${r} ${-r}Z`;
  },
  heart: (s) => {
    const k = (v) => i(v * s);
    return `M0 ${k(100)}C${k(-40)} ${k(70)} ${k(-130)} ${k(20)} ${k(-130)} ${k(-45)}C${k(-130)} ${k(-100)} ${k(-70)} ${k(-125)} ${k(-35)} ${k(-110)}C${k(-15)} ${k(-102)} ${k(-5)} ${k(-90)} 0 ${k(-78)}C${k(5)} ${k(-90)} ${k(15)} ${k(-102)} ${k(35)} ${k(-110)}C${k(70)} ${k(-125)} ${k(130)} ${k(-100)} ${k(130)} ${k(-45)}C${k(130)} ${k(20)} ${k(40)} ${k(70)} 0 ${k(100)}Z`;
  },
  boat: (w, h) => (w = +w, h = +h, `M${-w} 0C${i(-w * 0.6)} ${-h} ${i(w * 0.6)} ${-h} ${w} 0C${i(w * 0.6)} ${h} ${i(-w * 0.6)} ${h} ${-w} 0Z`),
  leaf: (w, h) => (w = +w, h = +h, `M${-w} ${i(h * 0.2)}C${i(-w * 0.5)} ${-h} ${i(w * 0.5)} ${i(-h * 1.1)} ${w} ${i(-h * 0.2)}C${i(w * 0.5)} ${h} ${i(-w * 0.5)} ${i(h * 1.1)} ${-w} ${i(h * 0.2)}Z`),
  hexa: (r, rr = 26) => {
    // rounded hexagon
    [r, rr] = [+r, +rr];
    const v = [];
    for (let k = 0; k < 6; k++) { const a = (k * Math.PI) / 3; v.push([r * Math.cos(a), r * Math.sin(a)]); }
    let d = '';
    for (let k = 0; k < 6; k++) {
      const a = v[k], b = v[(k + 1) % 6], c = v[(k + 5) % 6];
      const f = rr / r;
      const p1 = [a[0] + (c[0] - a[0]) * f, a[1] + (c[1] - a[1]) * f], p2 = [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
      d += (k ? 'L' : 'M') + join([i(p1[0]), i(p1[1])]) + 'Q' + join([i(a[0]), i(a[1]), i(p2[0]), i(p2[1])]);
    }
    return d + 'Z';
  },
};

// Wavy grain lines over a plan box of +-S (one shared definition per file).
function grain(d) {
  const S = 300;
  return d.def('grain', (id) => {
    const R = rng(7);
    let g = '';
    for (let y = -S; y <= S; y += 20 + Math.floor(R() * 12)) {
      const a = R() * 10 - 5, b = R() * 10 - 5;
      g += `M${-S} ${y}C${join([-100, i(y + a), 100, i(y + b), S, i(y + (a - b) / 2)])}`;
    }
    let p = '';
    for (let k = 0; k < 6; k++) {
      const x = (R() - 0.5) * 360, y = (R() - 0.5) * 300, rx = 24 + R() * 40;
      p += `<ellipse cx="${i(x)}" cy="${i(y)}" rx="${i(rx)}" ry="${i(rx * 0.3)}"/>`;
    }
    return `<g id="${id}" transform="rotate(-60)"><g fill="${P.a6}" opacity=".12">${p}</g><path d="${g}" fill="none" stroke="${P.ea}" stroke-opacity=".16" stroke-width="1.6"/></g>`;
  });
}

// Render a palm item. outer: plan path; inner: wall path; floors: [paths];
// floorDy: floor offset (plan units); depth: side thickness on screen; tilt.
export function palmItem(d, { key, outer, inner, floors = null, floorDy = 6, depth = 9, tilt = 0.55, size = 240, stack = 0, deep = false, hw = 0, taper = 0.78 }) {
  const o = d.def(key + 'o', (id) => `<path id="${id}" d="${outer}"/>`);
  const inn = d.def(key + 'i', (id) => `<path id="${id}" d="${inner}"/>`);
  const clip = d.def(key + 'c', (id) => `<clipPath id="${id}"><use href="#${inn}"/></clipPath>`);
  const gr = grain(d);
  const dy = n(depth / tilt);
  let s = `<g transform="scale(1 ${tilt})">`;
  for (let k = stack; k >= 1; k--) {
    s += `<use href="#${o}" y="${n(((k + 1) * depth) / tilt)}" fill="${P.a6}" opacity=".5"/><use href="#${o}" y="${n((k * depth) / tilt)}" fill="${P.cr}"/>`;
  }
  const side = deep
    ? `<use href="#${o}" transform="translate(0 ${dy}) scale(${taper})"/><path d="M${-hw} 0H${hw}L${i(hw * taper)} ${i(depth / tilt)}H${i(-hw * taper)}Z"/>`
    : `<use href="#${o}" y="${dy}"/>`;
  s += `<g fill="${P.a6}" opacity=".5">${side}</g>`;
  s += `<use href="#${o}" fill="${P.cr}"/><use href="#${inn}" fill="${deep ? P.sa : P.a2}"/>`;
  s += `<g clip-path="url(#${clip})">`;
  const fl = floors ?? [];
  for (const f of fl) s += `<path d="${f}" transform="translate(0 ${floorDy})" fill="${deep ? P.a2 : P.sa}"/>`;
  if (deep) s += `<use href="#${inn}" fill="none" stroke="${P.a6}" stroke-opacity=".18" stroke-width="${i(size * 0.12)}" transform="translate(0 ${i(-size * 0.05)})"/>`;
  s += `<use href="#${gr}"/></g>`;
  s += `<use href="#${inn}" fill="none" stroke="${P.a6}" stroke-opacity=".25" stroke-width="2"/><use href="#${o}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>`;
  s += '</g>';
  return s;
}
