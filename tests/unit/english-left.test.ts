import { describe, expect, it } from 'vitest';
import { englishLeft, mayStayAsEnglish } from '../e2e/english-left.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { contentDir as fixtureDir } from './content-dirs.ts';

// The browser test's judgement (tests/e2e/locale-english-left.spec.ts), on texts planted here.
describe('English left on a translated page', () => {
  const englishTable = [
    { region: 'main0/section2', text: 'Cashew kernels, white wholes' },
    { region: 'main0/section2', text: 'W320' },
    { region: 'nav0', text: 'Contact' },
  ];

  it('finds an English product name left in a French table, and not the same words elsewhere', () => {
    const french = [
      { region: 'main0/section2', text: 'Cashew kernels, white wholes' },
      { region: 'main0/section3', text: 'Cashew kernels, white wholes' },
      { region: 'main0/section2', text: 'W320' },
      { region: 'nav0', text: 'Contact' },
    ];
    expect(englishLeft('fr', french, englishTable, [])).toEqual(['main0/section2: "Cashew kernels, white wholes"']);
    expect(englishLeft('fr', [{ region: 'main0/section2', text: 'Amandes de cajou, entières blanches' }], englishTable, [])).toEqual([]);
  });

  it('finds an English name left on an Arabic page, unless the content keeps it as written', () => {
    const arabic = [{ region: 'main0/section2', text: 'Cashew kernels W320' }];
    expect(englishLeft('ar', arabic, englishTable, [])).toEqual(['main0/section2: "Cashew kernels W320" (Cashew kernels)']);
    // A trade term in Latin letters inside Arabic words is how the trade writes it.
    expect(englishLeft('ar', [{ region: 'main0/section2', text: 'حبوب الكاجو (Cashew kernels)' }], englishTable, [])).toEqual([]);
    expect(englishLeft('ar', arabic, englishTable, ['Cashew kernels'])).toEqual([]);
    expect(englishLeft('ar', [{ region: 'main0/section2', text: 'حبوب الكاجو W320 (FOB)' }], englishTable, [])).toEqual([]);
  });

  it('reads a Latin term the Arabic sentence isolates with its sentence, not on its own', () => {
    const english = [{ region: 'main0/section2', text: 'Also known as Kabuli chana and Garbanzo beans, E. coli absent, 80 mesh' }];
    const term = (text: string, sentence?: string) => englishLeft('ar', [{ region: 'main0/section2', text, sentence }], english, []);
    // In parentheses inside an Arabic sentence, as the translator wrote it: part of the translation.
    expect(term('(Kabuli chana)', 'حمص كابولي (Kabuli chana) وحمص غاربانزو (Garbanzo beans)')).toEqual([]);
    expect(term('(E. coli)', 'الإشريكية القولونية (E. coli) غير موجودة')).toEqual([]);
    expect(term('80 mesh', 'لا يقل عن 95% يمر من منخل 80 mesh')).toEqual([]);
    // The same term with no sentence around it, or in a sentence that is English with one Arabic word, is English left.
    expect(term('(Kabuli chana)')).toEqual(['main0/section2: "(Kabuli chana)" (Kabuli chana)']);
    expect(term('(Kabuli chana)', 'Also known as و (Kabuli chana) and Garbanzo beans')).toEqual(['main0/section2: "(Kabuli chana)" (Kabuli chana)']);
  });

  it('reads what may stay from the content: codes and never-translated strings, not product names in words', () => {
    const { content } = loadContent(fixtureDir);
    if (!content) throw new Error('fixture content has problems');
    const stays = new Set(mayStayAsEnglish(content, 'fr'));
    const translated = new Set(content.translations.filter((t) => t.locale === 'fr').map((t) => t.english));
    const cas = content.entries.filter((e) => translated.has(e.file)).map((e) => (e.data as { casNumber?: string }).casNumber).find(Boolean);
    expect(cas, 'a French translation of an entry with a CAS number in the fixture').toBeDefined();
    expect(stays.has(cas!)).toBe(true);
    const names = content.entries.map((e) => e.title).filter((t) => /(?:^|[^\p{L}])\p{Ll}{4,}/u.test(t));
    for (const name of names) expect(stays.has(name), name).toBe(false);
  });
});
