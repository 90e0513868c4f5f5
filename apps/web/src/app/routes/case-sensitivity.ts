// Spec: "Paths are lower-cased unless the route is case sensitive." The case-sensitive routes are
// the change-email link ('Confirm' is not 'confirm', and its token is mixed case) and a group
// order's share link (/group/{shareToken}, a mixed-case token); every other path,
// /preferences/EMAIL/... included, is lower-cased (docs/decisions/118).
export const CASE_SENSITIVE_PATHS: readonly RegExp[] = [/^\/change-email\//i, /^\/group\//i];

export const isCaseSensitivePath = (pathname: string): boolean => CASE_SENSITIVE_PATHS.some((re) => re.test(pathname));

/** Where to send a path with capitals, or null to stay. Query and hash keep their case. */
export function lowercaseTarget(url: Pick<URL, 'pathname' | 'search' | 'hash'>): string | null {
  const lower = url.pathname.toLowerCase();
  if (lower === url.pathname || isCaseSensitivePath(url.pathname)) return null;
  return `${lower}${url.search}${url.hash}`;
}
