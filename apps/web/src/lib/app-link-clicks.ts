// Plain links that still navigate inside the app: one click listener on their container sends an
// ordinary click on a link of ours through the router. The router's <Link> does the same per link,
// with half a dozen hooks each: the footer's two dozen were the largest part of the landing's mount
// (the prerendered landing renders its footer with the first screen), and every menu card had one.
import { useNavigate } from 'react-router';

/** What is read of a click: a DOM event's or React's. */
type LinkClick = Pick<
  MouseEvent,
  | 'button'
  | 'metaKey'
  | 'altKey'
  | 'ctrlKey'
  | 'shiftKey'
  | 'defaultPrevented'
  | 'target'
  | 'currentTarget'
  | 'preventDefault'
>;

/**
 * The path a click on a link in `event.currentTarget` opens in the app, or null when the browser
 * should follow it itself: another button or a modifier key (a new tab or window), a link to
 * another origin or protocol (tel:, an external page), one with a target or a download.
 */
export function appPathOfClick(event: LinkClick, origin: string = window.location.origin): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !(event.currentTarget as Node | null)?.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if (anchor.origin !== origin) return null;
  return `${anchor.pathname}${anchor.search}${anchor.hash}`;
}

/** A click listener for a container of plain links: each of ours opens through the router. */
export function useAppLinkClicks(): (event: LinkClick) => void {
  const navigate = useNavigate();
  return (event) => {
    const path = appPathOfClick(event);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };
}
