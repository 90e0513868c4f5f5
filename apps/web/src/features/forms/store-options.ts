// The stores a form can be about, by name, for a select.
import { useQuery } from '@tanstack/react-query';
import { allStores, retryUnlessClientError } from '../../lib/api/store-api.ts';

export function useStoreOptions() {
  const stores = useQuery({
    queryKey: ['stores', 'all'],
    queryFn: ({ signal }) => allStores(signal),
    retry: retryUnlessClientError,
    staleTime: 5 * 60_000,
  });
  const options = (stores.data ?? [])
    .map((store) => ({ value: store.code, label: `${store.name} (${store.state})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return { options, loading: stores.isPending, failed: stores.isError };
}
