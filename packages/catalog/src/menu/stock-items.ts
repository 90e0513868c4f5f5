import type { Product, ProductKind, ProductType } from '@storefront/contract';
import { allergensOf, dietary, inOrder, makeProduct, promo, spice } from './build.ts';
import type { ProductSpec } from './build.ts';

/** Products sold as they come: sides, wings, mains, meatballs, dips and desserts. */

type Extra = Partial<ProductSpec>;
type ItemRow = [id: number, name: string, priceCents: number, allergens: string, description: string, extra?: Extra];

interface Group {
  productType: ProductType;
  discriminator: ProductKind;
  categoryCodes: string[];
  taxonomy: string[];
  rows: ItemRow[];
}

const build = (group: Group): Product[] =>
  inOrder(
    group.rows.map(([productId, name, totalPrice, allergens, description, extra]) =>
      makeProduct({
        productId,
        name,
        totalPrice,
        description,
        allergens: allergensOf(allergens),
        productType: group.productType,
        discriminator: group.discriminator,
        categoryCodes: group.categoryCodes,
        taxonomy: group.taxonomy,
        ...extra,
      }),
    ),
  );

const veg = { tags: [dietary('Vegetarian')] };

export const sides = build({
  productType: 'Sides',
  discriminator: 'StockItem',
  categoryCodes: ['sides'],
  taxonomy: ['sides'],
  rows: [
    [2001, 'Garlic Bread', 595, 'gluten,wheat,milk,soy', 'Oven-baked bread with garlic butter.', veg],
    [2002, 'Cheesy Garlic Bread', 695, 'gluten,wheat,milk,soy', 'Garlic bread under melted mozzarella.', veg],
    [2003, 'Potato Wedges', 595, '', 'Seasoned potato wedges.', { tags: [dietary('Vegan')] }],
    [2004, 'Loaded Wedges', 895, 'milk,sulphites', 'Wedges with cheese, bacon and sour cream.'],
    [2005, 'Cheesy Bread Sticks', 795, 'gluten,wheat,milk,soy', 'Pull-apart sticks with mozzarella and herbs.', veg],
    [2006, 'Garden Salad', 695, '', 'Leaves, tomato, cucumber and Spanish onion.', { tags: [dietary('Vegan')] }],
    [2007, 'Popcorn Chicken', 795, 'gluten,wheat,egg,soy', 'Bite-sized crispy chicken.'],
    [
      2008,
      'Mozzarella Sticks',
      795,
      'gluten,wheat,milk',
      'Crumbed mozzarella with tomato dip.',
      { ...veg, isOutOfStock: true },
    ],
  ],
});

export const wings = build({
  productType: 'Wings',
  discriminator: 'StockItem',
  categoryCodes: ['WingsStreet'],
  taxonomy: ['wingsstreet', 'wings'],
  rows: [
    [
      2101,
      'Buffalo Wings 6pc',
      995,
      'milk,sulphites',
      'Bone-in wings tossed in buffalo sauce.',
      { tags: [spice('Hot')] },
    ],
    [2102, 'Honey BBQ Wings 6pc', 995, 'soy,sulphites', 'Bone-in wings in sticky honey BBQ.'],
    [
      2103,
      'Louisiana Hot Wings 12pc',
      1795,
      'milk',
      'Twelve wings with Louisiana hot sauce.',
      { tags: [spice('Extra Hot')] },
    ],
    [2104, 'Garlic Parmesan Wings 6pc', 1095, 'milk,egg', 'Wings with garlic butter and parmesan.'],
  ],
});

export const wingsStreet = build({
  productType: 'WingsStreet',
  discriminator: 'StockItem',
  categoryCodes: ['WingsStreet'],
  taxonomy: ['wingsstreet'],
  rows: [
    [
      2201,
      'WingsStreet Boneless Bites 8pc',
      1095,
      'gluten,wheat,egg,soy',
      'Boneless chicken bites in your choice of glaze.',
    ],
    [2202, 'WingsStreet Chicken Tenders 5pc', 1195, 'gluten,wheat,egg', 'Crumbed chicken tenderloins.'],
    [2203, 'WingsStreet Seasoned Fries', 495, '', 'Crinkle-cut fries with chicken salt.', { tags: [dietary('Vegan')] }],
    [
      2204,
      'WingsStreet Wings Bucket 24pc',
      3295,
      'milk,soy,sulphites',
      'Twenty-four wings in three flavours.',
      { outOfStockStoreCodes: ['NSW010', 'TAS002'] },
    ],
  ],
});

export const mains = build({
  productType: 'Main',
  discriminator: 'StockItem',
  categoryCodes: ['sides'],
  taxonomy: ['sides', 'main'],
  rows: [
    [
      5001,
      'Creamy Chicken & Bacon Pasta',
      1295,
      'gluten,wheat,milk,egg',
      'Penne in a creamy sauce with chicken and bacon.',
    ],
    [
      5002,
      'Beef Bolognese Pasta',
      1295,
      'gluten,wheat,milk,egg,sulphites',
      'Penne with slow-cooked beef ragu and parmesan.',
    ],
    [5003, 'Mac & Cheese Bake', 1095, 'gluten,wheat,milk,egg', 'Macaroni baked in three cheeses.', veg],
  ],
});

export const meatballs = build({
  productType: 'Meatballs',
  discriminator: 'StockItem',
  categoryCodes: ['sides'],
  taxonomy: ['sides', 'meatballs'],
  rows: [
    [
      5101,
      'Beef Meatballs Napoli 6pc',
      995,
      'gluten,wheat,egg,milk',
      'Beef meatballs baked in Napoli sauce with mozzarella.',
    ],
    [
      5102,
      'Cheesy Meatball Bake',
      1195,
      'gluten,wheat,egg,milk',
      'Meatballs, penne and bubbling cheese.',
      { tags: [promo('New')] },
    ],
  ],
});

/** Dipping sauces: ingredients sold on their own. */
export const dips = build({
  productType: 'StockItemExtended',
  discriminator: 'IngredientProduct',
  categoryCodes: ['sides'],
  taxonomy: ['sides', 'dips'],
  rows: [
    [6001, 'Garlic Aioli Dip', 150, 'egg', 'A tub of creamy garlic aioli.', veg],
    [6002, 'Smoky BBQ Dip', 150, 'soy,sulphites', 'A tub of smoky BBQ sauce.', { tags: [dietary('Vegan')] }],
    [6003, 'Ranch Dip', 150, 'milk,egg', 'A tub of buttermilk ranch.', veg],
    [
      6004,
      'Peri Peri Mayo Dip',
      150,
      'egg',
      'A tub of peri peri mayonnaise.',
      { tags: [dietary('Vegetarian'), spice('Medium')] },
    ],
    [6005, 'Sweet Chilli Dip', 150, '', 'A tub of sweet chilli sauce.', { tags: [dietary('Vegan'), spice('Mild')] }],
  ],
});

export const desserts = build({
  productType: 'Desserts',
  discriminator: 'StockItem',
  categoryCodes: ['desserts'],
  taxonomy: ['desserts'],
  rows: [
    [
      4001,
      'Choc Lava Cake 2pk',
      695,
      'gluten,wheat,milk,egg,soy',
      'Two warm chocolate cakes with molten centres.',
      veg,
    ],
    [4002, 'Cinnamon Donut Bites', 595, 'gluten,wheat,milk,egg,soy', 'Donut bites rolled in cinnamon sugar.', veg],
    [4003, 'Choc Chip Cookie Pizza', 795, 'gluten,wheat,milk,egg,soy', 'A giant warm cookie, cut in eight.', veg],
    [
      4004,
      'Vanilla Ice Cream Tub 500ml',
      795,
      'milk',
      'Creamy vanilla ice cream.',
      { ...veg, outOfStockStoreCodes: ['NT001', 'QLD012'] },
    ],
    [
      4005,
      'Churros with Choc Sauce',
      695,
      'gluten,wheat,milk,soy',
      'Cinnamon churros with chocolate dipping sauce.',
      veg,
    ],
    [
      4006,
      'Choc Hazelnut Brownie',
      595,
      'gluten,wheat,milk,egg,soy,tree nuts',
      'Fudgy brownie with roasted hazelnuts.',
      { ...veg, isOutOfStock: true },
    ],
  ],
});
