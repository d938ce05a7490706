/**
 * Issue 29: export policy, classification and the files content names. The rules themselves live
 * in the content check (negative fixtures incoterm-exw, policy-notice-source, hs-code-status);
 * here: what any valid site content satisfies, the check's warning about files nothing names, the
 * launch listing, and how a page shows an indicative code and a notice.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCommand } from '../../scripts/content/check-command.ts';
import { walk } from '../../scripts/content/checks.ts';
import { displayPath, loadContent } from '../../scripts/content/load.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { unreferencedFileWarnings } from '../../scripts/content/unreferenced.ts';
import { hsCode, tradeDetails } from '../../src/content/trade-details.ts';
import type { PolicyNotice } from '../../src/content/trade-details.ts';
import { contentDir as source, realContentDir, shownContent } from './content-dirs.ts';
import { contentWith } from './content-fixture.ts';
import { renderApp } from './render-app.tsx';
import { translationLocale } from '../../src/content/translation.ts';

const scratch = path.resolve('tests/.tmp', `trade-rules-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }), 60_000);

/** Every content JSON file of a folder with its parsed data (not the generated schemas). */
const jsonFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    // English files: a translation (name.fr.json) holds only words, no codes or notices.
    .filter((f) => f.endsWith('.json') && !f.startsWith('.schemas') && !f.startsWith('images') && translationLocale(path.basename(f)) === null)
    .map((f) => ({ file: f, data: JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as unknown }));

/** Each value under `key` anywhere in the content, with where it is. */
function valuesOf(dir: string, key: string): { at: string; value: unknown }[] {
  const found: { at: string; value: unknown }[] = [];
  // The UI's word catalogues (ui/) name the Incoterms and say "HS code": words, not trade facts.
  for (const { file, data } of jsonFiles(dir).filter((f) => !/(^|[\\/])ui[\\/]/.test(f.file))) {
    walk(data, (value, at) => {
      if (at[at.length - 1] === key) found.push({ at: `${file}: ${at.join('.')}`, value });
    });
  }
  return found;
}

describe('issue 29: the site content, as any valid content', () => {
  it('offers no EXW in any Incoterms list (a foreign buyer cannot be the exporter of record in India)', () => {
    for (const { at, value } of valuesOf(realContentDir, 'incoterms')) {
      for (const term of value as string[]) expect(term.trim().toUpperCase(), at).not.toBe('EXW');
    }
  });

  it('gives every HS code a status, confirmed or indicative', () => {
    const codes = valuesOf(realContentDir, 'hsCode');
    expect(codes.length).toBeGreaterThan(0);
    for (const { at, value } of codes) expect(hsCode.safeParse(value).success, at).toBe(true);
  });

  it('names the source of every export-policy notice: the document, its number and date (or "to be added")', () => {
    for (const { at, value } of valuesOf(realContentDir, 'policyNotices')) {
      for (const notice of value as { source?: Record<string, unknown> }[]) {
        expect(notice.source, at).toBeDefined();
        for (const field of ['document', 'number', 'date']) expect(String(notice.source![field] ?? '').trim(), `${at}: source.${field}`).not.toBe('');
      }
    }
  });

  it('leaves no picture or document that nothing names', () => {
    const { content, problems } = loadContent(realContentDir);
    expect(problems.map(formatProblem)).toEqual([]);
    expect(unreferencedFileWarnings(content!).map(formatProblem)).toEqual([]);
  });
});

describe('the warning about files nothing names', () => {
  const hiddenPage = {
    $schema: '../.schemas/page.json',
    hidden: true,
    title: 'Hidden page',
    description: 'A page taken off the site for a while; its picture stays, ready for when it comes back.',
    sections: [{ type: 'prose', heading: 'Back soon', paragraphs: ['Back soon.'], image: { src: 'images/extra/hidden-only.svg', alt: '' } }],
  };
  const document = readdirSync(path.join(source, 'documents')).find((f) => f.endsWith('.pdf'))!;

  it('names each picture and document no content file refers to, after "Content OK", and never fails', () => {
    const dir = contentWith(source, path.join(scratch, 'leftovers'), null, [
      { copy: 'images/brand/logo.svg', to: 'images/extra/leftover.svg' },
      { copy: 'images/brand/logo.svg', to: 'images/extra/hidden-only.svg' },
      { copy: `documents/${document}`, to: 'documents/old-sheet.pdf' },
    ]);
    const page = path.join(dir, 'pages/hidden-page.json');
    writeFileSync(page, `${JSON.stringify(hiddenPage, null, 2)}\n`);
    const at = (rel: string) => displayPath(path.join(dir, rel));
    const before = checkCommand([], { CONTENT_DIR: source }).stdout.filter((l) => l.startsWith('Warning: '));

    const run = checkCommand([], { CONTENT_DIR: dir });
    expect(run.status).toBe(0);
    expect(run.stdout[0]).toMatch(/^Content OK: /);
    const warnings = run.stdout.filter((l) => l.startsWith('Warning: '));
    expect(warnings.length).toBe(before.length + 2);
    expect(warnings).toContain(
      `Warning: ${at('images/extra/leftover.svg')}: $: no page, catalogue entry or site.json names "images/extra/leftover.svg": delete the file, or use it ("src": "images/extra/leftover.svg")`,
    );
    expect(warnings).toContain(
      `Warning: ${at('documents/old-sheet.pdf')}: $: no page, catalogue entry or site.json names "documents/old-sheet.pdf": delete the file, or use it ("file": "documents/old-sheet.pdf")`,
    );
    // A hidden page still names its picture: it comes back when "hidden" is removed.
    expect(warnings.some((w) => w.includes('hidden-only.svg'))).toBe(false);
    // A catalogue kind's fallback drawings are kept for the entries that will need them.
    expect(warnings.some((w) => /fallback/.test(w))).toBe(false);
    // For tools: a GitHub warning annotation, and nothing in the JSON list of problems.
    expect(checkCommand(['--format=github'], { CONTENT_DIR: dir }).stdout).toContain(
      `::warning file=${at('images/extra/leftover.svg')},line=1,col=1::$: no page, catalogue entry or site.json names "images/extra/leftover.svg": delete the file, or use it ("src": "images/extra/leftover.svg")`,
    );
    expect(checkCommand(['--format=json'], { CONTENT_DIR: dir }).stdout.join('')).toBe('[]');
  });
});

describe('the schema of trade facts', () => {
  it('turns a source number or date still "to be added" into nothing to show, requires the day a notice was checked (or "to be confirmed"), and refuses a notice checked in the future', () => {
    const notice = (extra: object) => ({ title: 'T', text: 'X', source: { document: 'DGFT notification', number: 'to be added', date: '2022-08-27' }, checkedOn: 'to be confirmed', ...extra });
    const parsed = tradeDetails.parse({ policyNotices: [notice({})] });
    expect(parsed.policyNotices![0]!.source).toEqual({ document: 'DGFT notification', number: null, date: '2022-08-27' });
    // Not checked yet is said in so many words ("to be confirmed"), never by leaving the field out.
    expect(parsed.policyNotices![0]!.checkedOn).toBeUndefined();
    const unsaid = tradeDetails.safeParse({ policyNotices: [{ ...notice({}), checkedOn: undefined }] });
    expect(unsaid.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'policyNotices.0.checkedOn: missing: write the day you last checked the notice against the current text of its source, e.g. "2026-11-20", or "to be confirmed" until you have (the launch check lists it)',
    ]);
    const future = tradeDetails.safeParse({ policyNotices: [notice({ checkedOn: '2999-01-01' })] });
    expect(future.error?.issues.map((i) => i.message)).toEqual(['is in the future: write the day you checked the notice against its source']);
    expect(tradeDetails.safeParse({ policyNotices: [notice({ checkedOn: '2024-02-30' })] }).success).toBe(false);
    expect(tradeDetails.safeParse({ policyNotices: [notice({ checkedOn: '2024-02-29' })] }).success).toBe(true);
  });
});

describe('a commodity page shows indicative codes and export-policy notices', () => {
  type Row = { name: string; hsCode: { code: string; status: string; note?: string }; policyNotices?: PolicyNotice[] };
  const page = shownContent().pages.find((p) => p.data.sections.some((s) => s.type === 'trade-details' && s.products?.some((r) => r.policyNotices)));

  it('marks each indicative code in words and explains the mark once; each notice sits under its product with its source', async () => {
    expect(page, 'the test content has a product row with an export-policy notice').toBeDefined();
    await renderApp(page!.path);
    const table = await screen.findByRole('table', { name: 'HS codes of the products on this page' });
    const section = page!.data.sections.find((s) => s.type === 'trade-details' && s.products?.some((r) => r.policyNotices)) as unknown as { products: Row[] };
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(section.products.length);
    section.products.forEach((product, i) => {
      const row = rows[i]!;
      const [name, code] = [within(row).getByRole('rowheader'), within(row).getAllByRole('cell')[0]!];
      expect(within(code).getByText(product.hsCode.code)).toBeInTheDocument();
      if (product.hsCode.status === 'indicative') expect(within(code).getByText('indicative')).toBeInTheDocument();
      else expect(within(code).queryByText('indicative')).toBeNull();
      for (const notice of product.policyNotices ?? []) {
        const item = within(name).getByText(notice.title, { exact: false }).closest('li')!;
        expect(item.textContent).toContain(notice.text);
        expect(item.textContent).toContain(`Source: ${notice.source.document}`);
        if (notice.source.number) expect(item.textContent).toContain(notice.source.number);
      }
      if (!product.policyNotices) expect(within(name).queryByRole('list')).toBeNull();
    });
    const indicative = section.products.some((p) => p.hsCode.status === 'indicative');
    expect(screen.queryAllByText(/not yet confirmed by a customs broker/)).toHaveLength(indicative ? 1 : 0);
  });
});
