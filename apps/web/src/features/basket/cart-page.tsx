// /cart: everything in the basket, with totals and checkout, the delivery/pickup toggle and the
// "Have a code?" field. With no basket or nothing in it, the empty state invites the visitor to the menu.
import { useState } from 'react';
import { Link } from 'react-router';
import ContentCardSection from '../../lib/engagement/content-card-section.tsx';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { BagIcon, ScooterIcon, UserIcon } from '../../ui/icons/icons.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { CodeField } from '../../ui/voucher-code/code-field.tsx';
import { CartContents } from './cart-contents.tsx';
import { CartEmpty } from './cart-empty.tsx';
import { basketIsEmpty, itemCount } from '../../lib/cart-model.ts';
import { ServiceToggleModal } from './service-toggle-modal.tsx';
import { useCartActions } from './use-cart-actions.ts';
import './basket.css';

export function CartPage() {
  const basket = useBasketSession((s) => s.basket);
  const actions = useCartActions();
  const empty = basketIsEmpty(basket);
  const count = itemCount(basket);
  const [toggling, setToggling] = useState(false);
  return (
    <Page
      title="Your cart"
      crumbs={[{ to: '/', label: 'Home' }]}
      lead={
        basket && !empty ? (
          <p className="cart-lead">
            {count} {count === 1 ? 'item' : 'items'} for {basket.serviceType.toLowerCase()} from {basket.storeInfo.name}
            .{' '}
            <Button variant="ghost" size="sm" onClick={() => setToggling(true)}>
              {basket.serviceType === 'Delivery' ? <ScooterIcon /> : <BagIcon />} Change to{' '}
              {basket.serviceType === 'Delivery' ? 'pickup' : 'delivery'}
            </Button>
          </p>
        ) : undefined
      }
    >
      <div className="grid-2">
        <Section title="Items">
          {basket && !empty ? <CartContents basket={basket} actions={actions} /> : <CartEmpty />}
        </Section>
        <Section title="Vouchers and codes">
          <CodeField id="cart-code" />
          <p className="cart-offers-link">
            Looking for a deal? See today&apos;s <Link to="/offers">offers</Link>.
          </p>
        </Section>
        {basket && (
          <Section title="Ordering for a group?">
            <p>Share a link: everyone adds their own items, then you pay for everyone or split the bill.</p>
            <Link to="/group/start" className={buttonClass({ variant: 'secondary' })}>
              <UserIcon /> Order with friends
            </Link>
          </Section>
        )}
      </div>
      {basket && !empty && (
        <ContentCardSection
          section="cart-upsell"
          title="Goes well with your order"
          dismissible
          className="cart-upsell-cards"
        />
      )}
      {toggling && <ServiceToggleModal onClose={() => setToggling(false)} />}
    </Page>
  );
}
