// Fruit and vegetable glyphs (each registered once per file as a def; use with
// use(id, x, y) or a transform). Drawn around their own centre.
import { P, i } from './core.mjs';

const def = (d, key, body) => d.def(key, (id) => `<g id="${id}">${body()}</g>`);
const shine = (x, y, rx, ry, op = 0.35, rot = -30) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#fff" opacity="${op}" transform="rotate(${rot} ${x} ${y})"/>`;

export const FRUIT = {
  // Whole orange with a leaf.
  orange: (d) => def(d, 'orange', () => `<circle r="30" fill="${P.a5}"/><path d="M-20 10a24 24 0 0 0 31 12" fill="none" stroke="${P.a6}" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"/>${shine(-10, -12, 8, 5)}<circle cy="-28" r="2.5" fill="${P.lf}"/><path d="M1-28C7-40 19-42 29-38 23-28 12-26 1-28Z" fill="${P.lf}"/>`),
  // Orange without a leaf (for packed layers).
  orangePlain: (d) => def(d, 'orangeP', () => `<circle r="24" fill="${P.a5}"/><path d="M-16 8a19 19 0 0 0 25 10" fill="none" stroke="${P.a6}" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>${shine(-8, -9, 6, 4)}<circle cy="-22" r="2" fill="${P.a6}"/>`),
  // Mandarin: smaller, flatter, deeper orange, with stem and leaf.
  mandarin: (d) => def(d, 'mand', () => `<ellipse rx="24" ry="19" fill="${P.a6}"/><ellipse rx="24" ry="19" fill="${P.a5}" opacity=".55"/><path d="M-10-16c3 6 3 26 0 34M10-16c-3 6-3 26 0 34" fill="none" stroke="${P.a6}" stroke-opacity=".5" stroke-width="2"/>${shine(-9, -7, 6, 3)}<path d="M0-19c2-6 8-10 16-10-2 7-8 10-16 10Z" fill="${P.lf}"/>`),
  // Lemon: oval with pointed ends, pale rind.
  lemon: (d) => def(d, 'lemon', () => `<path d="M-31 0c3-3 5-4 8-6C-15-20 15-20 23-6c3 2 5 3 8 6-3 3-5 4-8 6C15 20-15 20-23 6c-3-2-5-3-8-6Z" fill="${P.a2}" stroke="${P.a5}" stroke-width="2.5"/>${shine(-6, -8, 10, 4, 0.6, -8)}<path d="M-4 8q10 5 18 0" stroke="${P.a5}" stroke-opacity=".4" stroke-width="3" fill="none" stroke-linecap="round"/>`),
  // Grape bunch (green), stem on top.
  grapes: (d, c = [P.ll, P.lf]) => def(d, 'grapes' + c[0], () => {
    const pts = [[-14, -18], [0, -20], [14, -18], [-20, -4], [-6, -6], [8, -6], [21, -4], [-13, 8], [1, 8], [15, 8], [-6, 21], [8, 21], [1, 33]];
    return `<path d="M1-26v-10c0-6 6-8 10-10" fill="none" stroke="${P.ea}" stroke-width="4" stroke-linecap="round"/><path d="M4-34c8-12 22-12 30-6-8 8-20 10-30 6Z" fill="${P.lf}"/>` +
      `<g fill="${c[0]}" stroke="${c[1]}" stroke-width="2">${pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9"/>`).join('')}</g>` +
      `<path d="${pts.map(([x, y]) => `M${x - 3} ${y - 3}h0`).join('')}" stroke="#fff" stroke-opacity=".6" stroke-width="4" stroke-linecap="round"/>`;
  }),
  // Strawberry with seeds and a green calyx.
  strawberry: (d) => def(d, 'straw', () => `<path d="M-15-8C-16 6-6 18 0 20 6 18 16 6 15-8 10-13-10-13-15-8Z" fill="${P.ch}"/><path d="M-8-4h0M0-2h0M8-4h0M-5 5h0M5 5h0M0 12h0M-10 3h0M10 3h0" stroke="${P.a2}" stroke-width="2.5" stroke-linecap="round"/><path d="M-13-10l6 2 3-6 4 5 4-5 3 6 6-2-5 5H-8Z" fill="${P.lf}"/><path d="M0-14v-6" stroke="${P.lf}" stroke-width="3" stroke-linecap="round"/>`),
  // Pomegranate with its crown.
  pomegranate: (d) => def(d, 'pome', () => `<circle r="30" fill="${P.ch}"/><path d="M-22 12a26 26 0 0 0 34 12" fill="none" stroke="${P.ea}" stroke-opacity=".45" stroke-width="5" stroke-linecap="round"/>${shine(-11, -12, 8, 5, 0.3)}<path d="M-9-26l-2-11 6 5 5-8 5 8 6-5-2 11Z" fill="${P.ch}" stroke="${P.ea}" stroke-width="2" stroke-linejoin="round"/>`),
  // Halved pomegranate showing arils.
  pomegranateHalf: (d) => def(d, 'pomeH', () => {
    let a = '';
    for (let y = -14; y <= 14; y += 7) for (let x = -26 + Math.abs(y) * 0.5; x <= 26 - Math.abs(y) * 0.5; x += 7) a += `M${i(x)} ${i(y * 0.55)}h0`;
    return `<ellipse cy="6" rx="32" ry="16" fill="${P.ch}"/><ellipse rx="32" ry="16" fill="${P.cr}"/><path d="${a}" stroke="${P.ch}" stroke-width="6" stroke-linecap="round"/><path d="M-28 0h56M0-14v28" stroke="${P.cr}" stroke-width="2"/>`;
  }),
  // Date: glossy brown oblong.
  date: (d) => def(d, 'date', () => `<ellipse rx="16" ry="8" fill="${P.ea}"/><path d="M-10-3q6-4 14-2" stroke="${P.a6}" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M-6 3q6 2 12 0" stroke="#000" stroke-opacity=".15" stroke-width="2" fill="none"/>`),
  // Red onion with a dry neck and root hairs.
  onion: (d) => def(d, 'onion', () => `<path d="M0-30C4-24 6-22 12-18 26-10 28 8 18 16 10 22-10 22-18 16-28 8-26-10-12-18-6-22-4-24 0-30Z" fill="${P.ch}"/><path d="M0-26C-10-16-14 4-6 20M0-26C10-16 14 4 6 20" fill="none" stroke="${P.ea}" stroke-opacity=".45" stroke-width="2.5"/>${shine(-10, -4, 5, 8, 0.3, 20)}<path d="M-2-30l2-8 2 8" fill="${P.sa}"/><path d="M-6 20l-2 6M0 21v6M6 20l2 6" stroke="${P.sa}" stroke-width="2" stroke-linecap="round"/>`),
  // Potato: irregular oval with eyes.
  potato: (d) => def(d, 'potato', () => `<path d="M-28 2C-30-12-16-20 0-19 18-18 30-10 29 2 28 14 14 20-2 19-18 18-27 12-28 2Z" fill="${P.sa}" stroke="${P.a6}" stroke-opacity=".4" stroke-width="2"/><path d="M-14-6h0M6-10h0M16 4h0M-4 8h0" stroke="${P.ea}" stroke-opacity=".5" stroke-width="3.5" stroke-linecap="round"/>${shine(-10, -9, 9, 4, 0.4, -6)}`),
  // Sweet potato: tapered, reddish-brown skin.
  sweetPotato: (d) => def(d, 'sweetp', () => `<path d="M-40 2C-30-10-14-15 4-14 22-13 34-6 42 0 34 8 20 14 2 14-16 14-30 10-40 2Z" fill="${P.ea}"/><path d="M-40 2C-30-10-14-15 4-14 22-13 34-6 42 0 34 8 20 14 2 14-16 14-30 10-40 2Z" fill="${P.ch}" opacity=".35"/><path d="M-20-4q10 3 20 0M6 6q10-2 18 1" stroke="${P.a6}" stroke-opacity=".45" stroke-width="2" fill="none"/><path d="M42 0l8 1M-40 2l-6 1" stroke="${P.ea}" stroke-width="3" stroke-linecap="round"/>${shine(-10, -7, 12, 3, 0.25, -4)}`),
  // Cut sweet potato: orange flesh.
  sweetPotatoCut: (d) => def(d, 'sweetpc', () => `<ellipse rx="14" ry="12" fill="${P.ea}"/><ellipse rx="11" ry="9" fill="${P.a5}"/>`),
  // Garlic bulb.
  garlic: (d) => def(d, 'garlic', () => `<path d="M-4-44c-1 7 0 9-1 12-13 4-27 13-25 28 1 9 12 15 30 15s29-6 30-15c2-15-12-24-25-28-1-3 0-5-1-12Z" fill="#fff" stroke="${P.b3}" stroke-width="2"/><path d="M-3-31c-11 7-15 21-7 33M3-31c11 7 15 21 7 33M0-31c-3 9-3 21 0 33" fill="none" stroke="${P.ch}" stroke-opacity=".35" stroke-width="2.5" stroke-linecap="round"/><path d="M-5-43h3" stroke="${P.sa}" stroke-width="5" stroke-linecap="round"/>`),
  orangeHalf: (d) => def(d, 'orangeH', () => {
    let seg = '';
    for (let k = 0; k < 10; k++) { const a = (k * Math.PI) / 5; seg += `M0 0L${i(Math.cos(a) * 26)} ${i(Math.sin(a) * 13)}`; }
    return `<ellipse cy="6" rx="32" ry="17" fill="${P.a6}"/><ellipse rx="32" ry="17" fill="${P.a5}"/><ellipse rx="27" ry="13" fill="${P.a2}"/><path d="${seg}" stroke="#fff" stroke-width="2"/>`;
  }),
  lemonHalf: (d) => def(d, 'lemonH', () => {
    let seg = '';
    for (let k = 0; k < 8; k++) { const a = (k * Math.PI) / 4; seg += `M0 0L${i(Math.cos(a) * 20)} ${i(Math.sin(a) * 11)}`; }
    return `<ellipse cy="5" rx="25" ry="14" fill="${P.a5}"/><ellipse rx="25" ry="14" fill="${P.a2}"/><ellipse rx="21" ry="11" fill="${P.a0}"/><path d="${seg}" stroke="${P.a2}" stroke-width="2"/>`;
  }),
};
