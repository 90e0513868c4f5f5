// /cart: everything in the basket, with totals and checkout. With no basket or nothing in it, the
// empty state invites the visitor to the menu.
import { Link } from 'react-router';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { Page, Section } from '../../ui/page/page.tsx';
import { CartContents } from './cart-contents.tsx';
import { CartEmpty } from './cart-empty.tsx';
import { basketIsEmpty, itemCount } from './cart-model.ts';
import { useCartActions } from './use-cart-actions.ts';
import './basket.css';

export function CartPage() {
  const basket = useBasketSession((s) => s.basket);
  const actions = useCartActions();
  const empty = basketIsEmpty(basket);
  const count = itemCount(basket);
  return (
    <Page
      title="Your cart"
      crumbs={[{ to: '/', label: 'Home' }]}
      lead={
        basket && !empty ? (
          <p>
            {count} {count === 1 ? 'item' : 'items'} for {basket.serviceType.toLowerCase()} from {basket.storeInfo.name}
            .
          </p>
        ) : undefined
      }
    >
      <div className="grid-2">
        <Section title="Items">
          {basket && !empty ? <CartContents basket={basket} actions={actions} /> : <CartEmpty />}
        </Section>
        <Section title="Have a voucher?">
          <p>
            Vouchers and coupons are applied on the <Link to="/offers">offers page</Link> or at checkout.
          </p>
        </Section>
      </div>
    </Page>
  );
}
