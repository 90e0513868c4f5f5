import type { Configuration } from '@storefront/contract';

/** The public content key in a configuration (settings.API_CONTENT_KEY.key), or ''. */
export function contentKeyOf(configuration: Configuration | null | undefined): string {
  const entry = configuration?.settings.API_CONTENT_KEY;
  const key = entry && typeof entry === 'object' && 'key' in entry ? entry.key : undefined;
  return typeof key === 'string' ? key : '';
}
