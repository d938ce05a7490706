import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bidiParts, Isolated, textDir } from '../../src/components/ui/bidi.tsx';

/**
 * Issue 31, item 5: Latin runs inside Arabic text are isolated left to right, cut where a reader
 * cuts them; text without Arabic is left alone. (Where the browser then draws each character is
 * measured in tests/e2e/bidi.spec.ts.)
 */
const ltrRuns = (text: string) => bidiParts(text).filter((p) => p.ltr).map((p) => p.text);

describe('bidiParts', () => {
  it('isolates a number with the Latin words after it, and a unit with its number', () => {
    expect(ltrRuns('الطابق الثالث، 42 Trade Centre')).toEqual(['42 Trade Centre']);
    expect(ltrRuns('100 Feet Road، إنديراناغار')).toEqual(['100 Feet Road']);
    expect(ltrRuns('لا يزيد على 20 ppm')).toEqual(['20 ppm']);
    expect(ltrRuns('من 175 m²/g إلى 225 m²/g')).toEqual(['175 m²/g', '225 m²/g']);
  });

  it('leaves parentheses to the Arabic around them, and a number that runs on into an Arabic word', () => {
    expect(ltrRuns('N-(4-هيدروكسي فينيل)أسيتاميد')).toEqual(['N']);
    expect(ltrRuns('أسيتامينوفين, APAP, 4-أسيتاميدوفينول')).toEqual(['APAP']);
  });

  it('isolates a Latin name in parentheses together with them, so the name stays whole (issue 46 item 4)', () => {
    expect(ltrRuns('دار تصدير بنجمة واحدة (One Star Export House)')).toEqual(['(One Star Export House)']);
    expect(ltrRuns('مجلس التوابل الهندي (Spices Board) في كوتشي')).toEqual(['(Spices Board)']);
    // Parentheses that hold more than the Latin run still pair across the Arabic.
    expect(ltrRuns('N-(4-هيدروكسي فينيل)أسيتاميد')).toEqual(['N']);
    expect(ltrRuns('(APAP، أسيتامينوفين)')).toEqual(['APAP']);
  });

  it('keeps every character, in order', () => {
    for (const text of ['دار تصدير (One Star Export House) بنجمة', 'الطابق الثالث، 42 Trade Centre', 'N-(4-هيدروكسي فينيل)أسيتاميد', 'حمض (2S,5R,6R)-6-[[(2R)-2-أمينو']) {
      expect(bidiParts(text).map((p) => p.text).join('')).toBe(text);
    }
  });

  it('leaves text without Arabic as one plain part, and numbers alone inside Arabic plain', () => {
    expect(bidiParts('42 Trade Centre')).toEqual([{ text: '42 Trade Centre', ltr: false }]);
    expect(ltrRuns('رقم CAS 103-90-2')).toEqual(['CAS 103-90-2']);
    expect(ltrRuns('بنغالور 560038')).toEqual([]);
  });
});

describe('Isolated and textDir', () => {
  it('draws each Latin run in a bdi dir="ltr", and English text as it is', () => {
    const { container } = render(
      <p>
        <Isolated text="الطابق الثالث، 42 Trade Centre" />
      </p>,
    );
    expect([...container.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent)).toEqual(['42 Trade Centre']);
    const english = render(
      <p>
        <Isolated text="42 Trade Centre" />
      </p>,
    );
    expect(english.container.innerHTML).toBe('<p>42 Trade Centre</p>');
  });

  it('a text holding Arabic reads right to left even when it starts with a Latin letter; Latin alone keeps auto', () => {
    expect(textDir('N-(4-هيدروكسي فينيل)أسيتاميد')).toBe('rtl');
    expect(textDir('N-(4-hydroxyphenyl)acetamide')).toBe('auto');
  });
});

describe('Arabic values in flex rows (review of issue 31)', () => {
  it('a table cell holding Arabic with Latin runs is one item: on a phone the cell is a flex row of its label and its value', async () => {
    const { DataTable } = await import('../../src/components/ui/data-table.tsx');
    const value = 'من 168 °C إلى 172 °C';
    const { container } = render(<DataTable caption="المواصفات" columns={['الاختبار', 'المواصفة']} rows={[['درجة الانصهار', value]]} />);
    const cell = container.querySelector('td')!;
    expect(cell.textContent).toBe(value);
    // Text nodes and bdi elements straight in the cell would each be a flex item, spread across the row.
    expect([...cell.childNodes].filter((n) => n.nodeType === Node.ELEMENT_NODE || n.textContent!.trim() !== '')).toHaveLength(1);
    expect(cell.querySelectorAll('bdi[dir="ltr"]')).toHaveLength(2);
  });

  it('so is a cell a table renders itself (an API product\'s spec value: "طيف IR متطابق ..."), not only a string', async () => {
    const { SpecTable } = await import('../../src/components/ui/spec-table.tsx');
    const value = 'طيف IR متطابق مع المادة المرجعية القياسية';
    const { container } = render(
      <SpecTable caption="المواصفات" columns={['الاختبار', 'المواصفة']} rows={[{ label: 'التعرّف', value }]} renderValue={(v) => <Isolated text={v} />} />,
    );
    const cell = container.querySelector('td')!;
    expect(cell.textContent).toBe(value);
    expect([...cell.childNodes].filter((n) => n.nodeType === Node.ELEMENT_NODE || n.textContent!.trim() !== '')).toHaveLength(1);
    expect(cell.querySelectorAll('bdi[dir="ltr"]')).toHaveLength(1);
  });
});
