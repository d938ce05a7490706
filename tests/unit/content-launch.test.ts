import { readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { isPlaceholder } from '../../src/content/placeholder.ts';
import { checkCommand } from '../../scripts/content/check-command.ts';
import { walk } from '../../scripts/content/checks.ts';
import { launchProblems, madeUpNumber, namesRegistration } from '../../scripts/content/launch.ts';
import { displayPath, loadContent } from '../../scripts/content/load.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { contentDir as source, realContentDir } from './content-dirs.ts';
import { contentWith, ownImages } from './content-fixture.ts';
import { translationLocale } from '../../src/content/translation.ts';

const scratch = path.resolve('tests/.tmp', `launch-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }), 60_000);

// English files: a translation (name.fr.json) holds only words, no codes or notices.
// Not the UI's word catalogues (ui/): words such as "HS code", not trade facts.
const jsonFiles = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json') && !f.startsWith('.schemas') && !f.startsWith('images') && !f.startsWith('ui') && translationLocale(path.basename(f)) === null);
const placeholderSvg = /data-placeholder|placeholder|replace this file|sample certificate/i;

describe('launch check', () => {
  // The fixture keeps placeholders on purpose; the site's own content may have any number, none at launch.
  it.each([
    ['the test content', source],
    ['the site content', realContentDir],
  ])('lists the placeholders of %s, one line each, and exits 1 if there are any', (_name, dir) => {
    const run = checkCommand(['--launch'], { CONTENT_DIR: dir });
    const lines = run.stdout.filter((l) => /^\S+: \S+: placeholder/.test(l));
    // What any content with example.com addresses or placeholder pictures must produce, derived from the content.
    const expected: string[] = [];
    for (const f of jsonFiles(dir)) {
      const data = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { hidden?: boolean };
      if (data.hidden) continue;
      walk(data, (v, at) => {
        if (typeof v !== 'string') return;
        const where = `${displayPath(path.join(dir, f))}: ${at.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${String(k)}` : String(k))).join('')}`;
        if (/example\.(com|org|net)|@example|\/example(\/|$)/i.test(v)) expected.push(where);
        if (v.startsWith('images/') && v.endsWith('.svg') && placeholderSvg.test(readFileSync(path.join(dir, v), 'utf8'))) expected.push(where);
      });
    }
    if (dir === source) expect(expected.length, 'the test content has placeholders').toBeGreaterThan(0);
    for (const where of expected) expect(lines.some((l) => l.startsWith(`${where}: placeholder`)), where).toBe(true);
    expect(new Set(lines.map((l) => l.split(': placeholder')[0])).size, 'one line per place').toBe(lines.length);
    const toConfirm = run.stdout.filter((l) => /^\S+: \S+: (indicative HS code|export-policy notice)/.test(l));
    if (lines.length) {
      expect(run.status).toBe(1);
      expect(run.stdout[run.stdout.length - 1]).toMatch(/placeholders? to replace before going live/);
    } else if (toConfirm.length) {
      expect(run.status).toBe(1);
      expect(run.stdout[run.stdout.length - 1]).toMatch(/to confirm before going live/);
    } else {
      expect(run.status).toBe(0);
      expect(run.stdout[run.stdout.length - 1]).toBe('Ready to launch: no placeholders left.');
    }
    // The plain check is not the launch check: the same content passes it.
    expect(checkCommand([], { CONTENT_DIR: dir }).status).toBe(0);
  });

  // Issue 29: customs officers and compliance teams act on HS codes and export-policy notices, and
  // nothing offline can confirm them: the owner confirms each before launch.
  it.each([
    ['the test content', source],
    ['the site content', realContentDir],
  ])('lists every indicative HS code and every export-policy notice not yet checked in %s, with file and path', (_name, dir) => {
    const run = checkCommand(['--launch'], { CONTENT_DIR: dir });
    const listed = run.stdout.filter((l) => /^\S+: \S+: (indicative HS code|export-policy notice)/.test(l));
    const codes: string[] = [];
    const notices: string[] = [];
    for (const f of jsonFiles(dir)) {
      const data = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { hidden?: boolean };
      if (data.hidden) continue;
      const file = displayPath(path.join(dir, f));
      walk(data, (v, at) => {
        const where = `${file}: ${at.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${String(k)}` : String(k))).join('')}`;
        const key = at[at.length - 1];
        if (key === 'hsCode') {
          const hs = v as { code: string; status: string };
          expect(['confirmed', 'indicative'], `${where}: every HS code has a status`).toContain(hs.status);
          if (hs.status === 'indicative') codes.push(`${where}.status: indicative HS code ${hs.code} (`);
        }
        if (key === 'policyNotices') {
          (v as { source: { document: string }; checkedOn?: string }[]).forEach((n, i) => {
            expect(n.source.document, `${where}[${i}]: a notice names its source`).toMatch(/\S/);
            if (!n.checkedOn || isPlaceholder(n.checkedOn)) notices.push(`${where}[${i}]: export-policy notice `);
          });
        }
      });
    }
    for (const line of [...codes, ...notices]) expect(listed.filter((l) => l.startsWith(line)), line).toHaveLength(1);
    expect(listed).toHaveLength(codes.length + notices.length);
    if (dir === source) expect(codes.length && notices.length, 'the test content has an indicative code and an unchecked notice').toBeTruthy();
    if (listed.length) {
      expect(run.status).toBe(1);
      expect(run.stdout[run.stdout.length - 1]).toMatch(new RegExp(`${codes.length ? `${codes.length} indicative HS codes?` : ''}.*to confirm`));
    }
    // The same lines for tools.
    const json = JSON.parse(checkCommand(['--launch', '--format=json'], { CONTENT_DIR: dir }).stdout.join('\n')) as { message: string }[];
    expect(json.filter((r) => /^(indicative HS code|export-policy notice)/.test(r.message))).toHaveLength(listed.length);
  });

  /** A real-looking value of the right form for a fact field (formats are checked: a GSTIN's check character, a D-U-N-S number). */
  const realFact = (key: string): string | number => {
    if (/gstin/i.test(key)) return '29AAKCS4821Q1ZK';
    if (/duns/i.test(key)) return '65-123-4567';
    if (/iec/i.test(key)) return 'AAKCS4821Q';
    if (key === 'founded') return 2012;
    if (key === 'countriesServed') return 'United Arab Emirates';
    if (/validUntil/i.test(key)) return '2030-03-31';
    if (/since|date/i.test(key)) return '2020-04-01';
    return 'ABC/2024/117';
  };

  it('passes, exit 0, when the placeholders are replaced by real-looking values', async () => {
    const dir = contentWith(source, path.join(scratch, 'real'), null);
    ownImages(dir);
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#7a6a5a' } }).jpeg().toBuffer();
    writeFileSync(path.join(dir, 'images/portrait.jpg'), photo);
    const realValue = (v: string) =>
      v
        .replace(/@example\.(com|org|net)/gi, '@sahyadriglobal.in')
        .replace(/\bexample\.(com|org|net)/gi, 'sahyadriglobal.in')
        .replace(/\/@?example(?=\/|$|\?)/gi, '/sahyadriglobalexports')
        .replace(/@example\b/gi, '@sahyadriglobal');
    for (const f of jsonFiles(dir)) {
      const file = path.join(dir, f);
      const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      const fix = (v: unknown, key?: string, parent?: Record<string, unknown>): unknown => {
        if (typeof v === 'string') {
          const label = typeof parent?.label === 'string' ? parent.label : '';
          // A credential tile's number is the one site.json gives the same registration.
          const tileOf = `${label} ${typeof parent?.numberLabel === 'string' ? parent.numberLabel : ''}`;
          if (key === 'registrationNumber' && /\bgst/i.test(tileOf)) key = 'gstin';
          else if (key === 'registrationNumber' && /d-?u-?n-?s/i.test(tileOf)) key = 'duns';
          if ((namesRegistration(key ?? '') || (key === 'value' && namesRegistration(label))) && /x{3,}|0{4,}|tbd|to be|pending|placeholder/i.test(v)) return realFact(key ?? '');
          if (isPlaceholder(v) && !/example/i.test(v) && key !== 'file' && key !== 'src') return realFact(key ?? '');
          if (/^(phone|phoneDisplay|whatsapp)$/.test(key ?? '') && madeUpNumber(v)) return key === 'phoneDisplay' ? '+91 80 4719 2836' : key === 'whatsapp' ? '918047192836' : '+918047192836';
          return realValue(v);
        }
        if (Array.isArray(v)) return v.map((x) => fix(x, key));
        if (v && typeof v === 'object') {
          const o = v as Record<string, unknown>;
          const out = Object.fromEntries(Object.entries(o).map(([k, x]) => [k, fix(x, k, o)]));
          // A sample document is replaced by the real one (the same file will do here).
          if (out.sample === true) delete out.sample;
          if (out.type === 'profile') out.image = { alt: 'Portrait', ...(out.image as object), src: 'images/portrait.jpg' };
          // The customs broker has confirmed every code, and the owner has checked every notice.
          if (out.status === 'indicative' && typeof out.code === 'string') out.status = 'confirmed';
          if (typeof out.title === 'string' && out.source && typeof out.source === 'object') out.checkedOn = '2026-01-15';
          return out;
        }
        return v;
      };
      writeFileSync(file, `${JSON.stringify(fix(data), null, 2)}\n`);
    }
    for (const f of readdirSync(path.join(dir, 'images'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.svg'))) {
      const file = path.join(dir, 'images', f);
      const svg = readFileSync(file, 'utf8');
      if (!placeholderSvg.test(svg)) continue;
      unlinkSync(file);
      writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="840" viewBox="0 0 600 840"><title>Certificate scan</title><rect width="600" height="840" fill="#fff"/></svg>');
    }
    const { problems, content } = loadContent(dir);
    expect(problems.map(formatProblem)).toEqual([]);
    expect(launchProblems(content!).map(formatProblem)).toEqual([]);
    const run = checkCommand(['--launch'], { CONTENT_DIR: dir });
    expect(run.status).toBe(0);
    expect(run.stdout[run.stdout.length - 1]).toBe('Ready to launch: no placeholders left.');
  });

  it('lists the template\'s phone and WhatsApp numbers and sample address, and a GSTIN tile that differs from site.json', () => {
    const dir = contentWith(source, path.join(scratch, 'contact'), null, [
      { file: 'site.json', set: ['contact', 'phone'], value: '+918041234567' },
      { file: 'site.json', set: ['contact', 'whatsapp'], value: '918041234567' },
      { file: 'site.json', set: ['company', 'registrations', 'gstin'], value: '29AAKCS4821Q1ZK' },
    ]);
    const site = JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8')) as { contact: { address: { lines: string[] } } };
    const credentials = JSON.parse(readFileSync(path.join(dir, 'pages/credentials.json'), 'utf8')) as { sections: { type: string; items?: { label: string; numberLabel?: string; registrationNumber?: string }[] }[] };
    const gallery = credentials.sections.findIndex((s) => s.type === 'gallery');
    const tile = credentials.sections[gallery]!.items!.findIndex((i) => /gst/i.test(`${i.label} ${i.numberLabel ?? ''}`));
    expect(tile, 'the test content has a GST tile').toBeGreaterThanOrEqual(0);
    credentials.sections[gallery]!.items![tile]!.registrationNumber = '27AAPFU0939F1ZV';
    writeFileSync(path.join(dir, 'pages/credentials.json'), JSON.stringify(credentials, null, 2));
    const lines = launchProblems(loadContent(dir).content!).map(formatProblem);
    const file = (rel: string) => displayPath(path.join(dir, rel));
    expect(lines).toContain(`${file('site.json')}: contact.phone: placeholder phone number "+918041234567" (its digits run 1234567, as a made-up number does): write the company's real number`);
    expect(lines).toContain(`${file('site.json')}: contact.whatsapp: placeholder WhatsApp number "918041234567" (its digits run 1234567, as a made-up number does): write the company's real number`);
    expect(lines).toContain(`${file('site.json')}: contact.address: placeholder address "${site.contact.address.lines.join(', ')}": it is the template's sample: write the company's real one and remove "sample": true`);
    expect(lines).toContain(
      `${file('pages/credentials.json')}: sections[${gallery}].items[${tile}].registrationNumber: placeholder GSTIN: this tile says "27AAPFU0939F1ZV" but site.json's company.registrations.gstin says "29AAKCS4821Q1ZK": write the same number in both`,
    );
  });

  it('knows a made-up number by its run of digits, not a real one', () => {
    expect(madeUpNumber('+91 80 4123 4567')).toBe('1234567');
    expect(madeUpNumber('+91 98765 43210')).toBe('9876543210');
    expect(madeUpNumber('+910000000000')).toBe('10000000000'.slice(1));
    expect(madeUpNumber('+91 80 4719 2836')).toBeNull();
    expect(madeUpNumber('+971 4 332 5566')).toBeNull();
  });

  it('finds placeholder registration numbers by field name or label, and placeholder persons', () => {
    const dir = contentWith(source, path.join(scratch, 'rules'), null, [
      { file: 'site.json', set: ['company', 'legalName'], value: 'TBD' },
      {
        file: 'pages/about.json',
        set: ['sections', 0],
        value: {
          type: 'facts',
          heading: 'Registrations',
          items: [
            { label: 'IEC', value: 'XXXXXXXXXX' },
            { label: 'GSTIN', value: '29AAKCS4821Q1ZV' },
            { label: 'D-U-N-S number', value: 'to be added' },
            { label: 'Pieces per carton', value: '0000' },
          ],
        },
      },
    ]);
    const profile = (JSON.parse(readFileSync(path.join(dir, 'pages/about.json'), 'utf8')) as { sections: { type: string }[] }).sections.findIndex((s) => s.type === 'profile');
    const { content, problems } = loadContent(dir);
    expect(problems.map(formatProblem)).toEqual([]);
    const lines = launchProblems(content!).map(formatProblem);
    const about = displayPath(path.join(dir, 'pages/about.json'));
    expect(lines).toContain(`${displayPath(path.join(dir, 'site.json'))}: company.legalName: placeholder text "TBD": write the real value`);
    expect(lines).toContain(`${about}: sections[0].items[0].value: placeholder registration number "XXXXXXXXXX" for IEC: write the real number`);
    expect(lines).toContain(`${about}: sections[0].items[2].value: placeholder registration number "to be added" for D-U-N-S number: write the real number`);
    expect(lines.filter((l) => l.startsWith(`${about}: sections[0].items[1]`) || l.startsWith(`${about}: sections[0].items[3]`))).toEqual([]);
    if (profile !== -1) expect(lines.some((l) => l.startsWith(`${about}: sections[${profile}]`) && l.includes('placeholder person'))).toBe(true);
  });

  it('knows registration fields by their name', () => {
    for (const name of ['gstin', 'iecNumber', 'IEC', 'registrationNumber', 'D-U-N-S number', 'G.S.T. registration', 'rcmc', 'fssaiLicence']) expect(namesRegistration(name), name).toBe(true);
    for (const name of ['pieces', 'company', 'description', 'label', 'panel', 'recipient']) expect(namesRegistration(name), name).toBe(false);
  });
});
