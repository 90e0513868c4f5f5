// The social return pages (/oauth/redirect for Google and Apple, /oauth/paypal-redirect for PayPal)
// and /oauth-register, where an identity with no account finishes signing up (names, terms).
import { zodResolver } from '@hookform/resolvers/zod';
import { oauthRegisterBodySchema, WEB_SCOPE } from '@storefront/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { authMessages, completeSignIn } from '../../lib/session/customer-session.ts';
import { buttonClass } from '../../ui/button/button.tsx';
import { Button } from '../../ui/button/button.tsx';
import { NameFields } from '../../ui/form-fields/name-fields.tsx';
import { SignUpConsents } from '../../ui/form-fields/sign-up-consents.tsx';
import { Page } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { oauthRegister } from './auth-api.ts';
import { BusyLine, FormError } from '../../ui/form-fields/form-fields.tsx';
import { pendingRegistration } from './pending-auth.ts';
import { registerMessages } from './register-page.tsx';
import { finishSocialSignIn } from './social-sign-in.ts';
import '../../ui/form-fields/auth.css';

export function OAuthReturnPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; existingAccount: boolean } | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void finishSocialSignIn(location).then((outcome) => {
      if (outcome.kind === 'signed-in') {
        void completeSignIn(outcome.result, { provider: true });
        void navigate(outcome.returnTo, { replace: true });
      } else if (outcome.kind === 'register') {
        void navigate('/oauth-register', { replace: true });
      } else {
        // Spec section 4: ExistingAccount hides the spinner; the page explains.
        setFailure(outcome);
      }
    });
  }, [location, navigate]);

  if (failure) {
    return (
      <Page title={failure.existingAccount ? 'You already have an account' : "We couldn't log you in"} width="narrow">
        <FormError message={failure.message} />
        <p className="page__actions">
          <Link to="/login" className={buttonClass({ size: 'lg' })}>
            {failure.existingAccount ? 'Log in with a code' : 'Back to log in'}
          </Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title="Logging you in" width="narrow">
      <Spinner label="Logging you in" size="lg" />
      <p>Just a moment while we finish logging you in.</p>
    </Page>
  );
}

const names = oauthRegisterBodySchema.shape;
const oauthRegisterFormSchema = z.object({
  firstName: z.string().trim().min(1, registerMessages.required('first name')).pipe(names.firstName),
  lastName: z.string().trim().min(1, registerMessages.required('last name')).pipe(names.lastName),
  optinEmail: z.boolean(),
  optinSms: z.boolean(),
  acceptTerms: z.boolean().refine((accepted) => accepted, registerMessages.terms),
});
type OAuthRegisterValues = z.infer<typeof oauthRegisterFormSchema>;

export const oauthRegisterMessages = {
  submit: registerMessages.submit,
  sending: registerMessages.sending,
  expired: 'That sign-up has expired or was finished in another tab. Please start again from the login page.',
} as const;

export function OAuthRegisterPage() {
  const navigate = useNavigate();
  const [pending] = useState(() => pendingRegistration.read());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OAuthRegisterValues>({
    resolver: zodResolver(oauthRegisterFormSchema),
    defaultValues: {
      firstName: pending?.firstName ?? '',
      lastName: pending?.lastName ?? '',
      optinEmail: false,
      optinSms: false,
      acceptTerms: false,
    },
  });

  if (!pending) {
    return (
      <Page title="Finish creating your account" width="narrow">
        <p>{oauthRegisterMessages.expired}</p>
        <p>
          <Link to="/login">Back to log in</Link>
        </p>
      </Page>
    );
  }

  const submit = handleSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      const result = await oauthRegister({
        registrationState: pending.registrationState,
        firstName: values.firstName,
        lastName: values.lastName,
        optinEmail: values.optinEmail,
        optinSms: values.optinSms,
        acceptTerms: true,
        scope: WEB_SCOPE,
      });
      pendingRegistration.clear();
      void completeSignIn(result, { provider: true, action: authMessages.registered });
      void navigate(pending.returnTo, { replace: true });
    } catch (failure) {
      setError(customerErrorMessage(failure));
      setBusy(false);
    }
  });

  return (
    <Page
      title="Finish creating your account"
      lead={
        <p>
          You signed in with {pending.provider}
          {pending.email ? ` as ${pending.email}` : ''}. We just need a few details before you can proceed.
        </p>
      }
      width="narrow"
    >
      <form
        className="auth-form"
        onSubmit={submit}
        noValidate
        aria-busy={busy}
        aria-label="Finish creating your account"
      >
        <FormError message={error} />
        <NameFields
          idPrefix="oreg"
          firstName={register('firstName')}
          lastName={register('lastName')}
          errors={errors}
          disabled={busy}
        />
        <SignUpConsents
          idPrefix="oreg"
          optinEmail={register('optinEmail')}
          optinSms={register('optinSms')}
          acceptTerms={register('acceptTerms')}
          termsError={errors.acceptTerms?.message}
          disabled={busy}
        />
        <Button type="submit" size="lg" block disabled={busy}>
          {oauthRegisterMessages.submit}
        </Button>
        <BusyLine label={busy ? oauthRegisterMessages.sending : null} />
      </form>
      <p>
        Changed your mind? <Link to="/">Return to the home page</Link>
      </p>
    </Page>
  );
}
