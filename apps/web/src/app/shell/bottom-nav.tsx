// Mobile bottom navigation (under 768 px): home, menu, offers, cart (opens the cart), account.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAppLinkClicks } from '../../lib/app-link-clicks.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { CartIcon, HomeIcon, PizzaIcon, TagIcon, UserIcon } from '../../ui/icons/icons.tsx';
import { BOTTOM_NAV } from './footer-links.ts';
import { isSectionActive } from './site-header.tsx';
import './bottom-nav.css';

const ICONS: Record<(typeof BOTTOM_NAV)[number]['label'], ReactNode> = {
  Home: <HomeIcon />,
  Menu: <PizzaIcon />,
  Offers: <TagIcon />,
  Cart: <CartIcon />,
  Account: <UserIcon />,
};

/** Which item is current: home only on /, others on their whole section. */
export function bottomNavActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return isSectionActive(pathname, to === '/menu/pizza' ? '/menu' : to);
}

export function BottomNav() {
  const { pathname } = useLocation();
  const cartOpen = useOverlayRequests((s) => s.cartOpen);
  const openCart = useOverlayRequests((s) => s.openCart);
  // Plain links, opened through the router by one listener (lib/app-link-clicks.ts).
  const openInApp = useAppLinkClicks();
  return (
    <nav className="bottom-nav" aria-label="Quick links" onClick={openInApp}>
      <ul>
        {BOTTOM_NAV.map((item) => (
          <li key={item.label}>
            {item.kind === 'cart' ? (
              <button
                type="button"
                className="bottom-nav__item"
                onClick={openCart}
                aria-haspopup="dialog"
                aria-expanded={cartOpen}
              >
                {ICONS[item.label]}
                <span>{item.label}</span>
              </button>
            ) : (
              <a
                href={item.to}
                className="bottom-nav__item"
                aria-current={bottomNavActive(pathname, item.to) ? 'page' : undefined}
              >
                {ICONS[item.label]}
                <span>{item.label}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
