// /account/email (only with an e-mail login; the route guard sends others to /account/details):
// PATCH changeemail sends a confirm link to the new address and a cancel link to the current one.
// The change waiting for its link is read from the server (GET changeemail), so it is still shown
// after a reload, with its expiry; it can be sent again or withdrawn (DELETE changeemail).
// The address verification link (EMAIL_VERIFICATION_PAGE?verifyToken=) lands here as well.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  changeEmailBodySchema,
  EMAIL_VERIFICATION_QUERY,
  type Customer,
  type PendingEmailChange,
} from '@storefront/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { retryUnlessClientError } from '../../lib/api/store-api.ts';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { Button } from '../../ui/button/button.tsx';
import { CheckIcon } from '../../ui/icons/icons.tsx';
import { Section } from '../../ui/page/page.tsx';
import { showSnackbar, showSuccess } from '../../ui/snackbar/snackbar-store.ts';
import { FormError, TextField } from '../../ui/form-fields/form-fields.tsx';
import {
  accountKeys,
  fetchPendingEmailChange,
  requestEmailChange,
  verifyEmail,
  withdrawEmailChange,
} from './account-api.ts';
import { AccountLoadError, AccountLoading, AccountSection } from './account-section.tsx';
import { useAccountCustomer, useCustomerId } from './use-account-customer.ts';

const expiryTime = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' });
const expiryDay = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short' });
/** "6:00 pm on Wed 25 Nov", in the customer's own time zone. */
export const expiryText = (expiresAt: string) => {
  const at = new Date(expiresAt);
  return `${expiryTime.format(at)} on ${expiryDay.format(at)}`;
};

export const emailMessages = {
  required: 'Enter your new e-mail address.',
  same: 'That is already your e-mail address.',
  submit: 'Send the confirmation link',
  pending: (proposed: string, expiresAt: string) =>
    `We sent a link to ${proposed}. It expires at ${expiryText(expiresAt)}: open it before then to start using that address. We also e-mailed your current address a link to cancel the change.`,
  sendAgain: 'Send again',
  withdraw: 'Cancel the change',
  resent: (proposed: string) => `We sent a new link to ${proposed}. Links sent before no longer work.`,
  /** 'You have succesfully {action}' (spec section 8). */
  verified: 'verified your e-mail address',
  withdrawn: 'cancelled the change of your e-mail address',
} as const;

const formSchema = z.object({
  proposedEmail: z.string().trim().min(1, emailMessages.required).pipe(changeEmailBodySchema.shape.proposedEmail),
});

export function AccountEmail() {
  const customer = useAccountCustomer();
  const change = usePendingEmailChange();
  return (
    <AccountSection path="email">
      <VerificationLink />
      {customer.isPending || change.isPending ? (
        <AccountLoading label="Loading your e-mail address" />
      ) : customer.isError ? (
        <AccountLoadError error={customer.error} onRetry={() => void customer.refetch()} />
      ) : (
        // Without the pending change (it could not be read) the form still works: a new request replaces any.
        <ChangeEmail customer={customer.data} pending={change.data?.pending ?? null} />
      )}
    </AccountSection>
  );
}

function usePendingEmailChange() {
  const customerId = useCustomerId();
  const query = useQuery({
    queryKey: accountKeys.emailChange(customerId),
    queryFn: ({ signal }) => fetchPendingEmailChange(customerId, signal),
    enabled: customerId !== '',
    retry: retryUnlessClientError,
    staleTime: 0,
  });
  const expiresAt = query.data?.pending?.expiresAt;
  const { refetch } = query;
  // A page left open past the expiry asks again then; the server no longer reports an expired change.
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, Date.parse(expiresAt) - Date.now()) + 1000);
    return () => clearTimeout(timer);
  }, [expiresAt, refetch]);
  return query;
}

type Pending = NonNullable<PendingEmailChange['pending']>;
type ChangeRequested = Awaited<ReturnType<typeof requestEmailChange>>;

/** What the server will report for a request just made: its expiry from its lifetime. */
const pendingFrom = ({ proposedEmail, expiresInSeconds }: ChangeRequested): PendingEmailChange => ({
  pending: { proposedEmail, expiresAt: new Date(Date.now() + expiresInSeconds * 1000).toISOString() },
});

function ChangeEmail({ customer, pending }: { customer: Customer; pending: Pending | null }) {
  const client = useQueryClient();
  const changeKey = accountKeys.emailChange(customer.customerId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'resend' | 'withdraw' | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { proposedEmail: '' },
  });

  /** Shows the request at once, then reads the server's own record of it. */
  const requested = (answer: ChangeRequested) => {
    client.setQueryData<PendingEmailChange>(changeKey, pendingFrom(answer));
    void client.invalidateQueries({ queryKey: changeKey });
  };

  const submit = handleSubmit(async ({ proposedEmail }) => {
    if (proposedEmail === customer.email) {
      setFieldError('proposedEmail', { message: emailMessages.same });
      return;
    }
    setError(null);
    try {
      requested(await requestEmailChange(customer.customerId, proposedEmail));
    } catch (failure) {
      setError(customerErrorMessage(failure));
    }
  });

  const act = async (kind: 'resend' | 'withdraw', proposedEmail: string) => {
    setError(null);
    setBusy(kind);
    try {
      if (kind === 'resend') {
        requested(await requestEmailChange(customer.customerId, proposedEmail));
        showSnackbar({ message: emailMessages.resent(proposedEmail), theme: 'success' });
      } else {
        await withdrawEmailChange(customer.customerId);
        client.setQueryData<PendingEmailChange>(changeKey, { pending: null });
        showSuccess(emailMessages.withdrawn);
      }
    } catch (failure) {
      setError(customerErrorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section title="Change email">
      <p>
        You log in with <strong className="account-form__value">{customer.email}</strong>
        {customer.emailVerified ? ' (verified)' : ''}.
      </p>
      {pending ? (
        <>
          <div className="notice" role="status">
            <CheckIcon />
            <p>{emailMessages.pending(pending.proposedEmail, pending.expiresAt)}</p>
          </div>
          <FormError message={error} />
          <div className="page__actions">
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() => void act('resend', pending.proposedEmail)}
            >
              {busy === 'resend' ? 'Sending…' : emailMessages.sendAgain}
            </Button>
            <Button
              variant="ghost"
              disabled={busy !== null}
              onClick={() => void act('withdraw', pending.proposedEmail)}
            >
              {busy === 'withdraw' ? 'Cancelling…' : emailMessages.withdraw}
            </Button>
          </div>
        </>
      ) : (
        <form className="auth-form account-form" onSubmit={submit} noValidate aria-busy={isSubmitting}>
          <FormError message={error} />
          <TextField
            id="new-email"
            label="New e-mail address"
            type="email"
            autoComplete="email"
            error={errors.proposedEmail?.message}
            disabled={isSubmitting}
            {...register('proposedEmail')}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : emailMessages.submit}
          </Button>
        </form>
      )}
    </Section>
  );
}

/** Uses the token of an address verification link once, then drops it from the address bar. */
function VerificationLink() {
  const [params, setParams] = useSearchParams();
  const token = params.get(EMAIL_VERIFICATION_QUERY);
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const used = useRef(false);
  useEffect(() => {
    if (!token || used.current) return;
    used.current = true;
    verifyEmail(token)
      .then(() => {
        showSuccess(emailMessages.verified);
        void client.invalidateQueries({ queryKey: accountKeys.all });
      })
      .catch((failure: unknown) => setError(customerErrorMessage(failure)))
      .finally(() => setParams({}, { replace: true }));
  }, [token, client, setParams]);
  return <FormError message={error} />;
}
