import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { jsonPath, type Problem } from '../../src/content/problem.ts';
import { isPlaceholder } from '../../src/content/placeholder.ts';
import { HtmlEdit, type Element } from '../html-edit.ts';
import { walk } from './checks.ts';
import type { LoadedContent } from './model.ts';

/**
 * The launch check (`npm run content:check -- --launch`): what must be replaced before the site
 * goes live. Every rule reads the content, never a list of today's files, so it keeps working as
 * the content changes:
 *   - addresses at example.com, .org or .net, or "@example" handles;
 *   - social links to an ".../example" profile;
 *   - images that say they are placeholders: an SVG with a data-placeholder attribute, or whose
 *     text says "placeholder", "Replace this file" or "Sample certificate";
 *   - registration numbers not yet filled in: "XXXX", "0000", "TBD", "to be added"... in fields
 *     named like registration, IEC, GSTIN, RCMC, D-U-N-S, FSSAI (or a label/value pair so labelled),
 *     and "TBD" or "to be added" anywhere;
 *   - documents and other values marked "sample": true (the template's sample address);
 *   - phone and WhatsApp numbers whose digits run in sequence ("+91 80 4123 4567");
 *   - a GSTIN or D-U-N-S number on a credential tile that differs from site.json's;
 *   - placeholder persons: a profile whose portrait is a drawing (SVG) or a placeholder image,
 *     or whose name or role says it is a placeholder.
 * Only what the site shows is checked: hidden pages and entries are not published.
 */

const EXAMPLE_ADDRESS = /(^|[^\w-])(@example\b|[\w.-]*\bexample\.(com|org|net)\b)/i;
const EXAMPLE_PROFILE = /^https?:\/\/[^/]+\/(.*\/)?@?example(\/|\?|#|$)/i;
const REGISTRATION_WORDS = new Set(['registration', 'reg', 'regn', 'iec', 'gst', 'gstin', 'rcmc', 'duns', 'fssai', 'udyam', 'cin', 'pan', 'licence', 'license']);

/** "gstin", "iecNumber", "D-U-N-S number", "G.S.T. registration": a field or label naming a registration. */
export function namesRegistration(name: string): boolean {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\b([A-Za-z])[.-](?=[A-Za-z]\b)/g, '$1')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((w) => REGISTRATION_WORDS.has(w));
}
const LOOSE_PLACEHOLDER = /x{4,}|0{4,}|\b(?:tbd|tba|n\/a|pending|placeholder|dummy|sample)\b|to be (?:added|confirmed|provided|announced)|^[-–—?*.]+$|^(.)\1{3,}$/i;
const STRICT_PLACEHOLDER = /^\s*(x{3,}|tbd|tba|to be (added|confirmed|provided|announced)|placeholder|lorem ipsum.*)\s*$|lorem ipsum/i;
const PLACEHOLDER_PERSON = /placeholder|your name|name surname|firstname|lorem|\btbd\b|^\s*\[.*\]\s*$/i;

/** A run of six or more digits in sequence (123456, 987654) or one repeated: a number made up for a template. */
export function madeUpNumber(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  for (let i = 0; i + 6 <= digits.length; i++) {
    let up = 1;
    let down = 1;
    let same = 1;
    for (let j = i + 1; j < digits.length; j++) {
      const step = Number(digits[j]) - Number(digits[j - 1]);
      if (step === 1 && up === j - i) up++;
      if (step === -1 && down === j - i) down++;
      if (step === 0 && same === j - i) same++;
    }
    const run = Math.max(up, down, same);
    if (run >= 6) return digits.slice(i, i + run);
  }
  return null;
}

const PHONE_KEYS = /^(phone|phoneDisplay|whatsapp|mobile|fax|tel)$/i;


/** Why an image file is a placeholder (its own words), or null. SVG text only: photos are real. */
function placeholderImage(dir: string, src: string, cache: Map<string, string | null>): string | null {
  if (cache.has(src)) return cache.get(src)!;
  let why: string | null = null;
  const abs = path.join(dir, src);
  if (src.toLowerCase().endsWith('.svg') && existsSync(abs)) {
    const svg = new HtmlEdit(readFileSync(abs, 'utf8'), { fragment: true });
    const textOf = (el: Element): string => el.childNodes.map((n) => ('value' in n ? n.value : 'tagName' in n ? textOf(n) : '')).join('');
    const titled = svg.find((el) => el.tagName === 'title');
    const title = titled ? textOf(titled).trim() : '';
    const marked = svg.find((el) => svg.attr(el, 'data-placeholder') !== undefined);
    const said = svg
      .all((el) => el.tagName !== 'title')
      .flatMap((el) => el.childNodes.map((n) => ('value' in n ? n.value.trim() : '')))
      .find((text) => /replace this file|sample certificate|placeholder/i.test(text));
    if (marked) why = `it is marked data-placeholder${svg.attr(marked, 'data-placeholder') ? ` ("${svg.attr(marked, 'data-placeholder')}")` : ''}`;
    else if (title && /placeholder|sample certificate|replace this file/i.test(title)) why = `its title says "${title}"`;
    else if (said) why = `it says "${said}"`;
  }
  cache.set(src, why);
  return why;
}

export function launchProblems(content: LoadedContent): Problem[] {
  const found = new Map<string, Problem>();
  const images = new Map<string, string | null>();
  const add = (file: string, at: readonly PropertyKey[], message: string) => {
    const key = `${file}\u0000${jsonPath(at)}`;
    if (!found.has(key)) found.set(key, { file, path: jsonPath(at), message });
  };

  const shownPages = new Set(content.pages.map((p) => p.file));
  const shownEntries = new Set(content.entries.map((e) => e.file));
  // The files as written: the schemas turn a fact "to be added" into null (shown as "Available on
  // request"), so only the raw file still says which facts are missing.
  const raw = (file: string, parsed: unknown): unknown => {
    try {
      return JSON.parse(readFileSync(path.resolve(file), 'utf8').replace(/^\uFEFF/, '')) as unknown;
    } catch {
      return parsed;
    }
  };
  const files: { file: string; data: unknown }[] = [
    { file: content.siteFile, data: raw(content.siteFile, content.writtenSite) },
    ...content.allPages.filter((p) => shownPages.has(p.file)).map((p) => ({ file: p.file, data: raw(p.file, p.data) })),
    ...content.allEntries.filter((e) => shownEntries.has(e.file)).map((e) => ({ file: e.file, data: raw(e.file, e.data) })),
  ];

  for (const { file, data } of files) {
    // People first: a profile's portrait is one placeholder person, not also a placeholder image.
    const sections = (data as { sections?: unknown }).sections;
    if (Array.isArray(sections)) {
      sections.forEach((s: { type?: string; name?: string; role?: string; image?: { src?: string } }, i) => {
        if (s?.type !== 'profile') return;
        const who = s.name ? `${s.name}` : 'this person';
        for (const field of ['name', 'role'] as const) {
          const v = s[field];
          if (typeof v === 'string' && PLACEHOLDER_PERSON.test(v)) add(file, ['sections', i, field], `placeholder person: "${v}": write the real ${field}`);
        }
        const src = s.image?.src;
        if (typeof src !== 'string') {
          add(file, ['sections', i], `placeholder person: ${who} has no portrait: add a photo ("image") so buyers see who they deal with`);
          return;
        }
        const why = placeholderImage(content.dir, src, images);
        if (why) add(file, ['sections', i, 'image', 'src'], `placeholder person: the portrait "${src}" is a placeholder (${why}): replace it with a photo of ${who}`);
        else if (src.toLowerCase().endsWith('.svg')) {
          add(file, ['sections', i, 'image', 'src'], `placeholder person: the portrait "${src}" is a drawing, not a photo of ${who}: put a photo (jpg, png or webp) in images/ and change this path`);
        }
      });
    }

    walk(data, (value, at) => {
      const key = at[at.length - 1];
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const { label, value: v, sample, file: doc } = value as { label?: unknown; value?: unknown; sample?: unknown; file?: unknown };
        if (sample === true && typeof doc === 'string') {
          add(file, [...at, 'sample'], `sample document "${doc}": replace it with the company's own document (and remove "sample")`);
        } else if (sample === true) {
          const { lines } = value as { lines?: unknown };
          const what = Array.isArray(lines) ? `address "${lines.join(', ')}"` : 'value';
          add(file, at, `placeholder ${what}: it is the template's sample: write the company's real one and remove "sample": true`);
        }
        if (typeof label === 'string' && typeof v === 'string' && namesRegistration(label) && LOOSE_PLACEHOLDER.test(v.trim())) {
          add(file, [...at, 'value'], `placeholder registration number "${v}" for ${label}: write the real number`);
        }
        return;
      }
      if (typeof value !== 'string') return;
      // A notice not yet checked is listed once, by confirm.ts, with what to do.
      if (key === 'checkedOn') return;
      if (key === 'src' && value.startsWith('images/')) {
        const why = placeholderImage(content.dir, value, images);
        if (why) add(file, at, `placeholder image "${value}" (${why}): replace the file with the real scan or photo, or remove it`);
        return;
      }
      if (EXAMPLE_PROFILE.test(value)) {
        add(file, at, `placeholder social link "${value}": write the company's real profile address, or remove the entry`);
        return;
      }
      if (EXAMPLE_ADDRESS.test(value)) {
        add(file, at, `placeholder address "${value}" (example.com is reserved for examples): write the real one`);
        return;
      }
      if ((typeof key === 'string' && PHONE_KEYS.test(key)) || value.startsWith('tel:')) {
        const run = madeUpNumber(value);
        if (run) {
          add(file, at, `placeholder ${/whatsapp/i.test(String(key)) ? 'WhatsApp number' : 'phone number'} "${value}" (its digits run ${run}, as a made-up number does): write the company's real number`);
          return;
        }
      }
      if (typeof key === 'string' && namesRegistration(key) && LOOSE_PLACEHOLDER.test(value.trim())) {
        add(file, at, `placeholder registration number "${value}" in ${key}: write the real number`);
        return;
      }
      if (STRICT_PLACEHOLDER.test(value)) add(file, at, `placeholder text "${value}": write the real value`);
    });
  }
  for (const p of registrationMismatches(content, files)) add(p.file, p.at, p.message);
  return [...found.values()];
}

/**
 * The GSTIN and the D-U-N-S number appear twice, in site.json and on their credential tiles: a tile
 * whose number differs from site.json's shows buyers two numbers for one registration.
 */
function registrationMismatches(content: LoadedContent, files: { file: string; data: unknown }[]): { file: string; at: PropertyKey[]; message: string }[] {
  const site = files.find((f) => f.file === content.siteFile)?.data as { company?: { registrations?: Record<string, unknown> } } | undefined;
  const registrations = site?.company?.registrations ?? {};
  const fold = (v: string) => v.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const which = (label: string) => (/\bgst(in)?\b/i.test(label) ? 'gstin' : /d-?u-?n-?s/i.test(label) ? 'duns' : null);
  const out: { file: string; at: PropertyKey[]; message: string }[] = [];
  for (const { file, data } of files) {
    const sections = (data as { sections?: unknown }).sections;
    if (!Array.isArray(sections)) continue;
    sections.forEach((section: { type?: string; items?: { label?: string; numberLabel?: string; registrationNumber?: unknown }[] }, si) => {
      if (section?.type !== 'gallery' || !Array.isArray(section.items)) return;
      section.items.forEach((item, ii) => {
        const key = which(`${item.label ?? ''} ${item.numberLabel ?? ''}`);
        const tile = typeof item.registrationNumber === 'string' ? item.registrationNumber.trim() : '';
        const own = typeof registrations[key ?? ''] === 'string' ? String(registrations[key!]).trim() : '';
        if (!key || !tile || isPlaceholder(tile) || (own && !isPlaceholder(own) && fold(own) === fold(tile))) return;
        const name = key === 'gstin' ? 'GSTIN' : 'D-U-N-S number';
        out.push({
          file,
          at: ['sections', si, 'items', ii, 'registrationNumber'],
          message: `placeholder ${name}: this tile says "${tile}" but site.json's company.registrations.${key} says "${own || '(nothing)'}": write the same number in both`,
        });
      });
    });
  }
  return out;
}
