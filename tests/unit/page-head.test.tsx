import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { SectionContent } from '../../src/sections/section-types.ts';
import { EAGER_SECTIONS_WHEN_ADOPTING, LATER_CONTENT_MIN_CHARS, pageHead, READ_AT_LOAD } from '../../src/sections/adoption.ts';
import { prepareSections, sectionRegistry } from '../../src/sections/registry.ts';

// Home's first load (issue 27/28/30: <= 110 KiB) carries the content of the sections the app waits
// for; the others' content comes with their code, after the first render.
const prose = (n: number, text: string) => ({ type: 'prose', heading: `Heading ${n}`, body: [text] });
const long = 'x'.repeat(LATER_CONTENT_MIN_CHARS);

describe('pageHead: what adopting a static page needs first', () => {
  it('keeps the first sections whole and names only the types of the others', () => {
    const page = { title: 'T', sections: [prose(0, 'first'), prose(1, long), { type: 'cta', heading: 'Ask', text: long }] };
    const head = pageHead(page)!;
    expect(head.sections).toEqual(page.sections.slice(0, EAGER_SECTIONS_WHEN_ADOPTING));
    expect(head.later).toEqual(page.sections.slice(EAGER_SECTIONS_WHEN_ADOPTING).map((s) => s.type));
    expect(head.title).toBe('T');
    expect(JSON.stringify(head)).not.toContain(long);
  });

  it('is no head where the later sections hold little, or hold a section whose loader reads its content', () => {
    expect(pageHead({ sections: [prose(0, 'a'), prose(1, 'short')] })).toBeNull();
    expect(pageHead({ sections: [prose(0, 'a')] })).toBeNull();
    for (const type of READ_AT_LOAD) expect(pageHead({ sections: [prose(0, 'a'), prose(1, long), { type }] })).toBeNull();
  });

  it('READ_AT_LOAD names every section type with a data loader in the registry', () => {
    const withData = Object.entries(sectionRegistry)
      .filter(([, entry]) => 'data' in entry && entry.data)
      .map(([type]) => type);
    expect(withData.length).toBeGreaterThan(0);
    for (const type of withData) expect(READ_AT_LOAD).toContain(type);
  });
});

describe('prepareSections with a head', () => {
  it('draws a later section with its content once its code and the whole page arrive', async () => {
    const first = { type: 'prose', heading: 'Seen first', paragraphs: ['One'], imageSide: 'right' } as unknown as SectionContent;
    const second = { type: 'prose', heading: 'Drawn later', paragraphs: ['Two, from the whole page'], imageSide: 'right' } as unknown as SectionContent;
    let loads = 0;
    const prepared = await prepareSections([first], 1, 'en', {
      types: ['prose'],
      load: () => {
        loads += 1;
        return Promise.resolve([first, second]);
      },
    });
    expect(prepared).toHaveLength(2);
    // Nothing of the later section is fetched before it is drawn.
    expect(loads).toBe(0);
    render(
      <>
        {prepared.map(({ Component, section, data }, i) => (
          <Suspense key={i} fallback={null}>
            <Component section={section} data={data} />
          </Suspense>
        ))}
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Drawn later' })).toBeInTheDocument();
    expect(screen.getByText('Two, from the whole page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seen first' })).toBeInTheDocument();
  });
});
