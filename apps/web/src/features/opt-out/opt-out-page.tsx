// /preferences/{email|sms}/{userId?}: marketing opt-out (opt-out issue sends the opt-out call).
import { Link, useParams } from 'react-router';
import { Page, Section } from '../../ui/page/page.tsx';

export function OptOutPage() {
  const { type } = useParams();
  const channel = type === 'sms' ? 'SMS' : 'email';
  return (
    <Page
      title={`Unsubscribe from ${channel}`}
      lead={<p>Stop receiving Red Roof Pizza offers by {channel}.</p>}
      width="narrow"
    >
      <Section title="What changes">
        <p>
          We'll stop sending you marketing by {channel}. You'll still get messages about orders you place, such as
          receipts and delivery updates.
        </p>
      </Section>
      <p>
        Have an account? You can change all your preferences in <Link to="/account/communication">your account</Link>.
      </p>
    </Page>
  );
}
