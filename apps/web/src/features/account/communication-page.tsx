// /account/communication: the marketing opt-ins (spec document 1 section 3, profile.optinEmail and
// optinSms). Each switch is saved on its own with PATCH customer; both stay off until chosen.
import type { Customer } from '@storefront/contract';
import { useState } from 'react';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { Section } from '../../ui/page/page.tsx';
import { showSuccess } from '../../ui/snackbar/snackbar-store.ts';
import { CheckboxField, FormError } from '../../ui/form-fields/form-fields.tsx';
import { usePushPublicKey } from '../../ui/push-primer/push-primer.tsx';
import { PushSettings } from '../../ui/push-primer/push-settings.tsx';
import { AccountLoadError, AccountLoading, AccountSection } from './account-section.tsx';
import { useAccountCustomer, useUpdateCustomer } from './use-account-customer.ts';

export const communicationMessages = {
  /** 'You have succesfully {action}' (spec section 8). */
  saved: 'updated your communication preferences',
  email: 'Send me offers and news by email',
  sms: 'Send me offers by SMS',
  noMobile: 'Add a mobile number in your details to get offers by SMS.',
  noEmail: 'There is no email address on this account.',
  deviceTitle: 'Notifications on this device',
} as const;

type OptIn = 'optinEmail' | 'optinSms';

export function AccountCommunication() {
  const customer = useAccountCustomer();
  return (
    <AccountSection path="communication">
      {customer.isPending ? (
        <AccountLoading label="Loading your preferences" />
      ) : customer.isError ? (
        <AccountLoadError error={customer.error} onRetry={() => void customer.refetch()} />
      ) : (
        <>
          <OptIns customer={customer.data} />
          <DeviceNotifications />
        </>
      )}
    </AccountSection>
  );
}

/** Only when the server sends push: with it off there is nothing to turn on here, so no empty card. */
function DeviceNotifications() {
  const publicKey = usePushPublicKey(true);
  if (!publicKey) return null;
  return (
    <Section title={communicationMessages.deviceTitle}>
      <PushSettings />
    </Section>
  );
}

function OptIns({ customer }: { customer: Customer }) {
  const update = useUpdateCustomer();
  const [error, setError] = useState<string | null>(null);
  // The switch moves at once; it goes back if the server refuses.
  const [pending, setPending] = useState<Partial<Record<OptIn, boolean>>>({});
  const checked = (field: OptIn) => pending[field] ?? customer.profile[field];

  const change = async (field: OptIn, value: boolean) => {
    setError(null);
    setPending((p) => ({ ...p, [field]: value }));
    try {
      await update.mutateAsync({ profile: { [field]: value } });
      showSuccess(communicationMessages.saved);
    } catch (failure) {
      setError(customerErrorMessage(failure));
    } finally {
      setPending((p) => ({ ...p, [field]: undefined }));
    }
  };

  const busy = update.isPending;
  return (
    <Section title="Marketing">
      <div className="auth-form account-form" aria-busy={busy}>
        <p>Choose whether we send you offers. Order updates and receipts are always sent.</p>
        <FormError message={error} />
        <CheckboxField
          id="optin-email"
          label={communicationMessages.email}
          checked={checked('optinEmail')}
          disabled={busy || (!customer.email && !customer.profile.optinEmail)}
          onChange={(event) => void change('optinEmail', event.target.checked)}
        />
        {!customer.email && <p className="field__hint">{communicationMessages.noEmail}</p>}
        <CheckboxField
          id="optin-sms"
          label={communicationMessages.sms}
          checked={checked('optinSms')}
          disabled={busy || (!customer.mobileNumber && !customer.profile.optinSms)}
          onChange={(event) => void change('optinSms', event.target.checked)}
        />
        {!customer.mobileNumber && <p className="field__hint">{communicationMessages.noMobile}</p>}
      </div>
    </Section>
  );
}
