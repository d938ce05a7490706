import { describe, expect, it } from 'vitest';
import { multiLine, oneLine } from '../../src/content/primitives.ts';
import { drawOgImage } from '../../scripts/render/og-image.ts';

const isJpeg = (data: Buffer) => data[0] === 0xff && data[1] === 0xd8;

describe('share pictures (issue 24, item 8)', () => {
  it('the check refuses the control characters that broke the build, with the character and where it is', () => {
    expect(oneLine().safeParse('Para\u0008cetamol').error?.issues[0]?.message).toBe(
      'contains a control character U+0008 at character 5: remove it (an invisible character, usually pasted in with text from another program)',
    );
    expect(oneLine().safeParse('Paracetamol\u0000').success).toBe(false);
    expect(multiLine().safeParse('A line\n\tand another').success).toBe(true);
  });

  it.each([
    ['characters XML cannot hold', 'Paracetamol \uFFFE\uFFFF BP'],
    ['half an emoji', 'Paracetamol \uD83D BP \uDE00'],
    ['text-direction controls', 'Paracetamol \u202Eexe.fdp\u202C \u2067BP\u2069'],
    ['markup characters', 'Oils & <fats> "refined" \'cold\''],
    ['a line separator', 'Paracetamol\u2028BP'],
    ['a 500-character word', 'P'.repeat(500)],
    ['Arabic and an emoji', 'باراسيتامول 🌿'],
  ])('draws any title the check accepts: %s', async (_, title) => {
    expect(oneLine().safeParse(title).success).toBe(true);
    const data = await drawOgImage({ source: null, fit: 'contain', title, company: `Fixture \uFFFF Exports` }, null);
    expect(isJpeg(data)).toBe(true);
  });
});
