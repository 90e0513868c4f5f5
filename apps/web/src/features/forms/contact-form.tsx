// /contact: a message to head office, or to a store when one is chosen (POST /storeform/contact).
import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema, contactTopicLabels, contactTopics, type StoreformReceipt } from '@storefront/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../ui/button/button.tsx';
import { BusyLine, FormError } from '../../ui/form-fields/form-fields.tsx';
import { SenderFields } from './sender-fields.tsx';
import { SelectField, TextAreaField } from './form-controls.tsx';
import { formMessages } from './form-messages.ts';
import { blankAsMissing } from './optional-field.ts';
import { useStoreOptions } from './store-options.ts';
import { sendContact } from './storeform-api.ts';
import { SentNotice } from './sent-notice.tsx';
import { useStoreformSubmit } from './use-storeform-submit.ts';
import '../../ui/form-fields/auth.css';
import './forms.css';

const shape = contactFormSchema.shape;
export const contactFormFields = contactFormSchema.extend({
  phone: blankAsMissing(shape.phone),
  storeCode: blankAsMissing(shape.storeCode),
});
type Input = z.input<typeof contactFormFields>;
type Values = z.output<typeof contactFormFields>;

const topicOptions = contactTopics.map((value) => ({ value, label: contactTopicLabels[value] }));
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'topic', 'storeCode', 'message'] as const;

export function ContactForm() {
  const [receipt, setReceipt] = useState<StoreformReceipt | null>(null);
  const stores = useStoreOptions();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(contactFormFields),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', storeCode: '', message: '' },
  });
  const submit = useStoreformSubmit(setError, FIELDS);

  if (receipt) {
    return (
      <SentNotice title="Message sent" receipt={receipt}>
        Thanks for getting in touch. We'll reply by e-mail, usually within two business days.
      </SentNotice>
    );
  }

  const onSubmit = handleSubmit(
    (values) => submit.send(async () => setReceipt(await sendContact(values))),
    submit.onInvalid,
  );

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={submit.busy} aria-label="Contact us">
      <FormError message={submit.error} takeFocus={submit.errorTakesFocus} />
      <SenderFields
        idPrefix="contact"
        fields={{
          firstName: register('firstName'),
          lastName: register('lastName'),
          email: register('email'),
          phone: register('phone'),
        }}
        errors={errors}
        phoneLabel="Phone (optional)"
      />
      <SelectField
        id="contact-topic"
        label="What is it about?"
        placeholder="Choose one"
        options={topicOptions}
        error={errors.topic?.message}
        {...register('topic')}
      />
      <SelectField
        id="contact-store"
        label="Store (optional)"
        hint="Choose a store to send your message straight to it; otherwise it goes to head office."
        placeholder={stores.loading ? 'Loading stores…' : 'No particular store'}
        options={stores.options}
        error={errors.storeCode?.message}
        {...register('storeCode')}
      />
      <TextAreaField
        id="contact-message"
        label="Message"
        maxLength={2000}
        error={errors.message?.message}
        {...register('message')}
      />
      <Button type="submit" size="lg" block disabled={submit.busy}>
        Send message
      </Button>
      <BusyLine label={submit.busy ? formMessages.sending : null} />
    </form>
  );
}
