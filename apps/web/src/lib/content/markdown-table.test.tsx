// The nutrition-information page's energy table (generated markdown, packages/catalog) renders as
// a real table through the customers' markdown renderer.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown.tsx';

const energyTable = [
  '### Pizzas',
  '',
  '| Product | Size | Energy |',
  '| --- | --- | --- |',
  '| Margherita | Large | 7,050 kJ |',
  '| Half \\| Half | One size | No energy data |',
].join('\n');

describe('markdown tables', () => {
  it('renders a GFM table with its header and cells, an escaped pipe kept in its cell', () => {
    render(
      <MemoryRouter>
        <Markdown>{energyTable}</Markdown>
      </MemoryRouter>,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Size', 'Energy']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows).toEqual([
      ['Margherita', 'Large', '7,050 kJ'],
      ['Half | Half', 'One size', 'No energy data'],
    ]);
  });
});
