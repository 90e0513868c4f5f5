// The /account frame: the side navigation and log out around each child. Guards in the route table
// keep logged-out visitors on the home child.
import { NavLink, Outlet } from 'react-router';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { logout } from '../../lib/session/customer-session.ts';
import { buttonClass } from '../../ui/button/button.tsx';
import '../../ui/form-fields/auth.css';
import './account.css';
import { useAccountSections } from './use-account-sections.ts';

export function AccountLayout() {
  const isAuth = useAuthStore((s) => s.isAuth);
  const sections = useAccountSections();
  if (!isAuth) return <Outlet />;
  return (
    <div className="account container">
      <nav className="account__nav" aria-label="Account">
        <ul>
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
          onClick={() => void logout()}
        >
          Log out
        </button>
      </nav>
      <div className="account__body">
        <Outlet />
      </div>
    </div>
  );
}
