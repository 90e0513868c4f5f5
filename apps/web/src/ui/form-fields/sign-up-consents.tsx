// What a new account agrees to (spec section 4, register): offers by e-mail and by SMS, both
// optional and off until ticked, and the terms and privacy policy, which must be accepted.
import { Link } from 'react-router';
import { CheckboxField, type RegisteredInput } from './form-fields.tsx';

export interface SignUpConsentsProps {
  /** Prefix of the inputs' ids: `{idPrefix}-optin-email`, `{idPrefix}-optin-sms`, `{idPrefix}-terms`. */
  idPrefix: string;
  optinEmail: RegisteredInput;
  optinSms: RegisteredInput;
  acceptTerms: RegisteredInput;
  termsError?: string;
  disabled?: boolean;
}

export function SignUpConsents({
  idPrefix,
  optinEmail,
  optinSms,
  acceptTerms,
  termsError,
  disabled,
}: SignUpConsentsProps) {
  return (
    <>
      <fieldset className="auth-choice">
        <legend>Offers and news (optional)</legend>
        <CheckboxField
          id={`${idPrefix}-optin-email`}
          label="Send me offers by email"
          disabled={disabled}
          {...optinEmail}
        />
        <CheckboxField id={`${idPrefix}-optin-sms`} label="Send me offers by SMS" disabled={disabled} {...optinSms} />
      </fieldset>
      <CheckboxField
        id={`${idPrefix}-terms`}
        label={
          <>
            I accept the <Link to="/terms">terms and conditions</Link> and the <Link to="/privacy">privacy policy</Link>
          </>
        }
        error={termsError}
        disabled={disabled}
        {...acceptTerms}
      />
    </>
  );
}
