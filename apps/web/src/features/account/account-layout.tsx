// The /account frame: the side navigation and log out around each child. Guards in the route table
// keep logged-out visitors on the home child.
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { buttonClass } from '../../ui/button/button.tsx';
import '../../ui/form-fields/auth.css';
import { AccountLoading } from './account-section.tsx';
import './account.css';
import { useAccountSections } from './use-account-sections.ts';
import { useLeavingAccount, useLogOut } from './use-log-out.ts';

export function AccountLayout() {
  const isAuth = useAuthStore((s) => s.isAuth);
  const sections = useAccountSections();
  const leaving = useLeavingAccount((s) => s.leaving);
  const logOut = useLogOut();
  const { pathname } = useLocation();
  const tabs = useRef<HTMLUListElement>(null);
  // On a phone the tabs are one row that scrolls sideways: bring the current one into view.
  useEffect(() => {
    const strip = tabs.current;
    const current = strip?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (strip && current) revealTab(strip, current);
  }, [pathname, isAuth, sections.length]);

  if (!isAuth) return <Outlet />;
  return (
    <div className="account container">
      <nav className="account__nav" aria-label="Account">
        <ul ref={tabs}>
          <li>
            <NavLink to="/account" end>
              Overview
            </NavLink>
          </li>
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink to={`/account/${section.path}`}>{section.title}</NavLink>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={buttonClass({ variant: 'ghost', size: 'sm' }, 'account__logout')}
          disabled={leaving}
          onClick={() => void logOut()}
        >
          Log out
        </button>
      </nav>
      <div className="account__body">
        {/* Not the signed-in overview for the moment between leaving the page and being logged out. */}
        {leaving ? <AccountLoading label="Logging you out" /> : <Outlet />}
      </div>
    </div>
  );
}

/**
 * Scrolls the strip sideways only, as scrollIntoView's inline 'nearest' would, but never the page:
 * nothing moves when the tab is already in view (as always in the desktop column).
 */
function revealTab(strip: HTMLElement, tab: HTMLElement) {
  const box = strip.getBoundingClientRect();
  const item = tab.getBoundingClientRect();
  if (item.left < box.left) strip.scrollLeft -= box.left - item.left;
  else if (item.right > box.right) strip.scrollLeft += item.right - box.right;
}
