import { describe, expect, it } from 'vitest';
import { drawnStructure, sized, slim, slimmedAndSized } from '../../scripts/content/entry-images.ts';

// Issue 30: a structure drawing's edits (slim, then its size and title) made on openchemlib's text
// tag by tag instead of through two parses. The text must be the parser's, byte for byte: the
// drawings are cached by their inputs, and a page shows whichever way drew it.
describe('structure drawings without a parse', () => {
  it.each([
    ['4-chlorobenzenesulfonamide (four label colours)', 'NS(=O)(=O)C1=CC=C(Cl)C=C1'],
    ['alanine (a stereo wedge)', 'C[C@H](N)C(=O)O'],
    ['a double bond with geometry', 'F/C=C/F'],
    ['a salt (charges, two parts)', 'O=C([O-])[O-].[Ca+2]'],
    ['decalin (two stereo centres)', 'C1CC[C@@H]2CCCC[C@H]2C1'],
    ['aspirin', 'CC(=O)Oc1ccccc1C(=O)O'],
  ])('%s: the same text as the parser writes', (_, smiles) => {
    const title = `2-D chemical structure of <${smiles}> & "friends"`;
    const drawn = drawnStructure(smiles, title);
    const fast = slimmedAndSized(drawn, title);
    expect(fast).not.toBeNull();
    expect(fast).toBe(sized(slim(drawn), title));
    // What it is for: no hit targets, bonds styled once, the title escaped, the size at scale.
    expect(fast).not.toContain('class="event"');
    expect(fast).toContain('<title>2-D chemical structure of &lt;');
    expect(fast).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
  });

  it('leaves a drawing it cannot read plainly to the parser', () => {
    const odd = `<svg id="structure" xmlns="http://www.w3.org/2000/svg" width='100px' height="50px" viewBox="0 0 100 50"><line x1="1.234" y1="2" x2="3" y2="4" stroke="#0A2E40" stroke-width="1.6" /></svg>`;
    expect(slimmedAndSized(odd, 'x')).toBeNull();
    expect(slimmedAndSized('<!-- note --><svg width="1" height="1" viewBox="0 0 1 1"></svg>', 'x')).toBeNull();
  });
});
