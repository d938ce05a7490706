// Registry of every file: path -> { title, size, tone, build(doc, seed) }.
import { P, G, use, rng, i } from './lib/core.mjs';
import * as O from './lib/objects.mjs';
import { lay } from './lib/items.mjs';
import { moreScenes } from './scenes-more.mjs';
import { brandScenes } from './scenes-brand.mjs';
import { card, ids, SPICES, RICE, riceScene, CASHEWS, PEANUTS, dishScene, garlic, orange, orangeHalf } from './scenes-food.mjs';

export const SCENES = {};
const add = (path, spec) => { SCENES[path] = spec; };

for (const [id, [title, build]] of Object.entries(SPICES)) add(`spices/${id}.svg`, card(title, 'accent', build));
for (const [id, [title, tone]] of Object.entries(RICE)) add(`rice/${id}.svg`, card(title, 'brand', (d, sd) => riceScene(d, sd, tone)));
for (const [id, [title, kind, s, count, minD, pieces]] of Object.entries(CASHEWS)) {
  add(`cashews/${id}.svg`, card(title, 'accent', (d, sd) => dishScene(d, sd, pieces ? ids.cashewPieces(d, kind, s) : ids.cashew(d, kind, s), { count, minD }), [480, 360]));
}
for (const [id, [title, gl, count, minD]] of Object.entries(PEANUTS)) {
  add(`peanuts/${id}.svg`, card(title, 'accent', (d, sd) => dishScene(d, sd, gl(d), { count, minD }), [480, 360]));
}
add('produce/white-pink-garlic.svg', card('White-pink garlic bulbs and cloves', 'cream', (d, sd) => {
  const g = garlic(d);
  let s = O.cardBase(d, {}) + O.shadow(320, 334, 170, 12);
  s += use(g, 0, 0, ' transform="translate(250 316) scale(1.5)"') + use(g, 0, 0, ' transform="translate(400 326) scale(1.2) rotate(8)"');
  const clove = `<path d="M0-22C8-16 12-4 10 6 6 10-6 10-10 6-12-4-8-16 0-22Z" fill="#fff" stroke="${P.b3}" stroke-width="2"/><path d="M-2-16C-6-6-6 2-4 6" stroke="${P.ch}" stroke-opacity=".3" stroke-width="2.5" fill="none"/>`;
  s += G(500, 340, 1.1, clove) + G(540, 346, 1, `<g transform="rotate(30)">${clove}</g>`) + G(140, 342, 1, `<g transform="rotate(-25)">${clove}</g>`);
  d.add(s);
}));
add('produce/navel-orange.svg', card('Navel oranges, whole and halved', 'brand', (d, sd) => {
  const o = orange(d);
  let s = O.cardBase(d, {}) + O.shadow(320, 336, 180, 12);
  s += use(o, 0, 0, ' transform="translate(250 270) scale(1.35)"') + use(o, 0, 0, ' transform="translate(390 290) scale(1.05) rotate(20)"');
  s += G(470, 326, 1.1, orangeHalf(d));
  d.add(s);
}));

moreScenes(add);
brandScenes(add);
