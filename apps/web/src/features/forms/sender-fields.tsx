// Who is writing, as every store form asks: first and last name, e-mail and phone, with the
// browser's autofill names and each field's error under it.
import { TextField, type RegisteredInput } from '../../ui/form-fields/form-fields.tsx';
import { NameFields } from '../../ui/form-fields/name-fields.tsx';

type FieldError = { message?: string } | undefined;

export interface SenderFieldsProps {
  /** Prefix of the inputs' ids: `{idPrefix}-first`, `-last`, `-email`, `-phone`. */
  idPrefix: string;
  fields: { firstName: RegisteredInput; lastName: RegisteredInput; email: RegisteredInput; phone: RegisteredInput };
  errors: { firstName?: FieldError; lastName?: FieldError; email?: FieldError; phone?: FieldError };
  /** The contact form's phone is optional and says so. */
  phoneLabel?: string;
}

export function SenderFields({ idPrefix, fields, errors, phoneLabel = 'Phone' }: SenderFieldsProps) {
  return (
    <>
      <NameFields idPrefix={idPrefix} firstName={fields.firstName} lastName={fields.lastName} errors={errors} />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...fields.email}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label={phoneLabel}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...fields.phone}
      />
    </>
  );
}
