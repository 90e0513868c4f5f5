// The name of the product whose builder is open over the menu, for the document's title (a tab,
// the history, a shared link say "Margherita", not the menu's "Pizza"). Read from the builder's own
// answer, never asked for here; until it arrives, the product's address in words. A product the
// builder could not find names nothing: the tab keeps the menu's title, as the page says "not found".
import { useQuery } from '@tanstack/react-query';
import { productBySlugQuery, useFulfilmentContext } from '../../lib/api/product-service.ts';
import { titleFromSlug } from '../../lib/text.ts';

export function useOpenProductName(slug: string | undefined): string | undefined {
  const ctx = useFulfilmentContext();
  const product = useQuery({ ...productBySlugQuery(slug ?? '', ctx), enabled: false });
  if (!slug || product.isError) return undefined;
  return product.data?.name ?? titleFromSlug(slug);
}
