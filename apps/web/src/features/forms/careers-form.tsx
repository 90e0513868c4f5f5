// /careers-apply-now: apply for a role at a store with a résumé (POST /storeform/careers). The
// résumé is checked here as the server checks it (type and size) before it is read and sent.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  careersFormSchema,
  careersRoleLabels,
  careersRoles,
  STOREFORM_LIMITS,
  type StoreformReceipt,
} from '@storefront/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../ui/button/button.tsx';
import { BusyLine, FormError, TextField } from '../../ui/form-fields/form-fields.tsx';
import { SenderFields } from './sender-fields.tsx';
import { FileField, SelectField, TextAreaField } from './form-controls.tsx';
import { formMessages } from './form-messages.ts';
import { blankAsMissing } from './optional-field.ts';
import { SentNotice } from './sent-notice.tsx';
import { useStoreOptions } from './store-options.ts';
import { resumeUpload, sendCareers } from './storeform-api.ts';
import { useStoreformSubmit } from './use-storeform-submit.ts';
import '../../ui/form-fields/auth.css';
import './forms.css';

export const resumeMessages = {
  missing: 'Attach your résumé (PDF or Word, up to 5 MB).',
  tooLarge: 'Your résumé is larger than 5 MB. Please choose a smaller file.',
  wrongType: 'Your résumé must be a PDF or Word document (.pdf, .doc or .docx).',
} as const;

const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const hasResumeExtension = (name: string) => /\.(pdf|docx?)$/i.test(name);

/** The chosen file: one, PDF or Word by its name, at most 5 MB (the server also reads its first bytes). */
const resumeFileSchema = z.custom<FileList | File[] | null | undefined>().transform((files, ctx) => {
  const file = files?.[0];
  const problem = !(file instanceof File)
    ? resumeMessages.missing
    : !hasResumeExtension(file.name)
      ? resumeMessages.wrongType
      : file.size > STOREFORM_LIMITS.resumeBytes
        ? resumeMessages.tooLarge
        : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
  return file as File;
});

export const careersFormFields = careersFormSchema.extend({
  message: blankAsMissing(careersFormSchema.shape.message),
  resume: resumeFileSchema,
});
type Input = z.input<typeof careersFormFields>;
type Values = z.output<typeof careersFormFields>;

const roleOptions = careersRoles.map((value) => ({ value, label: careersRoleLabels[value] }));
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'storeCode',
  'role',
  'availability',
  'message',
  'resume',
] as const;

export function CareersForm() {
  const [receipt, setReceipt] = useState<StoreformReceipt | null>(null);
  const stores = useStoreOptions();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(careersFormFields),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      storeCode: '',
      availability: '',
      message: '',
    },
  });
  const submit = useStoreformSubmit(setError, FIELDS);

  if (receipt) {
    return (
      <SentNotice title="Application sent" receipt={receipt}>
        The store manager will read it and contact you if your availability suits the roster.
      </SentNotice>
    );
  }

  const onSubmit = handleSubmit(
    (values) =>
      submit.send(async () => {
        const resume = await resumeUpload(values.resume);
        setReceipt(await sendCareers({ ...values, resume }));
      }),
    submit.onInvalid,
  );

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={submit.busy} aria-label="Apply for a job">
      <FormError message={submit.error} takeFocus={submit.errorTakesFocus} />
      <SenderFields
        idPrefix="careers"
        fields={{
          firstName: register('firstName'),
          lastName: register('lastName'),
          email: register('email'),
          phone: register('phone'),
        }}
        errors={errors}
      />
      <SelectField
        id="careers-store"
        label="Store"
        placeholder={stores.loading ? 'Loading stores…' : 'Choose a store'}
        options={stores.options}
        error={errors.storeCode?.message}
        {...register('storeCode')}
      />
      <SelectField
        id="careers-role"
        label="Role"
        placeholder="Choose a role"
        options={roleOptions}
        error={errors.role?.message}
        {...register('role')}
      />
      <TextField
        id="careers-availability"
        label="When can you work?"
        hint="Days and times, like weeknights after 5 pm and Saturdays."
        error={errors.availability?.message}
        {...register('availability')}
      />
      <TextAreaField
        id="careers-message"
        label="Tell us about yourself (optional)"
        maxLength={2000}
        error={errors.message?.message}
        {...register('message')}
      />
      <FileField
        id="careers-resume"
        label="Résumé"
        hint="PDF or Word (.pdf, .doc, .docx), up to 5 MB."
        accept={RESUME_ACCEPT}
        error={errors.resume?.message}
        {...register('resume')}
      />
      <Button type="submit" size="lg" block disabled={submit.busy}>
        Send application
      </Button>
      <BusyLine label={submit.busy ? formMessages.sending : null} />
    </form>
  );
}
