// Registry of every file: path -> { title, size, tone, build(doc, seed) }.
import { P, G, use, rng, i } from './lib/core.mjs';
import * as O from './lib/objects.mjs';
import { lay } from './lib/items.mjs';
import { moreScenes } from './scenes-more.mjs';
import { brandScenes } from './scenes-brand.mjs';
import { heroScenes } from './scenes-hero.mjs';
import { productScenes, productScenes2, productScenes3 } from './scenes-products.mjs';

export const SCENES = {};
const add = (path, spec) => {
  if (SCENES[path]) throw new Error(`${path} is defined twice`);
  SCENES[path] = spec;
};

moreScenes(add);
brandScenes(add);
heroScenes(add);
productScenes(add);
productScenes2(add);
productScenes3(add);
