// Link rules for rendered markdown (spec section 2): same-origin links navigate in-app by path,
// query and hash; vbscript, javascript, file and data links are rejected. The markdown renderer
// (content issue) calls this for every link it renders.

export const REJECTED_SCHEMES: readonly string[] = ['vbscript:', 'javascript:', 'file:', 'data:'];

export type MarkdownLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'rejected' };

export function classifyMarkdownLink(href: string, origin: string): MarkdownLink {
  let url: URL;
  try {
    // The URL parser strips what browsers strip (leading spaces and controls, tabs and newlines
    // inside), so 'java\nscript:' or ' JavaScript:' are seen as the browser would see them.
    url = new URL(href, `${origin}/`);
  } catch {
    return { kind: 'rejected' };
  }
  if (REJECTED_SCHEMES.includes(url.protocol)) return { kind: 'rejected' };
  if (url.origin === new URL(origin).origin) return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}
