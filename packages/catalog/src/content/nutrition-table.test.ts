// The nutrition-information story's energy table says what the menu says: every orderable product
// and size with its kJ, and 'No energy data' exactly where the catalogue has none.
import { pageContentSchema, type Product } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { products } from '../menu/products.ts';
import { storySeeds } from './index.ts';
import { energyTableMarkdown, NO_ENERGY_DATA, ONE_SIZE } from './nutrition-table.ts';

/** The table rows in a markdown body: [product, size, energy] for every data row. */
function tableRows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Product |') && !line.startsWith('| --- '))
    .map((line) =>
      line
        .slice(2, -2)
        .split(/(?<!\\) \| /)
        .map((cell) => cell.replace(/\\\|/g, '|')),
    );
}

const notFood = new Set(['Coupons', 'Surcharges']);
const kjNumber = (energy: string) => (energy === NO_ENERGY_DATA ? undefined : Number(energy.replace(/[, kJ]/g, '')));

describe('nutrition information', () => {
  const story = storySeeds.find((s) => s.full_slug === 'content/nutrition-information');
  const body = pageContentSchema.parse(story?.content).body;
  const rows = tableRows(body);

  it('lists every size of every orderable product with the kJ the menu gives it', () => {
    const expected = products
      .filter((product) => !notFood.has(product.productType))
      .flatMap((product: Product) =>
        product.sizes.length > 0
          ? product.sizes.map((size) => [product.name, size.name, size.energyKj])
          : [[product.name, ONE_SIZE, product.energyKj]],
      );
    const listed = rows.map(([name, size, energy]) => [name, size, kjNumber(energy ?? '')]);
    expect(new Set(listed.map((row) => JSON.stringify(row)))).toEqual(
      new Set(expected.map((row) => JSON.stringify(row))),
    );
    expect(listed).toHaveLength(expected.length);
  });

  it('says so where there is no energy data, and leaves out coupons and surcharges', () => {
    const withoutData = products.filter(
      (p) => !notFood.has(p.productType) && p.sizes.length === 0 && p.energyKj === undefined,
    );
    expect(withoutData.length).toBeGreaterThan(0);
    for (const product of withoutData) expect(rows).toContainEqual([product.name, ONE_SIZE, NO_ENERGY_DATA]);
    const notListed = products.filter((p) => notFood.has(p.productType)).map((p) => p.name);
    expect(rows.filter(([name]) => notListed.includes(name ?? ''))).toEqual([]);
  });

  it('formats thousands and keeps a pipe in a name inside its cell', () => {
    const sample = { ...products.find((p) => p.sizes.length > 0)!, name: 'Half | Half' };
    const markdown = energyTableMarkdown([sample]);
    expect(markdown).toContain(`| Half \\| Half | ${sample.sizes[0]!.name} |`);
    expect(tableRows(markdown)[0]?.[0]).toBe('Half | Half');
    expect(markdown).toMatch(/\d,\d{3} kJ \|/);
  });
});
