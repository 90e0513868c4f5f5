// TanStack Query for data screens. It loads with the first lazy screen rather than on landing
// (query-core is ~10 KB gzipped; see docs/decisions/011). Every lazy screen is wrapped in this
// provider; they all share the one client, so nesting is harmless.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configurationQuery, useConfigurationStore } from './api/get-configuration.ts';
import { queryClient } from './query-client.ts';

const configuration = useConfigurationStore.getState().configuration;
if (configuration) queryClient.setQueryData(configurationQuery.queryKey, configuration);

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
