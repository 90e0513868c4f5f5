// The store a campaign link names (/c/{slug}/{storeId}): by its store id or its code, as links
// carry either. The form's store list preselects it; an unknown one preselects nothing.
import type { Store } from '@storefront/contract';

export function storeNamedBy(stores: readonly Pick<Store, 'storeId' | 'code'>[], storeId: string | undefined) {
  if (!storeId) return undefined;
  const wanted = storeId.trim().toUpperCase();
  return stores.find((store) => String(store.storeId) === wanted || store.code.toUpperCase() === wanted)?.code;
}
