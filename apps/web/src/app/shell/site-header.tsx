import { useLocation } from 'react-router';
import { useAppLinkClicks } from '../../lib/app-link-clicks.ts';
import { useCallCentreStore } from '../../lib/session/call-centre-store.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { CartIcon, UserIcon } from '../../ui/icons/icons.tsx';
import { LogoMark } from '../../ui/logo/logo.tsx';
import { LiveOrderLink } from './live-order-link.tsx';
import { OrderSummary } from './order-summary.tsx';
import { useNavigationLinks } from './use-navigation-links.ts';
import './header.css';

function CallCentreBanner() {
  const { isCallCentre, agentName, disableCallCentre } = useCallCentreStore();
  if (!isCallCentre) return null;
  return (
    <div className="call-centre-banner">
      <p>
        Call-centre mode: ordering for a caller as <strong>{agentName}</strong>
      </p>
      <button type="button" onClick={disableCallCentre}>
        Leave call-centre mode
      </button>
    </div>
  );
}

/** A section is current on its own pages too (Menu on every category). */
export const isSectionActive = (pathname: string, match: string): boolean =>
  pathname === match || pathname.startsWith(`${match}/`);

/** A link's section is its first path segment: '/menu/pizza' is current on every '/menu/...'. */
export const sectionOf = (to: string): string => `/${to.split(/[/?#]/)[1] ?? ''}`;

export function SiteHeader() {
  const openCart = useOverlayRequests((s) => s.openCart);
  const { pathname } = useLocation();
  const { main } = useNavigationLinks();
  // Plain links, opened through the router by one listener (lib/app-link-clicks.ts).
  const openInApp = useAppLinkClicks();
  return (
    <header className="site-header" onClick={openInApp}>
      <CallCentreBanner />
      <div className="site-header__bar container">
        <a href="/" className="brand">
          <LogoMark size={44} />
          <span className="brand__word">
            <span className="brand__name">Red Roof</span> <span className="brand__pizza">Pizza</span>
            <span className="sr-only"> home</span>
          </span>
        </a>
        <nav className="main-nav" aria-label="Main">
          <ul>
            {main.map((item) => (
              <li key={item.to}>
                <a
                  href={item.to}
                  // An https link (decision 191) is another site: never the current section.
                  aria-current={
                    item.to.startsWith('/') && isSectionActive(pathname, sectionOf(item.to)) ? 'page' : undefined
                  }
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <OrderSummary />
        <div className="header-actions">
          <LiveOrderLink />
          <a href="/account" className="header-action">
            <UserIcon />
            <span className="header-action__label">Account</span>
          </a>
          <button type="button" className="header-action header-action--cart" onClick={openCart} aria-haspopup="dialog">
            <CartIcon />
            <span className="header-action__label">Cart</span>
          </button>
        </div>
      </div>
    </header>
  );
}
