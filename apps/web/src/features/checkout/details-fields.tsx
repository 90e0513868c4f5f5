// Contact details: plain controlled inputs, each labelled, with its hint and error tied to it.
import type { ReactNode, Ref } from 'react';
import { CUSTOMER_DETAILS_LIMITS } from '@storefront/contract/http';
import { AlertIcon } from '../../ui/icons/icons.tsx';
import {
  cleanMobileInput,
  contactlessChoice,
  displayMobile,
  MOBILE_PREFIX,
  useCheckoutDetails,
  type DetailErrors,
  type DetailsForm,
} from './customer-details.ts';

interface FieldProps {
  name: keyof DetailsForm;
  label: string;
  hint?: ReactNode;
  error?: string;
  disabled: boolean;
  children: (props: {
    id: string;
    name: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    disabled: boolean;
  }) => ReactNode;
}

function Field({ name, label, hint, error, disabled, children }: FieldProps) {
  const id = `co-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="co-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children({ id, name, 'aria-invalid': !!error, 'aria-describedby': describedBy, disabled })}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The order note's hint: delivery instructions only where there is a delivery. */
export const NOTE_HINT = {
  delivery: 'Delivery instructions or anything the store should know.',
  pickup: 'Anything the store should know about your order.',
} as const;

export function DetailsFields({
  errors,
  summary,
  summaryRef,
  disabled,
  contactlessDefault,
}: {
  errors: DetailErrors;
  /** Delivery: the store's contactless setting, the box's state until ticked or unticked. Pickup: null (not asked). */
  contactlessDefault: boolean | null;
  /** 'We need a few details before you can proceed.' when the form was sent incomplete. */
  summary: string | null;
  summaryRef: Ref<HTMLDivElement>;
  disabled: boolean;
}) {
  const form = useCheckoutDetails((s) => s.form);
  const setField = useCheckoutDetails((s) => s.setField);
  const chosenContactless = useCheckoutDetails((s) => s.contactless);
  const setContactless = useCheckoutDetails((s) => s.setContactless);
  const input = (name: keyof DetailsForm) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setField(name, e.target.value),
  });
  return (
    <div className="co-details">
      <div ref={summaryRef} tabIndex={-1} className="co-details__summary">
        {summary && (
          <div className="co-alert" role="alert">
            <AlertIcon />
            <p>{summary}</p>
          </div>
        )}
      </div>
      <div className="co-details__names">
        <Field name="firstName" label="First name (optional)" error={errors.firstName} disabled={disabled}>
          {(props) => (
            <input
              {...props}
              {...input('firstName')}
              className="co-input"
              autoComplete="given-name"
              maxLength={CUSTOMER_DETAILS_LIMITS.name}
            />
          )}
        </Field>
        <Field name="lastName" label="Last name (optional)" error={errors.lastName} disabled={disabled}>
          {(props) => (
            <input
              {...props}
              {...input('lastName')}
              className="co-input"
              autoComplete="family-name"
              maxLength={CUSTOMER_DETAILS_LIMITS.name}
            />
          )}
        </Field>
      </div>
      <Field
        name="mobileNumber"
        label="Mobile number"
        hint={`An Australian mobile, starting 04 or ${MOBILE_PREFIX}. The store calls it if there's a problem.`}
        error={errors.mobileNumber}
        disabled={disabled}
      >
        {(props) => (
          <input
            {...props}
            value={form.mobileNumber}
            onChange={(e) => setField('mobileNumber', cleanMobileInput(e.target.value))}
            onBlur={(e) => setField('mobileNumber', displayMobile(e.target.value.trim()))}
            className="co-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            aria-required="true"
            maxLength={CUSTOMER_DETAILS_LIMITS.mobile}
          />
        )}
      </Field>
      <Field name="email" label="Email" hint="We send your receipt here." error={errors.email} disabled={disabled}>
        {(props) => (
          <input
            {...props}
            {...input('email')}
            className="co-input"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            aria-required="true"
            maxLength={CUSTOMER_DETAILS_LIMITS.email}
          />
        )}
      </Field>
      <Field
        name="orderNote"
        label="Note for the store (optional)"
        hint={contactlessDefault === null ? NOTE_HINT.pickup : NOTE_HINT.delivery}
        error={errors.orderNote}
        disabled={disabled}
      >
        {(props) => (
          <textarea
            {...props}
            {...input('orderNote')}
            className="co-input"
            rows={2}
            maxLength={CUSTOMER_DETAILS_LIMITS.orderNote}
          />
        )}
      </Field>
      {contactlessDefault !== null && (
        <div className="co-check">
          <input
            id="co-contactless"
            type="checkbox"
            checked={contactlessChoice(chosenContactless, contactlessDefault)}
            onChange={(e) => setContactless(e.target.checked)}
            disabled={disabled}
            aria-describedby="co-contactless-hint"
          />
          <label htmlFor="co-contactless">Contactless delivery: leave it at my door</label>
          <p id="co-contactless-hint" className="field__hint">
            The driver knocks, leaves your order at the door and steps back.
          </p>
        </div>
      )}
    </div>
  );
}
