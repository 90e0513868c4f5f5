// Deal names often carry their price ('Large Classic Pizza $9.95'); a card that shows the price
// beside the name then says it twice. The card's title drops a trailing price equal to the shown one.
import { formatCents } from '@storefront/domain';

export function cardTitle(name: string, priceCents: number | null | undefined): string {
  if (priceCents === null || priceCents === undefined || priceCents <= 0) return name;
  const price = formatCents(priceCents);
  // Most names end otherwise: no pattern to build for them (the menu renders this for every card).
  if (!name.trimEnd().endsWith(price)) return name;
  const trailing = new RegExp(`\\s*(?:[-–—:·|]\\s*)?(?:only\\s+)?${price.replace(/[$.]/g, '\\$&')}$`, 'i');
  const title = name.replace(trailing, '').trim();
  return title.length > 0 ? title : name;
}
