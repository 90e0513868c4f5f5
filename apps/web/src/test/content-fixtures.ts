// The content service's space as GET /content/cdn/spaces/me answers it, at a published version.
import type { SpaceResponse } from '@storefront/contract';

export const contentSpace = (version: number): SpaceResponse['space'] => ({
  id: 1,
  name: 'Storefront',
  domain: 'http://localhost/',
  version,
  language_codes: [],
});
