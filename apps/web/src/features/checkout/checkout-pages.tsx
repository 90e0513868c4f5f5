// /checkout/{paymentMethod?} and /zippayconfirmation. Basket preconditions and payment forms
// arrive with the checkout and payment issues; the route already validates the method.
import { Link, useParams, useSearchParams } from 'react-router';
import { useLocationStore } from '../../lib/session/location-store.ts';
import { Page, Section } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { isPaymentMethod, PAYMENT_METHODS, paymentMethodLabel, type PaymentMethod } from './payment-methods.ts';

export function CheckoutPage() {
  const { paymentMethod } = useParams();
  const orderType = useLocationStore((s) => s.orderType);
  const serviceType = orderType === 'unlocalised' ? undefined : orderType;
  const selected = paymentMethod && isPaymentMethod(paymentMethod) ? paymentMethod : undefined;
  return (
    <Page title="Checkout" crumbs={[{ to: '/cart', label: 'Cart' }]}>
      <div className="grid-2">
        <div>
          <Section title="Your details">
            <p>We'll use these to send your receipt and contact you about your order.</p>
          </Section>
          <Section title="Payment">
            <ul className="chips">
              {(Object.keys(PAYMENT_METHODS) as PaymentMethod[])
                .filter((method) => method !== 'free')
                .map((method) => (
                  <li key={method}>
                    <Link
                      to={`/checkout/${method}`}
                      className="chip"
                      aria-current={method === selected ? 'page' : undefined}
                    >
                      {paymentMethodLabel(method, serviceType)}
                    </Link>
                  </li>
                ))}
            </ul>
          </Section>
        </div>
        <Section title="Order summary">
          <p>
            Your cart is empty. <Link to="/menu/pizza">Browse the menu</Link> to add items before checking out.
          </p>
        </Section>
      </div>
    </Page>
  );
}

export function ZipPayConfirmationPage() {
  const [params] = useSearchParams();
  return (
    <Page title="Confirming your Zip payment" width="narrow">
      <Section title="Please wait">
        <Spinner label="Confirming payment" />
        <p>We're confirming your payment with Zip. Please don't refresh the page.</p>
        <p className="page__lead">Reference: {params.get('checkoutId')}</p>
      </Section>
    </Page>
  );
}
