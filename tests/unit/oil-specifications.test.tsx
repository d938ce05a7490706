import { rmSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { cardsSection } from '../../src/content/sections/cards.ts';
import { productCarouselSection } from '../../src/content/sections/product-carousel.ts';
import { CardsSection } from '../../src/sections/cards/cards-section.tsx';
import { ImageGridSection } from '../../src/sections/image-grid/image-grid-section.tsx';
import { ProductCarouselSection } from '../../src/sections/product-carousel/product-carousel-section.tsx';
import { contentWith } from './content-fixture.ts';
import { itemAnchors } from '../../src/content/item-anchor.ts';
import { realContentDir } from './content-dirs.ts';

/**
 * Issue 27 item 8 (oils): product cards list the specifications a buyer compares and carry
 * "Add … to enquiry"; essential oils carry their botanical name; the content check refuses what
 * an editor can get wrong, naming file and path. Item 4: each grade tile has its own anchor.
 */

const pic = (alt: string) => ({ src: `/${alt}.svg`, width: 640, height: 420, alt });
const specs = [
  { label: 'Free fatty acids (FFA)', value: '0.1 % max, as oleic acid' },
  { label: 'Peroxide value', value: '10 meq O2/kg max' },
];
const scratch = path.resolve('tests/.tmp', `oil-specifications-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }), 60_000);

describe('oil cards', () => {
  it('a carousel card shows its specifications as a list of terms and values, and its Add to enquiry button', () => {
    render(
      <MemoryRouter>
        <ProductCarouselSection
          section={{ type: 'product-carousel', heading: 'Our oils', interval: 3000, items: [{ title: 'Sunflower Oil', image: pic('sunflower'), specifications: specs, quote: 'Sunflower oil X' }] }}
        />
      </MemoryRouter>,
    );
    const slide = screen.getByRole('group', { name: /1 of 1/ });
    const terms = within(slide).getAllByRole('term').map((t) => t.textContent);
    const values = within(slide).getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(specs.map((s) => s.label));
    expect(values).toEqual(specs.map((s) => s.value));
    expect(within(slide).getByRole('button', { name: 'Add Sunflower oil X to enquiry' })).toBeInTheDocument();
  });

  it('an essential oil card without a picture shows its botanical name in Latin, its specifications and its button', () => {
    render(
      <MemoryRouter>
        <CardsSection
          section={{ type: 'cards', columns: 3, items: [{ title: 'Peppermint Oil', botanicalName: 'Mentha × piperita', specifications: specs, quote: 'Peppermint oil X', unit: 'kg' }] }}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Mentha × piperita')).toHaveAttribute('lang', 'la');
    expect(screen.getAllByRole('term')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add Peppermint oil X to enquiry' })).toBeInTheDocument();
  });
});

describe('specification and botanical name rules', () => {
  const card = (extra: object) => ({ type: 'cards', items: [{ title: 'Oil', ...extra }] });
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

  it('refuses a label twice, an empty list, more than 12 lines and a value too long to sit beside its label', () => {
    expect(issues(cardsSection.safeParse(card({ specifications: [...specs, { label: 'peroxide value', value: '5 meq O2/kg max' }] })))).toEqual([
      'items.0.specifications.2.label: duplicate specification "peroxide value" (same as [1]): give each measure one line',
    ]);
    expect(issues(cardsSection.safeParse(card({ specifications: [] })))).toEqual(['items.0.specifications: list one specification at least, or leave "specifications" out']);
    const many = Array.from({ length: 13 }, (_, i) => ({ label: `Measure ${i}`, value: `${i} %` }));
    expect(issues(cardsSection.safeParse(card({ specifications: many })))[0]).toMatch(/^items\.0\.specifications: at most 12 specifications/);
    expect(issues(productCarouselSection.safeParse({ type: 'product-carousel', heading: 'H', items: [{ title: 'Oil', image: { src: 'images/x.svg', alt: '' }, specifications: [{ label: 'Colour', value: 'x'.repeat(81) }] }] }))[0]).toMatch(
      /^items\.0\.specifications\.0\.value: a specification value has at most 80 characters/,
    );
  });

  it('takes a Latin binomial (with a hybrid sign) and refuses a common or lower-case name', () => {
    for (const ok of ['Mentha × piperita', 'Cymbopogon flexuosus', 'Syzygium aromaticum (L.) Merr. & L.M.Perry']) expect(cardsSection.safeParse(card({ botanicalName: ok })).success, ok).toBe(true);
    for (const bad of ['peppermint', 'mentha piperita', 'Mentha', 'Mentha Piperita']) {
      expect(issues(cardsSection.safeParse(card({ botanicalName: bad }))), bad).toEqual([
        'items.0.botanicalName: write the botanical name in Latin: the genus with a capital, then the species in lower case, e.g. "Mentha × piperita" or "Cymbopogon flexuosus"',
      ]);
    }
  });

  it('the content check names the file and path of a bad specification and of a botanical name in a translation', () => {
    const oils = 'pages/business/edible-essential-oils.json';
    const source = loadContent(realContentDir).content!;
    const page = source.pages.find((p) => p.file.endsWith(oils))!;
    const carousel = page.data.sections.findIndex((s) => s.type === 'product-carousel' && s.items.some((i) => (i.specifications?.length ?? 0) > 1));
    const cards = page.data.sections.findIndex((s) => s.type === 'cards' && s.items.some((i) => i.botanicalName));
    expect(carousel, 'the oils page has a carousel card with specifications').toBeGreaterThanOrEqual(0);
    expect(cards, 'the oils page has an essential oil with its botanical name').toBeGreaterThanOrEqual(0);
    const dir = contentWith(realContentDir, path.join(scratch, 'bad'), null, [
      { file: oils, set: ['sections', carousel, 'items', 0, 'specifications', 1, 'label'], value: 'Free fatty acids (FFA)' },
      { file: oils, set: ['sections', cards, 'items', 0, 'botanicalName'], value: 'peppermint' },
    ]);
    const messages = loadContent(dir).problems.map(formatProblem).filter((m) => m.includes('edible-essential-oils'));
    const first = (source.pages.find((p) => p.file.endsWith(oils))!.data.sections[carousel] as { items: { specifications: { label: string }[] }[] }).items[0]!.specifications[0]!.label;
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`edible-essential-oils\\.json: sections\\[${carousel}\\]\\.items\\[0\\]\\.specifications\\[1\\]\\.label: duplicate specification "${first.replace(/[()]/g, '\\$&')}"`)),
        expect.stringMatching(new RegExp(`edible-essential-oils\\.json: sections\\[${cards}\\]\\.items\\[0\\]\\.botanicalName: write the botanical name in Latin`)),
      ]),
    );
    // A botanical name is never translated: one written into a translation does not reach the page, which shows the Latin.
    const translated = contentWith(realContentDir, path.join(scratch, 'translated'), null, [
      { file: oils.replace('.json', '.fr.json'), set: ['sections', cards, 'items', 0, 'botanicalName'], value: 'Menthe poivrée' },
    ]);
    const fr = loadContent(translated).content!.localized.fr.pages.find((p) => p.file.endsWith(oils) || p.path.endsWith('/edible-essential-oils'))!;
    const english = (page.data.sections[cards] as { items: { botanicalName?: string }[] }).items[0]!.botanicalName;
    expect((fr.data.sections[cards] as { items: { botanicalName?: string }[] }).items[0]!.botanicalName).toBe(english);
  }, 180_000);
});

describe('grade tiles', () => {
  it('an editor may link to a tile\'s anchor; a mistyped one is refused with the closest anchor', () => {
    const source = loadContent(realContentDir).content!;
    const found = source.pages.flatMap((p) => {
      const i = p.data.sections.findIndex((s) => s.type === 'image-grid' && !!s.id);
      const grid = p.data.sections[i] as { id: string; items: { caption: string }[] } | undefined;
      const link = p.data.sections.findIndex((s) => s.type === 'cta');
      return grid && link >= 0 ? [{ file: p.file.slice(p.file.indexOf('pages/')), anchor: itemAnchors(grid.id, grid.items.map((t) => t.caption)).at(-1)!, link }] : [];
    })[0];
    expect(found, 'a page with a grade gallery and a call to action').toBeDefined();
    const { file, anchor, link } = found!;
    const ok = contentWith(realContentDir, path.join(scratch, 'tile-link'), null, [{ file, set: ['sections', link, 'link', 'to'], value: `#${anchor}` }]);
    expect(loadContent(ok).problems.map(formatProblem)).toEqual([]);
    const typo = contentWith(realContentDir, path.join(scratch, 'tile-typo'), null, [{ file, set: ['sections', link, 'link', 'to'], value: `#${anchor}x` }]);
    expect(loadContent(typo).problems.map(formatProblem)).toEqual([expect.stringContaining(`${file}: sections[${link}].link.to: broken link: anchor "#${anchor}x" matches no id on this page: did you mean "#${anchor}"?`)]);
  }, 180_000);

  it('each tile of a gallery with an id is an anchor of its own, from its caption', () => {
    const { container } = render(
      <MemoryRouter>
        <ImageGridSection section={{ type: 'image-grid', id: 'grade-gallery', columns: 4, items: [{ caption: 'W320', image: pic('w320') }, { caption: 'White pieces', image: pic('wp') }] }} />
      </MemoryRouter>,
    );
    expect([...container.querySelectorAll('li[id]')].map((li) => [li.id, li.textContent])).toEqual([
      ['grade-gallery-w320', 'W320'],
      ['grade-gallery-white-pieces', 'White pieces'],
    ]);
  });
});
