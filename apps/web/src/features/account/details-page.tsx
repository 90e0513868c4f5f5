// /account/details (spec document 1 sections 2 and 5): first and last name and the mobile number,
// kept in +614 form; the e-mail is shown and changes only through /account/email. PATCH customer.
// Below the form, the saved delivery address and pickup store (saved-places.tsx).
import { zodResolver } from '@hookform/resolvers/zod';
import { CUSTOMER_DETAILS_LIMITS, customerPatchSchema, type Customer } from '@storefront/contract';
import { toAustralianMobile } from '@storefront/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { Button } from '../../ui/button/button.tsx';
import { NameFields } from '../../ui/form-fields/name-fields.tsx';
import { Section } from '../../ui/page/page.tsx';
import { showSuccess } from '../../ui/snackbar/snackbar-store.ts';
import { FormError, TextField } from '../../ui/form-fields/form-fields.tsx';
import { identifierMessages } from '../../lib/identifier.ts';
import { AccountLoadError, AccountLoading, AccountSection } from './account-section.tsx';
import { SavedPlaces } from './saved-places.tsx';
import { useAccountCustomer, useUpdateCustomer } from './use-account-customer.ts';

export const detailsMessages = {
  required: (field: string) => `Enter your ${field}.`,
  /** 'You have succesfully {action}' (spec section 8). */
  saved: 'updated your details',
  mobileNeeded: 'You log in with your mobile number, so it cannot be removed.',
  noEmail: 'No email address on this account',
} as const;

const profile = customerPatchSchema.shape.profile.unwrap().shape;
const mobileSchema = customerPatchSchema.shape.mobileNumber.unwrap().unwrap();

/** The form's rules are the contract's; a mobile typed as 0412 345 678 is sent as +61412345678. */
export const detailsFormSchema = z.object({
  firstName: z.string().trim().min(1, detailsMessages.required('first name')).pipe(profile.firstName.unwrap()),
  lastName: z.string().trim().min(1, detailsMessages.required('last name')).pipe(profile.lastName.unwrap()),
  mobileNumber: z
    .string()
    .trim()
    .transform((value) => {
      if (!value) return null;
      const mobile = toAustralianMobile(value);
      return mobile.ok ? mobile.value : value;
    })
    .pipe(
      z
        .string()
        .regex(/^\+614\d{8}$/, identifierMessages.invalidMobile)
        .pipe(mobileSchema)
        .nullable(),
    ),
});
type DetailsInput = z.input<typeof detailsFormSchema>;
type DetailsValues = z.output<typeof detailsFormSchema>;

export function AccountDetails() {
  const customer = useAccountCustomer();
  return (
    <AccountSection path="details">
      {customer.isPending ? (
        <AccountLoading label="Loading your details" />
      ) : customer.isError ? (
        <AccountLoadError error={customer.error} onRetry={() => void customer.refetch()} />
      ) : (
        <DetailsForm customer={customer.data} />
      )}
      <SavedPlaces />
    </AccountSection>
  );
}

function DetailsForm({ customer }: { customer: Customer }) {
  const update = useUpdateCustomer();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    reset,
    formState: { errors, isDirty },
  } = useForm<DetailsInput, unknown, DetailsValues>({
    resolver: zodResolver(detailsFormSchema),
    defaultValues: {
      firstName: customer.profile.firstName,
      lastName: customer.profile.lastName,
      mobileNumber: customer.mobileNumber ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    // A customer without an e-mail login signs in by mobile: keep the number they log in with.
    if (values.mobileNumber === null && customer.mobileNumber && !customer.hasEmailAccount) {
      setFieldError('mobileNumber', { message: detailsMessages.mobileNeeded });
      return;
    }
    setError(null);
    try {
      const saved = await update.mutateAsync({
        mobileNumber: values.mobileNumber,
        profile: { firstName: values.firstName, lastName: values.lastName },
      });
      reset({
        firstName: saved.profile.firstName,
        lastName: saved.profile.lastName,
        mobileNumber: saved.mobileNumber ?? '',
      });
      showSuccess(detailsMessages.saved);
    } catch (failure) {
      setError(customerErrorMessage(failure));
    }
  });

  const busy = update.isPending;
  return (
    <Section title="Profile">
      <form className="auth-form account-form" onSubmit={submit} noValidate aria-busy={busy} aria-label="Your details">
        <FormError message={error} />
        <NameFields
          idPrefix="details"
          // The browser stops typing at the contract's limit, so the message is rarely needed.
          firstName={{ ...register('firstName'), maxLength: CUSTOMER_DETAILS_LIMITS.name }}
          lastName={{ ...register('lastName'), maxLength: CUSTOMER_DETAILS_LIMITS.name }}
          errors={errors}
          disabled={busy}
        />
        <TextField
          id="details-mobile"
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="An Australian mobile, like 0412 345 678. We keep it as +61412345678."
          error={errors.mobileNumber?.message}
          disabled={busy}
          {...register('mobileNumber')}
        />
        <div className="auth-field">
          <span className="account-form__label">Email</span>
          <p className="account-form__value">{customer.email ?? detailsMessages.noEmail}</p>
          {customer.hasEmailAccount && (
            <Link to="/account/email" className="account-form__link">
              Change your email address
            </Link>
          )}
        </div>
        <Button type="submit" disabled={busy || !isDirty}>
          {busy ? 'Saving…' : 'Save details'}
        </Button>
      </form>
    </Section>
  );
}
