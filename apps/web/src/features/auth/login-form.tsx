// The login form (on /login and in the login modal): an e-mail address or mobile number, then a
// one-time code is sent there (captcha action REQUEST_OTP) and the customer goes to /verify-otp.
// Below it, Google, Apple and PayPal start the social sign-in: those the configuration names as
// configured for this server (LOGIN_PROVIDERS), so none is offered that could only fail.
import { zodResolver } from '@hookform/resolvers/zod';
import type { OAuthProvider } from '@storefront/contract';
import { oauthProviders } from '@storefront/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useLoginProviders } from '../../lib/api/get-configuration.ts';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { Button } from '../../ui/button/button.tsx';
import { requestOtp } from './auth-api.ts';
import { BusyLine, FormError, TextField } from '../../ui/form-fields/form-fields.tsx';
import { destinationOf, identifierError, parseIdentifier } from '../../lib/identifier.ts';
import { useOtpCountdown } from './otp-countdown.ts';
import { pendingCode } from './pending-auth.ts';
import { startSocialSignIn } from './social-sign-in.ts';
import '../../ui/form-fields/auth.css';

export const loginMessages = {
  label: 'Email or mobile number',
  hint: "We'll send a 6-digit code there. Mobile numbers like 0412 345 678.",
  submit: 'Send my code',
  sending: 'Sending your code…',
  socialHeading: 'or continue with',
  socialStarting: (provider: string) => `Opening ${provider} sign-in…`,
} as const;

const loginFormSchema = z.object({
  identifier: z.string().superRefine((value, ctx) => {
    const problem = identifierError(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
type LoginFormValues = z.infer<typeof loginFormSchema>;

export function LoginForm({
  returnTo,
  idPrefix = 'login',
  onCodeSent,
}: {
  returnTo: string;
  idPrefix?: string;
  onCodeSent?(): void;
}) {
  const navigate = useNavigate();
  const configured = useLoginProviders();
  const socialProviders = oauthProviders.filter((provider) => configured.includes(provider));
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({ resolver: zodResolver(loginFormSchema), defaultValues: { identifier: '' } });

  const send = handleSubmit(async ({ identifier }) => {
    const who = parseIdentifier(identifier)!;
    setError(null);
    setBusy(loginMessages.sending);
    try {
      const destination = destinationOf(who);
      const sent = await requestOtp(destination);
      pendingCode.save({ ...destination, isRegister: false, destination: sent.destination, returnTo });
      useOtpCountdown.getState().reset(sent.resendAfterSeconds);
      onCodeSent?.();
      void navigate('/verify-otp');
    } catch (failure) {
      setError(customerErrorMessage(failure));
      setBusy(null);
    }
  });

  const social = async (provider: OAuthProvider) => {
    setError(null);
    setBusy(loginMessages.socialStarting(provider));
    try {
      await startSocialSignIn(provider, returnTo);
    } catch (failure) {
      setError(
        failure instanceof Error && failure.name === 'SocialTimeoutError'
          ? failure.message
          : customerErrorMessage(failure),
      );
      setBusy(null);
    }
  };

  return (
    <>
      <form className="auth-form" onSubmit={send} noValidate aria-busy={busy !== null} aria-label="Log in with a code">
        <FormError message={error} />
        <TextField
          id={`${idPrefix}-identifier`}
          label={loginMessages.label}
          hint={loginMessages.hint}
          error={errors.identifier?.message}
          autoComplete="username"
          inputMode="email"
          disabled={busy !== null}
          {...register('identifier')}
        />
        <Button type="submit" size="lg" block disabled={busy !== null}>
          {loginMessages.submit}
        </Button>
        <BusyLine label={busy} />
      </form>
      {socialProviders.length > 0 && (
        <>
          <p className="auth-divider">{loginMessages.socialHeading}</p>
          <div className="auth-social">
            {socialProviders.map((provider) => (
              <Button
                key={provider}
                variant="secondary"
                block
                disabled={busy !== null}
                onClick={() => void social(provider)}
              >
                Continue with {provider}
              </Button>
            ))}
          </div>
        </>
      )}
    </>
  );
}
