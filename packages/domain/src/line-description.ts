// What a basket line is, in words: size, base, sauce, each half's changes and a meal's contents.
// The cart, the checkout summary, the order page and the kitchen ticket all describe a line with
// this one function, so what the customer was charged for is what the store makes.
import { formatCents } from './money.ts';

export type PartCategory = 'Size' | 'Base' | 'Sauce' | 'Topping' | 'Half';

/** A priced part of a line, as the basket answers it (structural: no contract import). */
export interface DescribablePart {
  quantity: number;
  name: string;
  category: PartCategory;
  /** What this part adds to one unit, in cents. */
  totalPrice: number;
  /** On the product as it comes. Absent on orders stored before it was recorded. */
  isDefault?: boolean;
  /** A topping's portion; absent on older lines, where quantity 2 meant extra. */
  portion?: 'light' | 'normal' | 'extra';
}

export interface DescribableItem {
  name: string;
  quantity: number;
  totalPrice: number;
  voucherCode: string | null;
  basketItemParts: readonly DescribablePart[];
  /** Standard sauce and toppings the customer took off. Absent on older orders. */
  removedParts?: readonly DescribablePart[];
  /** The halves of a half-and-half. */
  basketItems: readonly DescribableItem[];
}

export interface DescribableMeal {
  name: string;
  quantity: number;
  totalPrice: number;
  isVoucher: boolean;
  voucherCode: string | null;
  basketItems: readonly DescribableItem[];
}

export interface HalfDescription {
  /** 'First half' or 'Second half'. */
  label: string;
  name: string;
  details: string[];
}

export interface LineDescription {
  name: string;
  quantity: number;
  /** Cents for the whole line; for an item inside a meal, what it adds to the meal. */
  totalPrice: number;
  /** The voucher that brought this line (a free item, a deal). */
  voucherCode: string | null;
  /** 'Large', "Thin 'n Crispy", 'Tomato sauce', 'No Bacon', 'Light Mozzarella', 'Add Mushrooms (+$1.50)'. */
  details: string[];
  halves: HalfDescription[];
  /** A meal's or deal's contents, each described the same way. */
  items: LineDescription[];
}

const HALF_LABELS = ['First half', 'Second half'];
const PORTION = ['', '', 'extra', 'triple'];

const priced = (text: string, cents: number) => (cents > 0 ? `${text} (+${formatCents(cents)})` : text);

function portionWord(quantity: number): string {
  return PORTION[quantity] ?? `${quantity} portions of`;
}

/** 'light', 'extra', or '' for a normal portion. */
const partPortion = (part: DescribablePart): string =>
  part.portion === 'light' ? 'light' : portionWord(part.quantity);

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sauceDetail(parts: readonly DescribablePart[], removed: readonly DescribablePart[]): string[] {
  const sauce = parts.find((p) => p.category === 'Sauce');
  const standard = removed.find((p) => p.category === 'Sauce');
  if (!sauce) return standard ? ['No sauce'] : [];
  const text = standard ? `${sauce.name} sauce instead of ${standard.name}` : `${sauce.name} sauce`;
  return [priced(text, sauce.totalPrice)];
}

/** Topping changes against the pizza as it comes: removed, more of a standard one, added. */
function toppingDetails(parts: readonly DescribablePart[], removed: readonly DescribablePart[]): string[] {
  const toppings = parts.filter((p) => p.category === 'Topping');
  if (toppings.some((t) => t.isDefault === undefined)) {
    // An order stored before defaults were recorded: list the toppings as they were chosen.
    return toppings.map((t) =>
      priced(t.quantity > 1 ? `${t.name} (${portionWord(t.quantity)})` : t.name, t.totalPrice),
    );
  }
  const taken = removed.filter((p) => p.category === 'Topping').map((t) => `No ${t.name}`);
  const more = toppings
    .filter((t) => t.isDefault && partPortion(t) !== '')
    .map((t) => priced(`${capitalise(partPortion(t))} ${t.name}`, t.totalPrice));
  const added = toppings
    .filter((t) => !t.isDefault)
    .map((t) => priced(partPortion(t) ? `Add ${partPortion(t)} ${t.name}` : `Add ${t.name}`, t.totalPrice));
  return [...taken, ...more, ...added];
}

/** Size and base: what the whole pizza (or side) is made as. */
function shapeDetails(parts: readonly DescribablePart[]): string[] {
  const size = parts.find((p) => p.category === 'Size');
  const base = parts.find((p) => p.category === 'Base');
  return [...(size ? [size.name] : []), ...(base ? [priced(base.name, base.totalPrice)] : [])];
}

/** Sauce and topping changes: what one pizza, or one half, carries. */
function toppingSide(item: Pick<DescribableItem, 'basketItemParts' | 'removedParts'>): string[] {
  const removed = item.removedParts ?? [];
  return [...sauceDetail(item.basketItemParts, removed), ...toppingDetails(item.basketItemParts, removed)];
}

/** One basket line (a pizza, a half-and-half, a side, a drink) in words. */
export function describeItem(item: DescribableItem): LineDescription {
  const halves = item.basketItemParts.some((p) => p.category === 'Half') ? item.basketItems : [];
  return {
    name: item.name,
    quantity: item.quantity,
    totalPrice: item.totalPrice,
    voucherCode: item.voucherCode,
    details: [...shapeDetails(item.basketItemParts), ...(halves.length ? [] : toppingSide(item))],
    halves: halves.map((half, index) => ({
      label: HALF_LABELS[index] ?? `Part ${index + 1}`,
      name: half.name,
      details: toppingSide(half),
    })),
    items: [],
  };
}

/** A meal or deal: its name and price, and each item in it described as a line of its own. */
export function describeMeal(meal: DescribableMeal): LineDescription {
  return {
    name: meal.name,
    quantity: meal.quantity,
    totalPrice: meal.totalPrice,
    voucherCode: meal.isVoucher ? meal.voucherCode : null,
    details: [],
    halves: [],
    items: meal.basketItems.map(describeItem),
  };
}

/** Every line of a basket, meals first as the cart lists them. */
export function describeLines(basket: {
  basketItems: readonly DescribableItem[];
  groupedBasketItems: readonly DescribableMeal[];
}): LineDescription[] {
  return [...basket.groupedBasketItems.map(describeMeal), ...basket.basketItems.map(describeItem)];
}

/** The details of a line as one line of text: 'Large · Pan · Tomato sauce · No Bacon'. */
export const detailText = (details: readonly string[]): string => details.join(' · ');
