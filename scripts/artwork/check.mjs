#!/usr/bin/env node
// Checks the illustration set: every expected file exists, is well-formed
// XML with xmlns, <title>, width/height equal to the viewBox, no scripts,
// external references, foreignObject or raster images, fonts only where text
// is expected, and the size budget. With --contrast it also renders the
// banners and hero slides and checks that white text keeps a contrast of at
// least 4.5:1 over the whole banner / the left 55% of wide slides / the upper
// part of portrait slides.
//   node scripts/artwork/check.mjs [--contrast]
import { readFileSync, existsSync, statSync, readdirSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SaxesParser } from 'saxes';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'images');
const L = (dir, ids, size) => ids.map((id) => [`${dir}/${id}.svg`, size]);
const C = [640, 420];
const EXPECTED = [
  ['brand/logo.svg', [240, 48]], ['brand/favicon.svg', [32, 32]],
  ...L('home', ['slide-sourcing', 'slide-connect', 'slide-excellence', 'slide-products'], [1600, 900]),
  ...L('home', ['slide-sourcing-narrow', 'slide-connect-narrow', 'slide-excellence-narrow', 'slide-products-narrow'], [780, 1300]),
  ...L('lines', ['api-excipients', 'industrial-chemicals', 'metals-minerals', 'spices-herbs', 'edible-essential-oils', 'agricultural-commodities', 'fmcg', 'ecopalm-products'], C),
  ...L('banners', ['about', 'business', 'api-excipients', 'industrial-chemicals', 'metals-minerals', 'fmcg', 'ecopalm-products', 'edible-essential-oils', 'agricultural-commodities', 'fruits-vegetables', 'spices', 'rice', 'chickpeas', 'nuts', 'cashews', 'peanuts', 'quality-compliance', 'credentials', 'contact', 'default'], [1600, 500]),
  ...L('services', ['sourcing', 'regulatory-documentation', 'quality-testing', 'custom-packaging', 'logistics', 'contract-manufacturing', 'market-intelligence'], C),
  ...L('api', ['structure-fallback', 'polymer-fallback'], [480, 360]),
  ...L('ecopalm', ['gourmet-dinner-plates', 'snack-platters', 'soup-salad-bowls', 'party-serving-trays', 'custom-shapes-sizes'], C),
  ...L('ecopalm/products', ['round-plate-10in', 'round-plate-8in', 'square-plate-10in', 'square-plate-8in', 'rectangular-snack-tray', 'heart-snack-platter', 'oval-platter', 'deep-round-bowl', 'square-bowl', 'small-dip-bowl', 'three-compartment-tray', 'rectangular-serving-tray', 'boat-tray', 'custom-branded-plate', 'custom-shape-tray'], C),
  ...L('features', ['size-shape', 'branding', 'packaging'], [640, 400]),
  ...L('agri', ['fruits-vegetables', 'spices', 'rice', 'chickpeas', 'nuts'], C),
  ...L('produce', ['white-pink-garlic', 'navel-orange', 'valencia-oranges', 'mandarins', 'lemons', 'table-grapes', 'strawberries', 'pomegranates', 'dates', 'red-onions', 'potatoes', 'sweet-potatoes'], C),
  ...L('spices', ['red-chilli-whole', 'red-chilli-powder', 'coriander-whole', 'coriander-powder', 'sesame-white', 'ginger-powder', 'jaggery-powder', 'cumin-seeds', 'turmeric-whole', 'cardamom-whole', 'black-pepper', 'dry-ginger', 'green-coffee-beans', 'cashew-nuts'], C),
  ...L('rice', ['creamy-sella', 'golden-sella', 'steam', 'raw'], C),
  ...L('nuts', ['cashews', 'peanuts'], C),
  ...L('cashews', ['ww180', 'ww240', 'ww320', 'ww450', 'sw320', 'white-pieces', 'scorched-pieces', 'dessert-pieces'], [480, 360]),
  ...L('peanuts', ['in-shell', 'java-kernels', 'red-skin-java', 'blanched-whole', 'blanched-split', 'bold-kernels'], [480, 360]),
  ...L('oils', ['edible-oils', 'food-products', 'essential-oils', 'spices'], C),
  ...L('oils/products', ['groundnut-oil', 'sunflower-oil', 'mustard-oil'], [480, 480]),
  ...L('credentials', ['pharmexcil', 'apeda', 'gst', 'udyam', 'fssai', 'chemexcil', 'one-star-export-house', 'spices-board', 'duns'], [320, 200]),
  ['about/intro.svg', C],
  ['quality/statement.svg', C], ['misc/maintenance.svg', C],
  ...L('industrial', ['solvents', 'acids-alkalis', 'pigments'], C),
  ...L('metals', ['ferrous', 'non-ferrous', 'minerals'], C),
  ...L('fmcg', ['packaged-foods', 'personal-care', 'household'], C),
];
const TEXT_OK = /^(brand\/logo\.svg|home\/slide-products(-narrow)?\.svg|credentials\/)/;
const PALETTE = new Set(['#0a2e40', '#0f4c68', '#1f7a99', '#7db8cc', '#e3f1f5', '#b86e12', '#d98e2b', '#f6ddb3', '#fdf6ea', '#4c8c4a', '#a9cf8f', '#8a5a3b', '#c0392b', '#f3e9d2', '#e9d8b4', '#5b6770', '#fff', '#ffffff', '#000']);
// Product-name slides carry ten small drawings and their labels: 12 KB.
const budget = (p) => (/^home\/slide-products/.test(p) ? 12288 : /^(banners|home)\//.test(p) ? 8192 : 5120);

// Well-formed XML (saxes throws at the first mistake: unbalanced tags, a duplicate attribute, an
// unknown entity): the elements in document order.
function parseXml(src) {
  const tags = [];
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => tags.push(tag));
  parser.write(src).close();
  return tags;
}

const problems = [];
const rows = [];
for (const [path, [w, h]] of EXPECTED) {
  const file = join(root, path);
  if (!existsSync(file)) { problems.push(`${path}: missing`); continue; }
  const src = readFileSync(file, 'utf8');
  const size = statSync(file).size;
  const err = (msg) => problems.push(`${path}: ${msg}`);
  let tags = [];
  try { tags = parseXml(src); } catch (e) { err(`not well-formed: ${e.message}`); }
  const svg = tags[0];
  if (!svg || svg.name !== 'svg') err('root is not <svg>');
  else {
    const a = (k) => svg.attributes[k];
    if (a('xmlns') !== 'http://www.w3.org/2000/svg') err('missing xmlns');
    if (a('width') !== String(w) || a('height') !== String(h)) err(`width/height ${a('width')}x${a('height')} != ${w}x${h}`);
    if (a('viewBox') !== `0 0 ${w} ${h}`) err(`viewBox "${a('viewBox')}" != "0 0 ${w} ${h}"`);
  }
  if (!tags[1] || tags[1].name !== 'title' || !/<title>[^<]{3,}<\/title>/.test(src)) err('missing <title> as first child');
  if (/<script|<foreignObject|<image|\son\w+=/i.test(src)) err('forbidden element or handler');
  if (/(?:href|src)="(?!#)/.test(src) || /url\((?!#)/.test(src) || /@import/.test(src)) err('external reference');
  if (/<text/.test(src) && !TEXT_OK.test(path)) err('text in a file that should have none');
  if (/<text/.test(src) && !/font-family="Inter, Arial, sans-serif"/.test(src)) err('text without the expected font-family');
  if (/<(linear|radial)Gradient/.test(src) && ((src.match(/<stop/g) || []).length > 2 || /radialGradient/.test(src))) err('gradient heavier than a two-stop linear');
  for (const c of src.matchAll(/#[0-9a-fA-F]{3,6}\b/g)) if (!PALETTE.has(c[0].toLowerCase())) { err(`off-palette colour ${c[0]}`); break; }
  if (size >= budget(path)) err(`${size} B exceeds budget ${budget(path)} B`);
  rows.push([path, `${w}x${h}`, size, budget(path)]);
}
// Unexpected extra files (not an error, just reported).
const walk = (d) => readdirSync(d).flatMap((f) => { const p = join(d, f); return statSync(p).isDirectory() ? walk(p) : [p]; });
const extra = existsSync(root) ? walk(root).map((f) => relative(root, f)).filter((p) => !EXPECTED.some(([e]) => e === p)) : [];

// Optional contrast check: each banner and slide drawn at half size (sharp, with librsvg).
if (process.argv.includes('--contrast')) {
  // Portrait slides: the heading sits above this y (scenes-hero.mjs TEXT_BOTTOM), full width.
  const TEXT_BOTTOM = { sourcing: 600, connect: 660, excellence: 800 };
  for (const [path, [w, h]] of EXPECTED.filter(([p]) => /^(banners|home\/slide-(sourcing|connect|excellence))/.test(p))) {
    const { data: px, info: img } = await sharp(join(root, path)).resize(w / 2).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const narrow = /-narrow\.svg$/.test(path);
    const x1 = path.startsWith('home') && !narrow ? Math.floor(img.width * 0.55) : img.width;
    const y1 = narrow ? Math.floor((TEXT_BOTTOM[path.match(/slide-(\w+)-/)[1]] / h) * img.height) : img.height;
    let maxL = 0;
    for (let y = 0; y < y1; y++) for (let x = 0; x < x1; x++) {
      const o = (y * img.width + x) * 4;
      const lin = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
      const Lum = 0.2126 * lin(px[o]) + 0.7152 * lin(px[o + 1]) + 0.0722 * lin(px[o + 2]);
      if (Lum > maxL) maxL = Lum;
    }
    const ratio = 1.05 / (maxL + 0.05);
    const row = rows.find((r) => r[0] === path);
    if (row) row.push(`min contrast vs white ${ratio.toFixed(2)}:1`);
    if (ratio < 4.5) problems.push(`${path}: white text contrast ${ratio.toFixed(2)}:1 < 4.5:1`);
  }
}

const pad = (s, k) => String(s).padEnd(k);
console.log(pad('file', 46) + pad('size px', 11) + pad('bytes', 8) + 'budget');
for (const r of rows) console.log(pad(r[0], 46) + pad(r[1], 11) + pad(r[2], 8) + r[3] + (r[4] ? '  ' + r[4] : ''));
const total = rows.reduce((a, r) => a + r[2], 0);
console.log(`\n${rows.length}/${EXPECTED.length} files present, ${(total / 1024).toFixed(1)} KiB total`);
if (extra.length) console.log('extra files (not in the list):', extra.join(', '));
if (problems.length) { console.log(`\n${problems.length} problem(s):\n  ` + problems.join('\n  ')); process.exit(1); }
console.log('all checks passed');
