// /account and its children. Guards in the route table keep logged-out visitors on the home child;
// the accounts issue fills each child with the customer's data.
import { Link, NavLink, Outlet, useSearchParams } from 'react-router';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { buttonClass } from '../../ui/button/button.tsx';
import { ChevronRightIcon, UserIcon } from '../../ui/icons/icons.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import './account.css';

export const ACCOUNT_SECTIONS = [
  { path: 'details', title: 'Your details', blurb: 'Name, email and mobile number' },
  { path: 'notifications', title: 'Notifications', blurb: 'Messages and offers for you' },
  { path: 'rewards', title: 'Rewards', blurb: 'Points and rewards you can use' },
  { path: 'payment', title: 'Payment methods', blurb: 'Saved cards' },
  { path: 'email', title: 'Email address', blurb: 'Change the email you log in with' },
  { path: 'history', title: 'Order history', blurb: 'Past orders and reorders' },
  { path: 'security', title: 'Login and security', blurb: 'How you log in' },
  { path: 'communication', title: 'Communication preferences', blurb: 'Email and SMS marketing' },
] as const;

function useSections() {
  const hasEmailAccount = useAuthStore((s) => s.customer?.hasEmailAccount ?? false);
  return ACCOUNT_SECTIONS.filter((section) => section.path !== 'email' || hasEmailAccount);
}

export function AccountLayout() {
  const isAuth = useAuthStore((s) => s.isAuth);
  const sections = useSections();
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
      </nav>
      <div className="account__body">
        <Outlet />
      </div>
    </div>
  );
}

export function AccountHome() {
  const { isAuth, customer } = useAuthStore();
  const sections = useSections();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  if (!isAuth) {
    const login = `/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
    return (
      <Page
        title="Your account"
        lead={<p>Log in to see your orders, saved cards, rewards and preferences.</p>}
        width="narrow"
      >
        {redirect && (
          <div className="notice" role="status">
            <UserIcon />
            <p>Please log in to continue to that page.</p>
          </div>
        )}
        <div className="page__actions">
          <Link to={login} className={buttonClass({ size: 'lg' })}>
            Log in
          </Link>
          <Link to="/register" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            Create an account
          </Link>
        </div>
        <p className="account__guest">
          No account needed to order. <Link to="/menu/pizza">Order as a guest</Link>.
        </p>
      </Page>
    );
  }
  return (
    <Page title={customer?.firstName ? `Hi ${customer.firstName}` : 'Your account'} width="wide">
      <ul className="account__cards">
        {sections.map((section) => (
          <li key={section.path}>
            <Link to={`/account/${section.path}`} className="account__card">
              <span>
                <strong>{section.title}</strong>
                <span>{section.blurb}</span>
              </span>
              <ChevronRightIcon />
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}

function AccountSection({
  path,
  children,
}: {
  path: (typeof ACCOUNT_SECTIONS)[number]['path'];
  children: React.ReactNode;
}) {
  const section = ACCOUNT_SECTIONS.find((s) => s.path === path)!;
  return (
    <Page title={section.title} lead={<p>{section.blurb}</p>} crumbs={[{ to: '/account', label: 'Account' }]}>
      {children}
    </Page>
  );
}

export function AccountDetails() {
  const customer = useAuthStore((s) => s.customer);
  return (
    <AccountSection path="details">
      <Section title="Profile">
        <dl className="facts">
          <dt>First name</dt>
          <dd>{customer?.firstName ?? 'Not given'}</dd>
          <dt>Email</dt>
          <dd>{customer?.email ?? 'Not given'}</dd>
        </dl>
      </Section>
    </AccountSection>
  );
}

const emptySection = (path: (typeof ACCOUNT_SECTIONS)[number]['path'], title: string, text: string) =>
  function AccountChild() {
    return (
      <AccountSection path={path}>
        <Section title={title}>
          <p>{text}</p>
        </Section>
      </AccountSection>
    );
  };

export const AccountNotifications = emptySection('notifications', 'Inbox', 'You have no new messages.');
export const AccountRewards = emptySection(
  'rewards',
  'Your rewards',
  'You have no rewards to use yet. Every order brings you closer.',
);
export const AccountPayment = emptySection(
  'payment',
  'Saved cards',
  'You have no saved cards. You can save a card when you pay.',
);
export const AccountEmail = emptySection(
  'email',
  'Change email',
  'We will send a link to your new address to confirm the change.',
);
export const AccountHistory = emptySection('history', 'Past orders', 'You have no past orders yet.');
export const AccountSecurity = emptySection(
  'security',
  'How you log in',
  'You log in with a one-time code sent to your email or mobile.',
);
export const AccountCommunication = emptySection(
  'communication',
  'Marketing',
  'Choose whether we send you offers by email and SMS. Both are off unless you opt in.',
);
