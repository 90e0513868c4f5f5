import { describe, expect, it } from 'vitest';
import { ART_HEIGHT, ART_WIDTH, placeholderSvg, productArtSvg, type ArtProduct } from './product-art.ts';

const ingredient = (name: string, ingredientCategoryCode: string) => ({
  name,
  ingredientCategoryCode,
  isDefault: true,
});

const pepperoni: ArtProduct = {
  productId: 1,
  slug: 'pepperoni',
  name: 'Pepperoni',
  productType: 'Pizzas',
  taxonomy: ['pizza'],
  ingredients: [
    ingredient('Tomato Sauce', 'Sauce'),
    ingredient('Mozzarella', 'Topping'),
    ingredient('Pepperoni', 'Topping'),
  ],
  imageSlug: 'pepperoni',
};
const wings: ArtProduct = {
  productId: 2,
  slug: 'buffalo-wings',
  name: 'Buffalo Wings',
  productType: 'Wings',
  taxonomy: ['wings'],
  ingredients: [],
  imageSlug: 'buffalo-wings',
};
const all = new Map([pepperoni, wings].map((product) => [product.productId, product]));

describe('product art', () => {
  it('draws a whole SVG at the shipped size', () => {
    const svg = productArtSvg(pepperoni, all);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}"`);
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
  });

  it('draws the same product the same way every time, and different products differently', () => {
    expect(productArtSvg(pepperoni, all)).toBe(productArtSvg(pepperoni, all));
    expect(productArtSvg(wings, all)).not.toBe(productArtSvg(pepperoni, all));
  });

  it('has a placeholder for images that fail to load', () => {
    expect(placeholderSvg()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });
});
