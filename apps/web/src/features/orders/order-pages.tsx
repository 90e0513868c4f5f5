// Order page (with the Hawaiian pizza game child) and order tracking (orders issue).
import { Link, Outlet, useMatch, useParams } from 'react-router';
import { buttonClass } from '../../ui/button/button.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import './orders.css';

export const TRACKING_STATES = ['Received', 'Preparing', 'Baking', 'Quality check', 'Ready', 'On its way', 'Delivered'];

export function OrderPage() {
  const { orderId = '' } = useParams();
  const inGame = useMatch('/order/:orderId/hawaiian-pizza-game');
  return (
    <Page
      title={`Order ${orderId}`}
      eyebrow="Your order"
      lead={<p>Thanks for ordering with Red Roof Pizza.</p>}
      actions={
        !inGame && (
          <Link to="hawaiian-pizza-game" className={buttonClass({ variant: 'secondary' })}>
            Play the Hawaiian pizza game while you wait
          </Link>
        )
      }
    >
      <Section title="Order progress">
        <ol className="progress" aria-label="Order progress">
          {TRACKING_STATES.map((state) => (
            <li key={state}>{state}</li>
          ))}
        </ol>
      </Section>
      <Outlet />
    </Page>
  );
}

export function HawaiianGamePage() {
  const { orderId = '' } = useParams();
  return (
    <Section title="Hawaiian pizza game">
      <p>Pineapple on pizza: yes or no? Play while your order is being made.</p>
      <Link to={`/order/${orderId}`}>Back to your order</Link>
    </Section>
  );
}

export function TrackOrderPage() {
  return (
    <Page
      title="Track your order"
      lead={<p>Follow your order from our oven to your door.</p>}
      crumbs={[{ to: '/', label: 'Home' }]}
      width="narrow"
    >
      <Section title="Recent orders">
        <p>
          Orders you've placed in the last 8 hours on this device show here. <Link to="/login">Log in</Link> to see
          orders from your account.
        </p>
      </Section>
    </Page>
  );
}
