// /franchise: register interest in owning a store (POST /storeform/franchise); on success the
// franchise thank-you page (/franchise/thank-you).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  australianStates,
  franchiseCapitalLabels,
  franchiseCapitalRanges,
  franchiseFormSchema,
} from '@storefront/contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../ui/button/button.tsx';
import { BusyLine, FormError, TextField } from '../../ui/form-fields/form-fields.tsx';
import { SenderFields } from './sender-fields.tsx';
import { SelectField, TextAreaField } from './form-controls.tsx';
import { formMessages } from './form-messages.ts';
import { blankAsMissing } from './optional-field.ts';
import { sendFranchise } from './storeform-api.ts';
import { useStoreformSubmit } from './use-storeform-submit.ts';
import '../../ui/form-fields/auth.css';
import './forms.css';

export const FRANCHISE_THANKS_PATH = '/franchise/thank-you';

export const franchiseFormFields = franchiseFormSchema.extend({
  message: blankAsMissing(franchiseFormSchema.shape.message),
});
type Input = z.input<typeof franchiseFormFields>;
type Values = z.output<typeof franchiseFormFields>;

const stateOptions = australianStates.map((value) => ({ value, label: value }));
const capitalOptions = franchiseCapitalRanges.map((value) => ({ value, label: franchiseCapitalLabels[value] }));
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'state', 'area', 'capital', 'message'] as const;

export function FranchiseForm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(franchiseFormFields),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', area: '', message: '' },
  });
  const submit = useStoreformSubmit(setError, FIELDS);

  const onSubmit = handleSubmit(
    (values) =>
      submit.send(async () => {
        const receipt = await sendFranchise(values);
        void navigate(FRANCHISE_THANKS_PATH, { state: { reference: receipt.submissionId } });
      }),
    submit.onInvalid,
  );

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={submit.busy} aria-label="Franchise enquiry">
      <FormError message={submit.error} takeFocus={submit.errorTakesFocus} />
      <SenderFields
        idPrefix="franchise"
        fields={{
          firstName: register('firstName'),
          lastName: register('lastName'),
          email: register('email'),
          phone: register('phone'),
        }}
        errors={errors}
      />
      <SelectField
        id="franchise-state"
        label="State or territory"
        placeholder="Choose one"
        options={stateOptions}
        error={errors.state?.message}
        {...register('state')}
      />
      <TextField
        id="franchise-area"
        label="Where would you like a store?"
        hint="A suburb, town or region."
        error={errors.area?.message}
        {...register('area')}
      />
      <SelectField
        id="franchise-capital"
        label="How much could you invest?"
        placeholder="Choose a range"
        options={capitalOptions}
        error={errors.capital?.message}
        {...register('capital')}
      />
      <TextAreaField
        id="franchise-message"
        label="Anything else we should know? (optional)"
        maxLength={2000}
        error={errors.message?.message}
        {...register('message')}
      />
      <Button type="submit" size="lg" block disabled={submit.busy}>
        Register my interest
      </Button>
      <BusyLine label={submit.busy ? formMessages.sending : null} />
    </form>
  );
}
