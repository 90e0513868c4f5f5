// /cart. The basket (items, vouchers, totals) arrives with the basket issue; with no basket yet
// the cart is empty, which is what the customer sees.
import { Link } from 'react-router';
import { Page, Section } from '../../ui/page/page.tsx';
import { CartEmpty } from './cart-empty.tsx';
import './basket.css';

export function CartPage() {
  return (
    <Page title="Your cart" crumbs={[{ to: '/', label: 'Home' }]}>
      <div className="grid-2">
        <Section title="Items">
          <CartEmpty />
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
