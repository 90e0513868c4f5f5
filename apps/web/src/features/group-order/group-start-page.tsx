// /group/start: the host starts a group order from the cart's basket ("Order with friends"). The
// basket's store, service type and time become the group's; its lines are the host's.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { basketIsEmpty } from '../../lib/cart-model.ts';
import { currentBasketAuth, useBasketSession } from '../../lib/session/basket-session.ts';
import { buttonClass } from '../../ui/button/button.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { isStatus, membershipOfBasket, rememberMembership, startGroup } from './group-api.ts';
import { dueText, groupErrorMessage, serviceText } from './group-format.ts';
import { NameForm } from './name-field.tsx';
import '../../ui/form-fields/auth.css';
import './group-order.css';

export function GroupStartPage() {
  const basket = useBasketSession((s) => s.basket);
  const navigate = useNavigate();
  const [earlier] = useState(() => (basket ? membershipOfBasket(basket.basketId) : null));
  if (!basket) {
    return (
      <Page title="Order with friends" width="narrow" crumbs={[{ to: '/cart', label: 'Cart' }]}>
        <p>Choose a store and a time first: the group orders from the same store, for the same time.</p>
        <Link className={buttonClass({ variant: 'primary' })} to="/">
          Start an order
        </Link>
      </Page>
    );
  }
  return (
    <Page
      title="Order with friends"
      width="narrow"
      crumbs={[{ to: '/cart', label: 'Cart' }]}
      lead={
        <p>
          Everyone adds their own items to one {serviceText(basket.serviceType)} order from{' '}
          <strong>{basket.storeInfo.name}</strong> for {dueText(basket)}. Then you pay for everyone, or split the bill.
          {!basketIsEmpty(basket) && ' What is in your cart now is yours.'}
        </p>
      }
    >
      {earlier && (
        <p className="group-earlier">
          You started a group from this cart already.{' '}
          <Link to={`/group/${earlier.shareToken}`}>Open that group order</Link>.
        </p>
      )}
      <Section title="Start the group">
        <NameForm
          id="group-host-name"
          submitLabel="Start the group"
          busyLabel="Starting…"
          onSubmit={async (name) => {
            const auth = currentBasketAuth();
            if (!auth) return { error: null, message: 'Your cart has expired. Start a new order.' };
            try {
              const answer = await startGroup(auth.basketId, auth.sessionId, name);
              rememberMembership(answer);
              void navigate(`/group/${answer.shareToken}`);
              return null;
            } catch (error) {
              const message = isStatus(error, 409)
                ? 'This cart is already in a group order.'
                : isStatus(error, 410)
                  ? 'This cart was already ordered or has expired. Start a new order.'
                  : groupErrorMessage(error);
              return { error, message };
            }
          }}
        />
      </Section>
    </Page>
  );
}
