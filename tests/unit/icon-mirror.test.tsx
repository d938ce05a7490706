import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lucideNode } from '../../scripts/vite/icon-data.ts';
import { Icon } from '../../src/components/ui/icon.tsx';
import { isDirectionalIcon } from '../../src/content/icons.ts';

/**
 * Issue 46 item 4: an icon that points along the line of reading is mirrored right to left, decided
 * once for every icon (content/icons.ts, marked by the build's icon data, drawn by icon.tsx), not by
 * a class each place remembers. (tests/e2e/rtl.spec.ts measures it on the Arabic pages.)
 */
describe('directional icons', () => {
  it('arrows and chevrons to the left or right, and send, are directional; up, down and external links are not', () => {
    for (const id of ['arrow-right', 'arrow-left', 'chevron-right', 'chevron-left', 'chevrons-right', 'circle-arrow-left', 'arrow-big-right', 'arrow-right-from-line', 'send']) expect(isDirectionalIcon(id), id).toBe(true);
    for (const id of ['chevron-down', 'arrow-up', 'external-link', 'arrow-up-right', 'search', 'rotate-cw', 'file-text']) expect(isDirectionalIcon(id), id).toBe(false);
  });

  it('the drawing of a directional icon is drawn with the mirroring class, its mark not in the markup', async () => {
    const { container } = render(
      <p>
        <Icon node={await lucideNode('chevron-right')} />
        <Icon node={await lucideNode('arrow-left')} className="size-4" />
        <Icon node={await lucideNode('chevron-down')} />
      </p>,
    );
    const svgs = [...container.querySelectorAll('svg')];
    expect(svgs.map((s) => s.classList.contains('icon-mirror'))).toEqual([true, true, false]);
    expect(svgs[1]!.classList.contains('size-4')).toBe(true);
    expect(container.innerHTML).not.toContain('data-mirror');
  });
});
