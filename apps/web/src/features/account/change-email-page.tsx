// /change-email/{customerId}/{token}/{action}: the page the change-of-address e-mails link to. The
// route's loader lets only `confirm` or `cancel` (exactly, case sensitive) through; anything else is
// the not-found page. The link works signed out; used, expired or closed links get a clear page and
// nothing changes. The call is made on a click, so a mail scanner fetching the link uses nothing.
import { CHANGE_EMAIL_LINK_INVALID } from '@storefront/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { AlertIcon, CheckIcon } from '../../ui/icons/icons.tsx';
import { Page } from '../../ui/page/page.tsx';
import { FormError } from '../../ui/form-fields/form-fields.tsx';
import { followEmailChangeLink, type ChangeEmailAction } from './account-api.ts';
import './account.css';

export const changeEmailPageMessages = {
  confirmTitle: 'Confirm your new email',
  cancelTitle: 'Cancel your email change',
  confirmButton: 'Use my new email',
  cancelButton: 'Cancel the change',
  confirmed: (email: string) => `Done. You now log in with ${email}.`,
  cancelled: (email: string) => `The change was cancelled. You still log in with ${email}.`,
  invalidTitle: 'This link no longer works',
  invalid:
    'It has expired, was already used, or the change was confirmed or cancelled with the other link. Nothing was changed.',
} as const;

type Outcome = { kind: 'done'; text: string } | { kind: 'invalid' } | null;

export function ChangeEmailPage() {
  const params = useParams();
  const action = params.action as ChangeEmailAction;
  const confirming = action === 'confirm';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const follow = async () => {
    setError(null);
    setBusy(true);
    try {
      const result = await followEmailChangeLink(params.customerId ?? '', params.token ?? '', action);
      if (result.outcome === 'confirmed') updateSignedInEmail(params.customerId ?? '', result.email);
      setOutcome({
        kind: 'done',
        text:
          result.outcome === 'confirmed'
            ? changeEmailPageMessages.confirmed(result.email)
            : changeEmailPageMessages.cancelled(result.email),
      });
    } catch (failure) {
      // A malformed id or token is a 400 naming the path or body: the same dead link to the reader.
      if (failure instanceof ApiError && failure.status === 400) setOutcome({ kind: 'invalid' });
      else setError(customerErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (outcome?.kind === 'invalid') {
    return (
      <Page title={changeEmailPageMessages.invalidTitle} width="narrow">
        <div className="notice" role="alert" data-code={CHANGE_EMAIL_LINK_INVALID}>
          <AlertIcon />
          <p>{changeEmailPageMessages.invalid}</p>
        </div>
        <AccountLink />
      </Page>
    );
  }

  return (
    <Page
      title={confirming ? changeEmailPageMessages.confirmTitle : changeEmailPageMessages.cancelTitle}
      width="narrow"
    >
      {outcome ? (
        <>
          <div className="notice" role="status">
            <CheckIcon />
            <p>{outcome.text}</p>
          </div>
          <AccountLink />
        </>
      ) : (
        <>
          <p>
            {confirming
              ? 'Confirm to start logging in with your new email address.'
              : 'Cancel to keep your email address as it is.'}
          </p>
          <FormError message={error} />
          <div className="page__actions">
            <Button size="lg" onClick={() => void follow()} disabled={busy}>
              {busy
                ? 'One moment…'
                : confirming
                  ? changeEmailPageMessages.confirmButton
                  : changeEmailPageMessages.cancelButton}
            </Button>
          </div>
        </>
      )}
    </Page>
  );
}

/** The signed-in customer in this tab sees the new address at once. */
function updateSignedInEmail(customerId: string, email: string) {
  const { customer } = useAuthStore.getState();
  if (customer?.customerId === customerId) useAuthStore.setState({ customer: { ...customer, email } });
}

function AccountLink() {
  return (
    <p>
      <Link to="/account" className={buttonClass({ variant: 'secondary' })}>
        Go to your account
      </Link>
    </p>
  );
}
