// /register (spec sections 2 and 4): names, e-mail, mobile (+614 form), where to send the code,
// marketing opt-ins (off by default) and the terms. Captcha action REGISTER_USER. Tokens in the
// answer sign the customer in; otherwise a code was sent and /verify-otp follows, countdown reset.
import { zodResolver } from '@hookform/resolvers/zod';
import { CUSTOMER_DETAILS_LIMITS, registerBodySchema } from '@storefront/contract';
import { toAustralianMobile } from '@storefront/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { authMessages, completeSignIn } from '../../lib/session/customer-session.ts';
import { pageAfterLogin } from '../../lib/session/page-before-login.ts';
import { Button } from '../../ui/button/button.tsx';
import { NameFields } from '../../ui/form-fields/name-fields.tsx';
import { SignUpConsents } from '../../ui/form-fields/sign-up-consents.tsx';
import { Page } from '../../ui/page/page.tsx';
import { isSignIn, register as registerCustomer } from './auth-api.ts';
import { BusyLine, CheckboxField, FormError, TextField } from '../../ui/form-fields/form-fields.tsx';
import { identifierMessages } from '../../lib/identifier.ts';
import { useOtpCountdown } from './otp-countdown.ts';
import { pendingCode } from './pending-auth.ts';
import '../../ui/form-fields/auth.css';

export const registerMessages = {
  submit: 'Create my account',
  sending: 'Creating your account…',
  required: (field: string) => `Enter your ${field}.`,
  terms: 'Please accept the terms and conditions to create an account.',
} as const;

const profile = registerBodySchema.shape.profile.shape;

/** The form's fields, checked with the contract's own rules (the mobile is normalised to +614 first). */
export const registerFormSchema = z.object({
  firstName: z.string().trim().min(1, registerMessages.required('first name')).pipe(profile.firstName),
  lastName: z.string().trim().min(1, registerMessages.required('last name')).pipe(profile.lastName),
  email: z
    .string()
    .trim()
    .min(1, registerMessages.required('e-mail address'))
    .pipe(registerBodySchema.shape.email.unwrap()),
  mobileNumber: z
    .string()
    .trim()
    .min(1, registerMessages.required('mobile number'))
    .transform((value) => {
      const mobile = toAustralianMobile(value);
      return mobile.ok ? mobile.value : value;
    })
    .pipe(
      z
        .string()
        .regex(/^\+614\d{8}$/, identifierMessages.invalidMobile)
        .pipe(registerBodySchema.shape.mobileNumber.unwrap()),
    ),
  registerType: registerBodySchema.shape.registerType,
  optinEmail: z.boolean(),
  optinSms: z.boolean(),
  acceptTerms: z.boolean().refine((accepted) => accepted, registerMessages.terms),
});
type RegisterFormInput = z.input<typeof registerFormSchema>;
type RegisterFormValues = z.output<typeof registerFormSchema>;

export function RegisterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = pageAfterLogin(params.get('redirect'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      mobileNumber: '',
      registerType: 'email',
      optinEmail: false,
      optinSms: false,
      acceptTerms: false,
    },
  });

  const submit = handleSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      const result = await registerCustomer({
        registerType: values.registerType,
        email: values.email,
        mobileNumber: values.mobileNumber,
        profile: {
          firstName: values.firstName,
          lastName: values.lastName,
          optinEmail: values.optinEmail,
          optinSms: values.optinSms,
          acceptTerms: true,
        },
      });
      if (isSignIn(result)) {
        void completeSignIn(result, { action: authMessages.registered });
        void navigate(returnTo, { replace: true });
        return;
      }
      pendingCode.save({
        otpType: result.otpType,
        ...(result.otpType === 'email' ? { email: values.email } : { mobileNumber: values.mobileNumber }),
        isRegister: true,
        destination: result.destination,
        returnTo,
      });
      useOtpCountdown.getState().reset();
      void navigate('/verify-otp');
    } catch (failure) {
      setError(customerErrorMessage(failure));
      setBusy(false);
    }
  });

  return (
    <Page
      title="Create an account"
      lead={<p>Save your details and cards, earn rewards and reorder favourites in a tap.</p>}
      width="narrow"
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy} aria-label="Create an account">
        <FormError message={error} />
        <NameFields
          idPrefix="reg"
          // The browser stops typing at the contract's limit, so the message is rarely needed.
          firstName={{ ...register('firstName'), maxLength: CUSTOMER_DETAILS_LIMITS.name }}
          lastName={{ ...register('lastName'), maxLength: CUSTOMER_DETAILS_LIMITS.name }}
          errors={errors}
          disabled={busy}
        />
        <TextField
          id="reg-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          disabled={busy}
          {...register('email')}
        />
        <TextField
          id="reg-mobile"
          label="Mobile number"
          type="tel"
          hint="An Australian mobile, like 0412 345 678 or +61412345678."
          autoComplete="tel"
          error={errors.mobileNumber?.message}
          disabled={busy}
          {...register('mobileNumber')}
        />
        <fieldset className="auth-choice">
          <legend>Where should we send your 6-digit code?</legend>
          <CheckboxField
            id="reg-type-email"
            type="radio"
            value="email"
            label="To my email"
            disabled={busy}
            {...register('registerType')}
          />
          <CheckboxField
            id="reg-type-mobile"
            type="radio"
            value="mobile"
            label="By SMS to my mobile"
            disabled={busy}
            {...register('registerType')}
          />
        </fieldset>
        <SignUpConsents
          idPrefix="reg"
          optinEmail={register('optinEmail')}
          optinSms={register('optinSms')}
          acceptTerms={register('acceptTerms')}
          termsError={errors.acceptTerms?.message}
          disabled={busy}
        />
        <Button type="submit" size="lg" block disabled={busy}>
          {registerMessages.submit}
        </Button>
        <BusyLine label={busy ? registerMessages.sending : null} />
      </form>
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
      <p className="auth-guest">
        Just want pizza? <Link to="/menu/pizza">Order as a guest</Link>, no account needed.
      </p>
    </Page>
  );
}
