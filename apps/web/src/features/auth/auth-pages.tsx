// Login, registration, one-time code, social sign-in returns and change-email links. The auth
// issue adds the forms and calls; the route table already applies the logged-out-only rules.
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../ui/button/button.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';

/** Spec section 9: the one-time code countdown. */
export const OTP_COUNTDOWN_SECONDS = 60;

function GuestOption() {
  return (
    <p className="account__guest">
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
      <Section title="Other ways to log in">
        <p>Continue with Google, Apple or PayPal if you used one of them to create your account.</p>
      </Section>
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

export function RegisterPage() {
  return (
    <Page
      title="Create an account"
      lead={<p>Save your details and cards, earn rewards and reorder favourites in a tap.</p>}
      width="narrow"
    >
      <Section title="Why create an account">
        <ul>
          <li>Faster checkout with saved details and cards</li>
          <li>Your order history and one-tap reorder</li>
          <li>Rewards and member-only offers</li>
        </ul>
      </Section>
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
      <GuestOption />
    </Page>
  );
}

export function OAuthRegisterPage() {
  return (
    <Page
      title="Finish creating your account"
      lead={<p>We just need a few details before you can proceed.</p>}
      width="narrow"
    >
      <p>
        Changed your mind? <Link to="/">Return to the home page</Link>
      </p>
    </Page>
  );
}

export function VerifyOtpPage() {
  return (
    <Page
      title="Enter your code"
      lead={<p>We've sent a 6-digit code. It can take up to a minute to arrive.</p>}
      width="narrow"
    >
      <p>
        Didn't get it? You can ask for a new code after {OTP_COUNTDOWN_SECONDS} seconds, or{' '}
        <Link to="/login">try another email or mobile</Link>.
      </p>
    </Page>
  );
}

export function OAuthReturnPage() {
  return (
    <Page title="Logging you in" width="narrow">
      <Spinner label="Logging you in" size="lg" />
      <p>Just a moment while we finish logging you in.</p>
    </Page>
  );
}

export function ChangeEmailPage() {
  const { action } = useParams();
  const confirming = action === 'confirm';
  return (
    <Page
      title={confirming ? 'Confirm your new email' : 'Cancel your email change'}
      lead={
        <p>
          {confirming
            ? 'Confirm to start logging in with your new email address.'
            : 'Your email address will stay as it is.'}
        </p>
      }
      width="narrow"
    >
      <p>
        <Link to="/account">Go to your account</Link>
      </p>
    </Page>
  );
}
