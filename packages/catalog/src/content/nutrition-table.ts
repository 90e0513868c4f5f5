// The nutrition-information page's energy table, generated from the menu when the seed is built:
// every product a customer can order, each size with its kJ, and a plain note where the catalogue
// has no energy for it (meals and deals are the sum of what is chosen; some drinks lack data).
import type { Product, ProductType } from '@storefront/contract';

export const NO_ENERGY_DATA = 'No energy data';
/** Products sold without sizes get this in the size column. */
export const ONE_SIZE = 'One size';

/** The menu's sections in the table, in order; coupons and surcharges are not food. */
const SECTIONS: [ProductType, string][] = [
  ['Pizzas', 'Pizzas'],
  ['HalfnHalf', "Half 'n' half"],
  ['Meals', 'Meals'],
  ['Deals', 'Deals'],
  ['Wings', 'Wings'],
  ['WingsStreet', 'WingsStreet'],
  ['Sides', 'Sides'],
  ['Main', 'Mains'],
  ['Meatballs', 'Meatballs'],
  ['StockItemExtended', 'Dips'],
  ['Desserts', 'Desserts'],
  ['Drinks', 'Drinks'],
  ['Alcohol', 'Alcohol'],
];

export interface EnergyRow {
  section: string;
  product: string;
  size: string;
  /** '7,050 kJ', or NO_ENERGY_DATA. */
  energy: string;
}

const kj = (value: number | undefined) =>
  value === undefined ? NO_ENERGY_DATA : `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} kJ`;

/** One row per size (or one for a product without sizes), section by section in menu order. */
export function energyRows(menu: readonly Product[]): EnergyRow[] {
  return SECTIONS.flatMap(([type, section]) =>
    menu
      .filter((product) => product.productType === type)
      .flatMap((product) =>
        product.sizes.length > 0
          ? product.sizes.map((size) => ({
              section,
              product: product.name,
              size: size.name,
              energy: kj(size.energyKj),
            }))
          : [{ section, product: product.name, size: ONE_SIZE, energy: kj(product.energyKj) }],
      ),
  );
}

/** Markdown table cells hold no pipes or line breaks. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

/** A `### Section` and a table for each section that has products. */
export function energyTableMarkdown(menu: readonly Product[]): string {
  const rows = energyRows(menu);
  const sections = [...new Set(rows.map((row) => row.section))];
  return sections
    .map((section) => {
      const lines = rows
        .filter((row) => row.section === section)
        .map((row) => `| ${cell(row.product)} | ${cell(row.size)} | ${row.energy} |`);
      return [`### ${section}`, '', '| Product | Size | Energy |', '| --- | --- | --- |', ...lines].join('\n');
    })
    .join('\n\n');
}
