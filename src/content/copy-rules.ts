import { complianceProblems } from './compliance-rules.ts';
import { arr, obj, str, texts, type At, type CopyFile, type Text } from './copy-file.ts';
import { jsonPath, type Problem } from './problem.ts';

/**
 * The content's editorial rules: claims the company cannot back, uses it must not offer, and the
 * wording regulators and buyers read closely. Each refuses a text with a plain reason, in the
 * content check (so in the editor, the build and CI alike), never only in a test.
 *
 * Pure (no file system): the content check runs them on every file, the GitHub editor on the
 * entry being saved; a rule that needs a file the caller did not give (the eco-palm page, site.json)
 * checks nothing.
 */

export type { CopyFile } from './copy-file.ts';

const lastKey = (at: At) => [...at].reverse().find((k): k is string => typeof k === 'string') ?? '';

const ECOPALM_PAGE = '/business/ecopalm-products';
const US_NOTE = /not offered for the United States/i;

export const CLAIMS = /\baudited\b|\bguarantee|\bfinest\b|\bworld[- ]class\b|\bpremium quality\b|\bthe preferred\b|\bmost dependable\b|\bbest producers\b/i;
/** "100 %" as a claim of purity, safety or quality; "100% cotton yarn" (a composition) is a fact. */
export const HUNDRED_PERCENT =
  /(?<![\d.])100\s?%\s*(?:pure|purity|natural|organic|safe|genuine|authentic|satisf\w*|quality|guarantee\w*|fresh|clean|hygienic|chemical[- ]free|eco[- ]friendly|biodegradable|compostable|customer|assur\w*|reliab\w*|on[- ]time)\b|\b(?:purity|quality|satisfaction|safety)\s+(?:of\s+)?100\s?%/i;
const HEALTH = /glyc(a)?emic|keeps? you full|satiety|\bhealthy\b|immun|\bcures?\b|detox|superfood|cholesterol|weight loss|boosts?\b/i;
const REPLY_TIME = /every enquiry within|two business days|within (one|two|24|48) (business )?(days|hours)/i;
const REPLY_PROMISE = 'We usually respond within 1-2 business days.';
/** "25 years" of trading goes stale; a shelf life, storage time or age ("2 years from manufacture") does not. */
const STALE_YEARS = /\b\d+\+?\s+years?\b(?! ?(?:old|shelf|storage|from|after))/i;
const staleYears = (text: string) => text.split(/[.;]/).some((clause) => STALE_YEARS.test(clause) && !/shelf[- ]life|storage|warranty|valid/i.test(clause));

interface Context {
  files: readonly CopyFile[];
  companyName: string | null;
  problems: Problem[];
}

function add(ctx: Context, file: CopyFile, at: At, message: string) {
  ctx.problems.push({ file: file.file, path: jsonPath(at), message });
}

const entries = (ctx: Context, kind: string) => ctx.files.filter((f) => f.kind === kind);
const pages = (ctx: Context) => ctx.files.filter((f) => f.kind === 'page');
const pageAt = (ctx: Context, address: string) => pages(ctx).find((p) => p.address?.toLowerCase() === address.toLowerCase());
const sectionsOf = (data: unknown) => arr(obj(data).sections).map(obj);

/** Each industry use of a product: its group title and item, as one text, and where it is. */
function industryUses(data: unknown) {
  return arr(obj(data).industries).flatMap((g, gi) =>
    arr(obj(g).items).map((item, ii) => ({ at: ['industries', gi, 'items', ii] as At, text: `${str(obj(g).title)} ${texts(item).map((t) => t.text).join(' ')}` })),
  );
}

/** All the eco-palm copy a buyer reads: the catalogue, the eco-palm page, and the eco-palm cards elsewhere. */
function ecoPalmCopy(ctx: Context): { file: CopyFile; text: Text }[] {
  const out: { file: CopyFile; text: Text }[] = [];
  for (const file of [...entries(ctx, 'ecopalm-products'), ...entries(ctx, 'ecopalm-categories')]) out.push(...texts(file.data).map((text) => ({ file, text })));
  const page = pageAt(ctx, ECOPALM_PAGE);
  if (page) out.push(...texts(page.data).map((text) => ({ file: page, text })));
  for (const file of pages(ctx)) {
    if (file === page) continue;
    sectionsOf(file.data).forEach((section, si) =>
      arr(section.items).forEach((item, ii) => {
        if (/ecopalm-products$/.test(str(obj(item).to))) out.push(...texts(item, ['sections', si, 'items', ii]).map((text) => ({ file, text })));
      }),
    );
  }
  return out;
}

function apiProductRules(ctx: Context) {
  for (const file of entries(ctx, 'api-products')) {
    const data = obj(file.data);
    const name = str(data.productName);
    if (/diclofenac/i.test(name)) {
      for (const use of industryUses(data)) {
        if (/veterinar|animal|equine|livestock|cattle/i.test(use.text)) {
          add(ctx, file, use.at, 'diclofenac is not offered for veterinary use: India banned it for animals in 2006 because it kills the vultures that feed on carcasses; remove this use');
        }
      }
    }
    if (/fluoroquinolone|floxacin/i.test(`${str(data.therapeuticCategory)} ${name}`)) {
      for (const use of industryUses(data)) {
        if (/aquaculture|poultry|livestock|\bfish|food[- ]producing|cattle|swine|\bpigs?\b/i.test(use.text)) {
          add(ctx, file, use.at, 'fluoroquinolones are not offered for aquaculture, poultry or other food animals: most importing countries ban or restrict them there (residues in food, antibiotic resistance); remove this use');
        }
      }
    }
    for (const use of industryUses(data)) {
      if (/reference (material|standard)/i.test(use.text)) {
        add(ctx, file, use.at, 'a bulk API is not a reference standard: those are issued with a certificate by USP, EDQM and other pharmacopoeias; remove this use');
      }
    }
    for (const t of texts(data)) {
      if (/asbestos[- ]free|free (of|from) asbestos|asbestos\W+absent/i.test(t.text)) {
        add(ctx, file, t.at, 'write asbestos as "not detected" by the pharmacopoeial methods (XRD or IR, and microscopy): no test can prove it is absent');
      }
    }
    const specs = arr(data.specifications).map(obj);
    specs.forEach((spec, i) => {
      if (/asbestos/i.test(str(spec.label)) && !/not detected.*(XRD|IR).*microscopy/i.test(str(spec.value))) {
        add(ctx, file, ['specifications', i, 'value'], 'say how asbestos was tested, e.g. "Not detected (XRD or IR, and optical microscopy)": a result without its method is not accepted by buyers\' auditors');
      }
    });
    if (/^talc$/i.test(name) && !specs.some((s) => /asbestos/i.test(str(s.label)))) {
      add(ctx, file, ['specifications'], 'talc must state its asbestos test (the pharmacopoeias require it): add a row "Asbestos": "Not detected (XRD or IR, and optical microscopy)"');
    }
    if (/folic acid/i.test(name) && !str(data.chemicalFormula).includes('H2O')) {
      specs.forEach((spec, i) => {
        if (/^water/i.test(str(spec.label)) && !/hydrate/i.test(`${str(spec.value)} ${str(data.additionalInfo)}`)) {
          add(ctx, file, ['specifications', i, 'value'], 'this water limit is a hydrate\'s while the formula is anhydrous: say so, e.g. "5.0-8.5% (hydrate)", or give the hydrate\'s formula');
        }
      });
    }
    if (/silic(on dioxide|a\b)/i.test(`${name} ${str(data.chemicalName)}`) || str(data.chemicalFormula) === 'SiO2') {
      if (data.smiles !== undefined) add(ctx, file, ['smiles'], 'amorphous silica has no defined molecule to draw: remove "smiles" and show a picture in "image"');
      if (!str(obj(data.image).src)) add(ctx, file, ['image'], 'amorphous silica has no structure drawing: show a picture in "image" instead');
    }
  }
}

function ecoPalmRules(ctx: Context) {
  const page = pageAt(ctx, ECOPALM_PAGE);
  if (page) {
    const notices = sectionsOf(page.data)
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => s.type === 'notice' && /FDA/.test(str(s.text)));
    const note = notices[0];
    const text = note ? str(note.s.text) : '';
    const missing = [
      [US_NOTE, '"not offered for the United States"'],
      [/Import Alert 23-15/, 'the FDA\'s Import Alert 23-15'],
      [/8 May 2025/, 'its date (8 May 2025)'],
      [/European Union|United Kingdom|GCC|Gulf/, 'the markets it is offered for (European Union, United Kingdom, GCC)'],
    ].filter(([re]) => !(re as RegExp).test(text));
    if (!note || missing.length) {
      add(ctx, page, note ? ['sections', note.i, 'text'] : ['sections'], `the eco-palm page must say in a notice that the line is not offered for the United States and why (the FDA stops areca-palm tableware at the border): add ${missing.map(([, what]) => what).join(', ')}`);
    }
    sectionsOf(page.data).forEach((section, i) => {
      if (note && i === note.i) return;
      for (const t of texts(section, ['sections', i])) {
        if (/FDA/.test(t.text)) add(ctx, page, t.at, 'name the FDA only in the notice about the United States: elsewhere it reads as an approval');
      }
    });
  }
  for (const file of entries(ctx, 'ecopalm-products')) {
    if (!US_NOTE.test(texts(file.data).map((t) => t.text).join(' '))) {
      add(ctx, file, 'summary' in obj(file.data) ? ['summary'] : [], 'say that the product is not offered for the United States (FDA Import Alert 23-15), e.g. at the end of the summary');
    }
  }
  for (const { file, text } of ecoPalmCopy(ctx)) {
    if (/\bFDA\b.*\b(approv|certif)|\bapproved\b|\bcertified\b/i.test(text.text)) {
      add(ctx, file, text.at, 'no regulator has approved or certified this tableware: remove the claim (a buyer\'s customs will ask for the certificate)');
    }
    if (/\bhot\b|\bwarm\b|reheat|curr(y|ies)|grill|fries|\bdal\b|noodle/i.test(text.text) || text.text.split(/[.;:]/).some((c) => /microwav|oven|stovetop|flame/i.test(c) && !/\bnot\b|\bno\b/i.test(c))) {
      add(ctx, file, text.at, 'areca-palm tableware is offered for cold and room-temperature food only: do not suggest hot food, microwave or oven use (it is not tested for them)');
    }
    if (/compost/i.test(text.text) && !/certification|EN 13432|test/i.test(text.text)) {
      add(ctx, file, text.at, 'say on what basis it is compostable: "no certification is claimed", or the test (e.g. to EN 13432) and its report');
    }
  }
  ecoPalmSizes(ctx);
}

/** Every product size fits the leaf sheath it is pressed from, as the eco-palm copy states it ("(about 40 x 25 cm)"). */
function ecoPalmSizes(ctx: Context) {
  const products = entries(ctx, 'ecopalm-products');
  if (!products.length) return;
  const stated = ecoPalmCopy(ctx)
    .map(({ text }) => /leaf sheath[^(]*\(about (\d+(?:\.\d+)?) x (\d+(?:\.\d+)?) cm\)/i.exec(text.text))
    .find(Boolean);
  if (!stated) return;
  const [leafLong = 0, leafShort = 0] = [Number(stated[1]), Number(stated[2])].sort((a, b) => b - a);
  for (const file of products) {
    const data = obj(file.data);
    const sizeTexts: Text[] = [
      ...arr(data.sizes).map((s, i) => ({ at: ['sizes', i], text: str(s) })),
      ...arr(data.specifications)
        .map(obj)
        .map((s, i) => ({ s, i }))
        .filter(({ s }) => /size|diameter/i.test(str(s.label)))
        .map(({ s, i }) => ({ at: ['specifications', i, 'value'], text: str(s.value) })),
    ];
    for (const { at, text } of sizeTexts) {
      const pairs = [...text.matchAll(/(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*cm/g)].map((m) => [Number(m[1]), Number(m[2])]);
      const rest = text.replace(/(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*cm/g, '');
      const rounds = [...rest.matchAll(/(\d+(?:\.\d+)?)\s*cm\b(?!\s*deep)/g)].map((m) => [Number(m[1]), Number(m[1])]);
      for (const dims of [...pairs, ...rounds]) {
        const [long = 0, short = 0] = dims.sort((a, b) => b - a);
        if (long > leafLong || short > leafShort) {
          add(ctx, file, at, `"${text}" is larger than the ${leafLong} x ${leafShort} cm leaf sheath the product is pressed from: check the size`);
          break;
        }
      }
    }
  }
}

function pageRules(ctx: Context) {
  for (const file of pages(ctx)) {
    for (const t of texts(file.data)) {
      const key = lastKey(t.at);
      if (/mustard/i.test(t.text) && /\boils?\b/i.test(t.text) && !/^(title|label|heading|quote)$/.test(key) && !/where permitted as an edible oil/i.test(t.text)) {
        add(ctx, file, t.at, 'mustard oil is not permitted as an edible oil in the European Union, the United States and some other markets: add "where permitted as an edible oil"');
      }
      if (staleYears(t.text)) {
        add(ctx, file, t.at, 'a count of years goes out of date: write it from the year it counts from, e.g. "{years-since:1975} years", and the build works it out');
      }
      const since = /since (\d{4})\b.*\byears\b/i.exec(t.text);
      if (since && !t.text.includes(`{years-since:${since[1]}} years`)) {
        add(ctx, file, t.at, `write the years since ${since[1]} as "{years-since:${since[1]}} years", so the count stays true`);
      }
      if (/^About our company$/i.test(t.text.trim())) {
        add(ctx, file, t.at, `name the company: "About ${ctx.companyName ?? 'the company'}" ("our company" is ambiguous beside a supplier's or a partner's name)`);
      }
    }
    // The oils page leads to our About page under our own name.
    const link = obj(obj(obj(file.data).banner).link);
    if (file.address === '/business/edible-essential-oils' && str(link.to).replace(/^\//, '') === 'about' && ctx.companyName && !str(link.label).includes(ctx.companyName)) {
      add(ctx, file, ['banner', 'link', 'label'], `name the company in the link to the About page: "About ${ctx.companyName}"`);
    }
  }
}

/**
 * Claims, promises and health wording in every text buyers read on pages, in site.json and in the
 * eco-palm copy; claims in the whole catalogue too (an API's description may name its therapeutic
 * use, so health wording is not judged there).
 */
const claimMessage = (claim: string) =>
  `"${claim.trim()}" is a claim the company cannot back with a document a buyer can check: say what is done or measured instead (e.g. "every lot's certificate of analysis is checked against the specification", "min. 99.5% purity")`;

function claimRules(ctx: Context) {
  const copy = [...pages(ctx), ...ctx.files.filter((f) => f.kind === 'site')].flatMap((file) => texts(file.data).map((text) => ({ file, text })));
  const catalogue = ctx.files.filter((f) => f.kind !== 'site' && f.kind !== 'page').flatMap((file) => texts(file.data).map((text) => ({ file, text })));
  for (const { file, text } of catalogue) {
    const claim = CLAIMS.exec(text.text) ?? HUNDRED_PERCENT.exec(text.text);
    if (claim) add(ctx, file, text.at, claimMessage(claim[0]));
  }
  // The eco-palm copy repeats the eco-palm page's texts: copyProblems keeps the first of each problem.
  for (const { file, text } of [...copy, ...ecoPalmCopy(ctx)]) {
    const claim = CLAIMS.exec(text.text) ?? HUNDRED_PERCENT.exec(text.text);
    if (claim && (file.kind === 'site' || file.kind === 'page')) add(ctx, file, text.at, claimMessage(claim[0]));
    if (REPLY_TIME.test(text.text) || (/business days?/i.test(text.text) && !text.text.includes(REPLY_PROMISE))) {
      add(ctx, file, text.at, `the one reply-time promise is the contact page's "${REPLY_PROMISE}": make no other`);
    }
    const health = HEALTH.exec(text.text);
    if (health) {
      add(ctx, file, text.at, `"${health[0]}" is a health claim: importing countries allow those only when approved (EU Regulation 1924/2006, FSSAI): describe the product, not its effect on health`);
    }
    if (/without (any )?chemicals|chemical[- ]free|no chemicals/i.test(text.text)) {
      add(ctx, file, text.at, 'everything is made of chemicals: say what is left out instead, e.g. "no added binders, glue or coating"');
    }
  }
}

/** Page layouts buyers rely on: each filter shows something, each card says what it is. */
function layoutRules(ctx: Context) {
  for (const file of pages(ctx)) {
    const sections = sectionsOf(file.data);
    sections.forEach((section, si) => {
      if (section.type === 'filter-grid') {
        const items = arr(section.items).map(obj);
        arr(section.filters)
          .map(obj)
          .forEach((f, fi) => {
            if (!items.some((i) => i.category === f.id)) add(ctx, file, ['sections', si, 'filters', fi], `the filter "${str(f.label)}" would show nothing: no item has "category": "${str(f.id)}"; add one or remove the filter`);
          });
        items.forEach((item, ii) => {
          if (!str(item.description).trim()) add(ctx, file, ['sections', si, 'items', ii, 'description'], `describe "${str(item.title)}" in a line: buyers compare the cards by it`);
        });
      }
    });
    if (file.address === '/business/agricultural-commodities/spices') {
      sections.forEach((section, si) => {
        if (section.id !== 'spice-list') return;
        arr(section.items)
          .map(obj)
          .forEach((card, ci) => {
            if (!str(card.description).trim()) add(ctx, file, ['sections', si, 'items', ci, 'description'], `describe "${str(card.title)}" in a line: buyers compare the spices by it`);
            if (/cashew/i.test(str(card.title)) && (!/kernel/i.test(str(card.description)) || card.to !== '/business/agricultural-commodities/cashews')) {
              add(ctx, file, ['sections', si, 'items', ci], 'cashews are sold as kernels: say "kernels" in the description and link the card to the cashews page ("to": "/business/agricultural-commodities/cashews")');
            }
          });
      });
    }
    if (file.address === '/business/agricultural-commodities/cashews') {
      const facts = sections.findIndex((s) => /peanut/i.test(str(s.heading)));
      if (facts >= 0) {
        const section = sections[facts]!;
        if (!str(section.eyebrow).trim() && !str(section.intro).trim()) {
          add(ctx, file, ['sections', facts], 'introduce the peanut facts with an "eyebrow" or "intro": on the cashews page they need saying why they are there');
        }
        const after = sections.slice(facts + 1).flatMap((s) => [str(obj(s.link).to), ...arr(s.links).map((l) => str(obj(l).to))]);
        if (!after.includes('/business/agricultural-commodities/peanuts')) {
          add(ctx, file, ['sections', facts], 'lead on from the peanut facts to the peanuts page: a link to "/business/agricultural-commodities/peanuts" in a section after them');
        }
      }
    }
  }
}

/** A credential named on any page is spelt as its tile on the credentials page spells it ("GST", not "G.S.T."). */
function credentialRules(ctx: Context) {
  const fold = (label: string) => label.toLowerCase().replace(/[^a-z0-9]/g, '');
  const tiles = new Map<string, string>();
  for (const file of pages(ctx)) {
    for (const section of sectionsOf(file.data)) {
      if (section.type !== 'gallery') continue;
      for (const item of arr(section.items).map(obj)) if (str(item.label)) tiles.set(fold(str(item.label)), str(item.label));
    }
  }
  for (const file of pages(ctx)) {
    sectionsOf(file.data).forEach((section, si) => {
      if (section.type !== 'logo-strip') return;
      arr(section.items)
        .map(obj)
        .forEach((item, ii) => {
          const label = str(item.label);
          const tile = tiles.get(fold(label));
          if (tile && tile !== label) add(ctx, file, ['sections', si, 'items', ii, 'label'], `write "${tile}", as its tile on the credentials page does: one spelling per credential`);
        });
    });
  }
}

/** The editorial rules' problems for these files (the whole content, or one entry). */
export function copyProblems(files: readonly CopyFile[]): Problem[] {
  const site = files.find((f) => f.kind === 'site');
  const ctx: Context = { files, companyName: str(obj(obj(site?.data).company).name) || null, problems: [] };
  apiProductRules(ctx);
  ecoPalmRules(ctx);
  pageRules(ctx);
  claimRules(ctx);
  layoutRules(ctx);
  credentialRules(ctx);
  ctx.problems.push(...complianceProblems(files));
  const seen = new Set<string>();
  return ctx.problems.filter((p) => {
    const key = `${p.file}\u0000${p.path}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
