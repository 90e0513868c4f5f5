// /offers/{voucherCode?} and /coupons. Offer cards come from the engagement and content services
// (later issues); the voucher in the link is kept and shown so it can be applied.
import { Link, useParams } from 'react-router';
import { useLocationStore } from '../../lib/session/location-store.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { LocationPrompt } from '../../ui/location-prompt/location-prompt.tsx';
import { Page, Section } from '../../ui/page/page.tsx';

function NeedsLocation() {
  const localised = useLocationStore((s) => s.orderType !== 'unlocalised');
  const openLocalisation = useOverlayRequests((s) => s.openLocalisation);
  if (localised) return null;
  return (
    <LocationPrompt
      text="Deals and coupons differ between stores. Tell us where you are to see yours."
      onChoose={openLocalisation}
    />
  );
}

export function OffersPage() {
  const { voucherCode } = useParams();
  return (
    <Page
      title="Offers"
      lead={<p>Deals on pizza, meals and sides at your local Red Roof Pizza.</p>}
      crumbs={[{ to: '/', label: 'Home' }]}
    >
      {voucherCode && (
        <div className="notice" role="status">
          <p>
            Voucher <strong>{voucherCode.toUpperCase()}</strong> is ready to use. Choose delivery or pickup and it will
            be added to your order.
          </p>
        </div>
      )}
      <NeedsLocation />
      <div className="grid-2">
        <Section title="Exclusive deals">
          <p>Online-only deals for your store appear here once you've chosen delivery or pickup.</p>
        </Section>
        <Section title="Coupons">
          <p>
            Have a coupon code? Find member and partner coupons on the <Link to="/coupons">coupons page</Link>.
          </p>
        </Section>
      </div>
    </Page>
  );
}

export function CouponsPage() {
  return (
    <Page
      title="Coupons"
      lead={<p>Exclusive deals and products for coupon holders.</p>}
      crumbs={[
        { to: '/', label: 'Home' },
        { to: '/offers', label: 'Offers' },
      ]}
    >
      <NeedsLocation />
      <Section title="Exclusive products">
        <p>Coupon products for your store appear here once you've chosen delivery or pickup.</p>
      </Section>
    </Page>
  );
}
