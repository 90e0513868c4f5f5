// /account: a guest is asked to log in (the route guards send them here with ?redirect=); a signed-in
// customer sees a greeting, their three most recent orders and shortcuts to every child page.
import { Link, useSearchParams } from 'react-router';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { buttonClass } from '../../ui/button/button.tsx';
import { ChevronRightIcon, UserIcon } from '../../ui/icons/icons.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { AccountEmpty, AccountLoadError, AccountLoading } from './account-section.tsx';
import { useAccountSections } from './use-account-sections.ts';
import { OrderSummaryRow } from './order-summary-row.tsx';
import { useOrderHistory } from './use-order-history.ts';
import ContentCardSection from '../../lib/engagement/content-card-section.tsx';

export const RECENT_ORDERS_SHOWN = 3;

export function AccountHome() {
  const isAuth = useAuthStore((s) => s.isAuth);
  return isAuth ? <CustomerHome /> : <GuestHome />;
}

function GuestHome() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
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

function CustomerHome() {
  const firstName = useAuthStore((s) => s.customer?.firstName);
  const sections = useAccountSections();
  return (
    <Page title={firstName ? `Hi ${firstName}` : 'Your account'} width="wide">
      <Section title="Recent orders">
        <RecentOrders />
      </Section>
      <ContentCardSection
        section="account-inbox"
        title="Inbox"
        dismissible
        className="account-inbox"
        states={{
          loading: 'Loading your messages…',
          empty: 'No messages right now. Offers and news for you will show here.',
          error: 'Your messages could not be loaded.',
        }}
      />
      <ul className="account__cards" aria-label="Your account">
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

function RecentOrders() {
  const history = useOrderHistory(1, RECENT_ORDERS_SHOWN);
  if (history.isPending) return <AccountLoading label="Loading your recent orders" />;
  if (history.isError) return <AccountLoadError error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.orders.length === 0) {
    return (
      <AccountEmpty>
        <p>You have not ordered yet. Your orders will show here.</p>
        <Link to="/menu/pizza" className={buttonClass({ size: 'sm' })}>
          Start an order
        </Link>
      </AccountEmpty>
    );
  }
  return (
    <div className="account-orders">
      {history.data.orders.map((order) => (
        <OrderSummaryRow key={order.orderId} order={order} />
      ))}
      {history.data.total > RECENT_ORDERS_SHOWN && (
        <Link to="/account/history" className="account-form__link">
          See all {history.data.total} orders
        </Link>
      )}
    </div>
  );
}
