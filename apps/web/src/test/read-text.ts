/**
 * An element's words as a reader meets them: its text nodes joined by single spaces, so words in
 * neighbouring blocks do not run together as they do in `textContent`.
 */
export function readText(el: Element | null | undefined): string {
  if (!el) return '';
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
