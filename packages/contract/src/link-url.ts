// Where a content link may point (decision 191), without a schema library so the app's first load
// (the shell's story guards) and the editor's form use the same rule as the API.

/** The longest link address a link list keeps. */
export const LINK_URL_MAX = 2_000;

/** Why an address is refused, in the words the editor shows under the field. */
export const LINK_URL_MESSAGE = 'a path in this site (/menu/pizza) or an https:// address';

/**
 * A path in this site ('/stores', never '//host' or '/\host') or an https address with a host.
 * Nothing else: no javascript:, data:, http:, mailto:, relative 'menu', spaces or control
 * characters, and no user name or password in the address.
 */
export function isSafeLinkUrl(url: string): boolean {
  if (url.length === 0 || url.length > LINK_URL_MAX) return false;
  // Spaces, backslashes and control characters: browsers strip or reinterpret them.
  if (/[\s\\]/.test(url) || [...url].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  if (!url.startsWith('https://')) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '' && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}
