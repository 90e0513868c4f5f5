import { Link, useLocation } from 'react-router';
import { useCallCentreStore } from '../../lib/session/call-centre-store.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { CartIcon, UserIcon } from '../../ui/icons/icons.tsx';
import { LogoMark } from '../../ui/logo/logo.tsx';
import { OrderSummary } from './order-summary.tsx';
import './header.css';

const MAIN_NAV = [
  { to: '/menu/pizza', label: 'Menu', match: '/menu' },
  { to: '/offers', label: 'Offers', match: '/offers' },
  { to: '/stores', label: 'Stores', match: '/stores' },
  { to: '/track-order', label: 'Track order', match: '/track-order' },
];

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

export function SiteHeader() {
  const openCart = useOverlayRequests((s) => s.openCart);
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <CallCentreBanner />
      <div className="site-header__bar container">
        <Link to="/" className="brand">
          <LogoMark size={44} />
          <span className="brand__word">
            <span className="brand__name">Red Roof</span> <span className="brand__pizza">Pizza</span>
            <span className="sr-only"> home</span>
          </span>
        </Link>
        <nav className="main-nav" aria-label="Main">
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} aria-current={isSectionActive(pathname, item.match) ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <OrderSummary />
        <div className="header-actions">
          <Link to="/account" className="header-action">
            <UserIcon />
            <span>Account</span>
          </Link>
          <button type="button" className="header-action header-action--cart" onClick={openCart} aria-haspopup="dialog">
            <CartIcon />
            <span>Cart</span>
          </button>
        </div>
      </div>
    </header>
  );
}
