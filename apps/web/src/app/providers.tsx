import { StrictMode, type ReactNode } from 'react';

// TanStack Query's provider wraps each lazy screen instead (routes/lazy-screen.ts), so the
// landing page does not carry the query library.
export function Providers({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
