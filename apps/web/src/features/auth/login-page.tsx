// /login and the login modal (spec sections 2 and 4). Both return to the `redirect` parameter, else
// the previous non-login page.
import { Link, useLocation, useSearchParams } from 'react-router';
import { pageAfterLogin } from '../../lib/session/page-before-login.ts';
import { buttonClass } from '../../ui/button/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { Page } from '../../ui/page/page.tsx';
import { LoginForm } from './login-form.tsx';

function GuestOption() {
  return (
    <p className="auth-guest">
      Just want pizza? <Link to="/menu/pizza">Order as a guest</Link>, no account needed.
    </p>
  );
}

export function LoginPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <Page
      title="Log in"
      lead={<p>No password to remember: we send a one-time code to your email or mobile.</p>}
      width="narrow"
    >
      {redirect && (
        <div className="notice" role="status">
          <p>You'll go straight back to where you were once you've logged in.</p>
        </div>
      )}
      <LoginForm returnTo={pageAfterLogin(redirect)} />
      <p>
        New to Red Roof Pizza?{' '}
        <Link to="/register" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          Create an account
        </Link>
      </p>
      <GuestOption />
    </Page>
  );
}

/** Opened by a 403 from a customer call: log in again and come back to this page. */
export function LoginModal({ onClose }: { onClose(): void }) {
  const { pathname, search } = useLocation();
  return (
    <Modal open onClose={onClose} title="Please log in again" size="sm" initialFocus="field">
      <p>To keep your account safe, please log in again to carry on.</p>
      <LoginForm returnTo={pathname + search} idPrefix="login-modal" onCodeSent={onClose} />
    </Modal>
  );
}
