// /account/email (only with an e-mail login; the route guard sends others to /account/details):
// PATCH changeemail sends a confirm link to the new address and a cancel link to the current one.
// The address verification link (EMAIL_VERIFICATION_PAGE?verifyToken=) lands here as well.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHANGE_EMAIL_TTL_SECONDS,
  changeEmailBodySchema,
  EMAIL_VERIFICATION_QUERY,
  type Customer,
} from '@storefront/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { Button } from '../../ui/button/button.tsx';
import { CheckIcon } from '../../ui/icons/icons.tsx';
import { Section } from '../../ui/page/page.tsx';
import { showSuccess } from '../../ui/snackbar/snackbar-store.ts';
import { FormError, TextField } from '../../ui/form-fields/form-fields.tsx';
import { accountKeys, requestEmailChange, verifyEmail } from './account-api.ts';
import { AccountLoadError, AccountLoading, AccountSection } from './account-section.tsx';
import { useAccountCustomer } from './use-account-customer.ts';

const LINK_HOURS = CHANGE_EMAIL_TTL_SECONDS / 3600;

export const emailMessages = {
  required: 'Enter your new e-mail address.',
  same: 'That is already your e-mail address.',
  submit: 'Send the confirmation link',
  sent: (proposed: string) =>
    `We sent a link to ${proposed}. Open it within ${LINK_HOURS} hours to start using that address. We also e-mailed your current address a link to cancel the change.`,
  /** 'You have succesfully {action}' (spec section 8). */
  verified: 'verified your e-mail address',
} as const;

const formSchema = z.object({
  proposedEmail: z.string().trim().min(1, emailMessages.required).pipe(changeEmailBodySchema.shape.proposedEmail),
});

export function AccountEmail() {
  const customer = useAccountCustomer();
  return (
    <AccountSection path="email">
      <VerificationLink />
      {customer.isPending ? (
        <AccountLoading label="Loading your e-mail address" />
      ) : customer.isError ? (
        <AccountLoadError error={customer.error} onRetry={() => void customer.refetch()} />
      ) : (
        <ChangeEmail customer={customer.data} />
      )}
    </AccountSection>
  );
}

function ChangeEmail({ customer }: { customer: Customer }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { proposedEmail: '' },
  });

  const submit = handleSubmit(async ({ proposedEmail }) => {
    if (proposedEmail === customer.email) {
      setFieldError('proposedEmail', { message: emailMessages.same });
      return;
    }
    setError(null);
    try {
      const requested = await requestEmailChange(customer.customerId, proposedEmail);
      setSentTo(requested.proposedEmail);
    } catch (failure) {
      setError(customerErrorMessage(failure));
    }
  });

  return (
    <Section title="Change email">
      <p>
        You log in with <strong className="account-form__value">{customer.email}</strong>
        {customer.emailVerified ? ' (verified)' : ''}.
      </p>
      {sentTo ? (
        <div className="notice" role="status">
          <CheckIcon />
          <p>{emailMessages.sent(sentTo)}</p>
        </div>
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
