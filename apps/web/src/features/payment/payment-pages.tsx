// Payment return pages: Afterpay completion, 3-D Secure and order processing (payment issue).
import { useParams } from 'react-router';
import { Page, Section } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';

function Processing({ title, text }: { title: string; text: string }) {
  return (
    <Page title={title} width="narrow">
      <Section title="Please wait">
        <Spinner label={title} />
        <p>{text}</p>
        <p>Please don't refresh the page or press back.</p>
      </Section>
    </Page>
  );
}

export function CompleteAfterpayPage() {
  const { basketId } = useParams();
  return (
    <Processing
      key={basketId}
      title="Completing your Afterpay payment"
      text="We're confirming your payment with Afterpay."
    />
  );
}

export function CardAuthPage() {
  return <Processing title="Verifying your card" text="Your bank may ask you to confirm this payment." />;
}

export function ProcessOrderPage() {
  const { basketId } = useParams();
  return <Processing key={basketId} title="Placing your order" text="We're sending your order to the store." />;
}
