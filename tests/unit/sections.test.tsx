import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChecklistSection } from '../../src/sections/checklist/checklist-section.tsx';
import { splitColumns } from '../../src/sections/checklist/split-columns.ts';
import { TableSection } from '../../src/sections/table/table-section.tsx';

describe('checklist', () => {
  it('halves the list rounded up, the left column taking the larger half', () => {
    expect(splitColumns([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([[1, 2, 3, 4], [5, 6, 7, 8]]);
    expect(splitColumns([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3, 4], [5, 6, 7]]);
    expect(splitColumns([1])).toEqual([[1], []]);
  });

  it('renders two lists with tick marks', () => {
    render(<ChecklistSection section={{ type: 'checklist', heading: 'Core competencies', columns: 2, items: ['a', 'b', 'c', 'd', 'e'] }} />);
    const lists = screen.getAllByRole('list');
    expect(lists.map((l) => within(l).getAllByRole('listitem').length)).toEqual([3, 2]);
    expect(screen.getByRole('heading', { name: 'Core competencies' })).toBeInTheDocument();
  });
});

describe('table', () => {
  it('renders a real table with column and row headers and link cells', () => {
    render(
      <MemoryRouter>
        <TableSection
          section={{
            type: 'table',
            caption: 'Grade types',
            columns: ['Grade', 'Count per lb'],
            rows: [[{ text: 'White wholes', to: '#white_wholes' }, '180'], ['Scorched wholes', '210']],
          }}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Grade types' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Grade', 'Count per lb']);
    expect(within(table).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['White wholes', 'Scorched wholes']);
    expect(within(table).getByRole('link', { name: 'White wholes' })).toHaveAttribute('href', '#white_wholes');
  });
});
