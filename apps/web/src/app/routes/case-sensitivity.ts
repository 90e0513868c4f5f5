// Spec: "Paths are lower-cased unless the route is case sensitive." Case-sensitive routes carry a
// value whose case matters: the change-email action ('Confirm' is not 'confirm') and token, opt-out
// user ids (short ids are mixed case) and the call-centre agent's name as typed.
export const CASE_SENSITIVE_PATHS: readonly RegExp[] = [
  /^\/change-email\//i,
  /^\/preferences\//i,
  /^\/callcentermode\//i,
];

export const isCaseSensitivePath = (pathname: string): boolean => CASE_SENSITIVE_PATHS.some((re) => re.test(pathname));

/** Where to send a path with capitals, or null to stay. Query and hash keep their case. */
export function lowercaseTarget(url: Pick<URL, 'pathname' | 'search' | 'hash'>): string | null {
  const lower = url.pathname.toLowerCase();
  if (lower === url.pathname || isCaseSensitivePath(url.pathname)) return null;
  return `${lower}${url.search}${url.hash}`;
}
