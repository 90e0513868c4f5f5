// An endpoint's address as the app asks for it: path parameters filled, query appended. The server
// builds the same addresses where it names a call ahead of the app (a page's preload links), so
// both sides share these two functions and the browser recognises the answer it already has.

/**
 * '/api/v1/store/:code' with { code: 'a b' } is '/api/v1/store/a%20b'. A closing '*' takes the
 * rest of the path ({ '*': 'blog/a b' } is 'blog/a%20b'): its segments are encoded, its slashes kept.
 */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([a-zA-Z]+)|\*$/g, (_, named: string | undefined) => {
    const name = named ?? '*';
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: no value for ${name}`);
    return named ? encodeURIComponent(String(value)) : String(value).split('/').map(encodeURIComponent).join('/');
  });
}

/** The path with its query in the order given, undefined values left out; no '?' for an empty query. */
export function apiUrl(path: string, query: Record<string, string | number | boolean | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
