// First and last name side by side (one column on phones), as the register, social sign-up and
// account details forms ask for them: the browser may fill them (given-name, family-name).
import { TextField, type RegisteredInput } from './form-fields.tsx';

export interface NameFieldsProps {
  /** Prefix of the inputs' ids: `{idPrefix}-first` and `{idPrefix}-last`. */
  idPrefix: string;
  firstName: RegisteredInput;
  lastName: RegisteredInput;
  errors: { firstName?: { message?: string }; lastName?: { message?: string } };
  disabled?: boolean;
}

export function NameFields({ idPrefix, firstName, lastName, errors, disabled }: NameFieldsProps) {
  return (
    <div className="auth-names">
      <TextField
        id={`${idPrefix}-first`}
        label="First name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        disabled={disabled}
        {...firstName}
      />
      <TextField
        id={`${idPrefix}-last`}
        label="Last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        disabled={disabled}
        {...lastName}
      />
    </div>
  );
}
