// /preferences/{email|sms}/{userId?}: marketing opt-out without signing in. The route's loader
// lets only `email` and `sms` through. Nothing is called until the button is pressed, so a mail
// scanner opening the link changes nothing; each change solves a captcha (UNSUBSCRIBE).
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { Button } from '../../ui/button/button.tsx';
import { CheckIcon } from '../../ui/icons/icons.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { FormError } from '../../ui/form-fields/form-fields.tsx';
import { isUserReference, optBackIn, optOut, userFromLink, type OptOutChannel } from './opt-out-api.ts';
import './opt-out.css';

const channelName = (channel: OptOutChannel) => (channel === 'sms' ? 'SMS' : 'email');

export const optOutMessages = {
  title: (channel: OptOutChannel) => `Unsubscribe from ${channelName(channel)}`,
  unsubscribe: 'Unsubscribe',
  unsubscribed: (channel: OptOutChannel) =>
    `You're unsubscribed. We won't send you Red Roof Pizza offers by ${channelName(channel)}.`,
  subscribeAgain: 'Subscribe again',
  subscribed: (channel: OptOutChannel) =>
    `You're subscribed again to Red Roof Pizza offers by ${channelName(channel)}.`,
  noLink: 'Open the unsubscribe link in one of our messages, or log in and change your preferences in your account.',
  busy: 'One moment…',
} as const;

type Stage = 'ready' | 'unsubscribed' | 'subscribed';

export function OptOutPage() {
  const params = useParams();
  const channel: OptOutChannel = params.type === 'sms' ? 'sms' : 'email';
  const reference = params.userId ?? '';
  const [stage, setStage] = useState<Stage>('ready');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (change: typeof optOut, next: Stage) => {
    setError(null);
    setBusy(true);
    try {
      await change(channel, await userFromLink(reference));
      setStage(next);
    } catch (failure) {
      setError(customerErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page
      title={optOutMessages.title(channel)}
      lead={<p>Stop receiving Red Roof Pizza offers by {channelName(channel)}.</p>}
      width="narrow"
    >
      <Section title="What changes">
        <p>
          We'll stop sending you marketing by {channelName(channel)}. You'll still get messages about orders you place,
          such as receipts and delivery updates.
        </p>
      </Section>
      {!isUserReference(channel, reference) ? (
        <p>{optOutMessages.noLink}</p>
      ) : stage === 'ready' ? (
        <>
          <FormError message={error} />
          <div className="page__actions">
            <Button size="lg" onClick={() => void run(optOut, 'unsubscribed')} disabled={busy}>
              {busy ? optOutMessages.busy : optOutMessages.unsubscribe}
            </Button>
          </div>
        </>
      ) : (
        <>
          <div className="notice" role="status">
            <CheckIcon />
            <p>
              {stage === 'unsubscribed' ? optOutMessages.unsubscribed(channel) : optOutMessages.subscribed(channel)}
            </p>
          </div>
          <FormError message={error} />
          {stage === 'unsubscribed' ? (
            <div className="page__actions">
              <Button variant="secondary" onClick={() => void run(optBackIn, 'subscribed')} disabled={busy}>
                {busy ? optOutMessages.busy : optOutMessages.subscribeAgain}
              </Button>
            </div>
          ) : null}
        </>
      )}
      <p className="opt-out__account">
        Have an account? You can change all your preferences in <Link to="/account/communication">your account</Link>.
      </p>
    </Page>
  );
}
