// Spec: the WEBSITE_THEME setting picks the site's theme; 'NONE' (or nothing) means no theme. The
// theme is applied as `data-theme` on the document element, where a theme's stylesheet hooks in.
import type { Configuration } from '@storefront/contract';

/** The contract's NO_THEME, copied so zod stays out of the first load (docs/decisions/011). */
export const NO_THEME = 'NONE';

export function websiteTheme(settings: Pick<Configuration['settings'], 'WEBSITE_THEME'> | undefined): string | null {
  const theme = settings?.WEBSITE_THEME?.trim() ?? '';
  return theme === '' || theme === NO_THEME ? null : theme;
}

export function applyWebsiteTheme(
  configuration: Pick<Configuration, 'settings'> | null,
  root: HTMLElement = document.documentElement,
): void {
  const theme = websiteTheme(configuration?.settings);
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
}
