import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionContent } from '../../src/sections/section-types.ts';

type Registry = typeof import('../../src/sections/registry.ts');

const sections = [
  { type: 'notice', text: 'First notice' },
  { type: 'notice', text: 'Second notice' },
  { type: 'notice', text: 'Third notice' },
] as SectionContent[];

/** Draws prepared sections the way BusinessPage does: each in a Suspense boundary of its own. */
function Sections({ prepared }: { prepared: Awaited<ReturnType<Registry['prepareSections']>> }) {
  return prepared.map(({ Component, section, data }, index) => (
    <Suspense key={index} fallback={null}>
      <Component section={section} data={data} />
    </Suspense>
  ));
}

describe('sections below the first, when the app adopts a static page', () => {
  let registry: Registry;
  beforeEach(async () => {
    // A fresh registry: no section code loaded yet, as on a first visit.
    vi.resetModules();
    registry = await import('../../src/sections/registry.ts');
  });
  afterEach(() => registry.deferSections(false));

  it('on a navigation, every section is drawn in the first render', async () => {
    const prepared = await registry.prepareSections(sections, registry.eagerSectionCount(sections));
    render(<Sections prepared={prepared} />);
    for (const { text } of sections as { text: string }[]) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('while deferring, only the first section waits for its code; the others are drawn once theirs arrives', async () => {
    registry.deferSections(true);
    expect(registry.eagerSectionCount(sections)).toBe(1);
    const prepared = await registry.prepareSections(sections, registry.eagerSectionCount(sections));
    render(<Sections prepared={prepared} />);
    expect(screen.getByText('First notice')).toBeInTheDocument();
    expect(screen.queryByText('Second notice')).not.toBeInTheDocument();
    expect(await screen.findByText('Second notice')).toBeInTheDocument();
    expect(screen.getByText('Third notice')).toBeInTheDocument();
    registry.deferSections(false);
    expect(registry.eagerSectionCount(sections)).toBe(sections.length);
  });
});
