// /account/security: how this customer logs in (one-time codes to the e-mail or mobile, linked
// providers), log out, and deleting the account (DELETE /customer/{id}) after a confirmation.
import type { Customer } from '@storefront/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { logout } from '../../lib/session/customer-session.ts';
import { openAlert } from '../../ui/alert-dialog/alert-store.ts';
import { Button } from '../../ui/button/button.tsx';
import { Section } from '../../ui/page/page.tsx';
import { showSuccess } from '../../ui/snackbar/snackbar-store.ts';
import { FormError } from '../../ui/form-fields/form-fields.tsx';
import { deleteCustomer } from './account-api.ts';
import { AccountLoadError, AccountLoading, AccountSection } from './account-section.tsx';
import { SignedInDevices } from './signed-in-devices.tsx';
import { useAccountCustomer } from './use-account-customer.ts';
import { useLogOut } from './use-log-out.ts';

export const securityMessages = {
  deleteButton: 'Delete my account',
  confirmTitle: 'Delete your account?',
  confirmBody:
    'Your details, saved cards and saved places are erased and you are logged out everywhere. Past orders are kept without your name. This cannot be undone.',
  confirm: 'Delete my account',
  cancel: 'Keep my account',
  /** 'You have succesfully {action}' (spec section 8). */
  deleted: 'deleted your account',
} as const;

export function AccountSecurity() {
  const customer = useAccountCustomer();
  return (
    <AccountSection path="security">
      {customer.isPending ? (
        <AccountLoading label="Loading how you log in" />
      ) : customer.isError ? (
        <AccountLoadError error={customer.error} onRetry={() => void customer.refetch()} />
      ) : (
        <Security customer={customer.data} />
      )}
    </AccountSection>
  );
}

function Security({ customer }: { customer: Customer }) {
  const navigate = useNavigate();
  const logOut = useLogOut();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    const confirmed = await openAlert({
      title: securityMessages.confirmTitle,
      body: securityMessages.confirmBody,
      confirmText: securityMessages.confirm,
      cancelText: securityMessages.cancel,
    });
    if (!confirmed) return;
    setError(null);
    setBusy(true);
    try {
      await deleteCustomer(customer.customerId);
    } catch (failure) {
      setError(customerErrorMessage(failure));
      setBusy(false);
      return;
    }
    await logout();
    showSuccess(securityMessages.deleted);
    void navigate('/', { replace: true });
  };

  return (
    <>
      <Section title="How you log in">
        <ul className="account-logins">
          {customer.hasEmailAccount && customer.email && <li>A one-time code sent to {customer.email}</li>}
          {customer.mobileNumber && <li>A one-time code sent by SMS to {customer.mobileNumber}</li>}
          {customer.identities.map((identity) => (
            <li key={identity.provider}>
              {identity.provider}
              {identity.email ? ` (${identity.email})` : ''}
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => void logOut()}>
          Log out
        </Button>
      </Section>
      <SignedInDevices customerId={customer.customerId} />
      <Section title="Delete your account">
        <p>
          This erases your details, saved cards and saved places and logs you out on every device. Past orders are kept
          without your name.
        </p>
        <FormError message={error} />
        <Button variant="secondary" className="account-danger" onClick={() => void remove()} disabled={busy}>
          {busy ? 'Deleting your account…' : securityMessages.deleteButton}
        </Button>
      </Section>
    </>
  );
}
