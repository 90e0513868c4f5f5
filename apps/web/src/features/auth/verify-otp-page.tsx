// /verify-otp (spec sections 2 and 4): the six code boxes, the 60-second countdown (local storage,
// ticking every second) before a new code may be asked for, and errors that say how many tries are
// left. A login link from an e-mail lands here too, with ?loginToken=…, and signs in by itself.
import { LOGIN_LINK_QUERY, OTP_LENGTH, WEB_SCOPE } from '@storefront/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { completeSignIn } from '../../lib/session/customer-session.ts';
import { pageAfterLogin } from '../../lib/session/page-before-login.ts';
import { Button } from '../../ui/button/button.tsx';
import { Page } from '../../ui/page/page.tsx';
import { requestOtp, validateLoginToken, validateOtp } from './auth-api.ts';
import { BusyLine, FormError } from '../../ui/form-fields/form-fields.tsx';
import { formatCountdown, startOtpCountdownTicker, useOtpCountdown } from './otp-countdown.ts';
import { OtpInput } from './otp-input.tsx';
import { pendingCode, type PendingCode } from './pending-auth.ts';
import '../../ui/form-fields/auth.css';

export const verifyMessages = {
  lead: (destination: string) => `We've sent a 6-digit code to ${destination}. It can take up to a minute to arrive.`,
  label: 'Your 6-digit code',
  incomplete: `Enter all ${OTP_LENGTH} digits of your code.`,
  submit: 'Log in',
  checking: 'Checking your code…',
  resend: 'Send a new code',
  resending: 'Sending a new code…',
  resent: (destination: string) => `A new code is on its way to ${destination}.`,
  waitToResend: (time: string) => `You can ask for a new code in ${time}.`,
  noCode: 'There is no code waiting here. Log in to get one.',
  linkChecking: 'Logging you in from your e-mail link…',
} as const;

function CodeForm({ pending }: { pending: PendingCode }) {
  const navigate = useNavigate();
  const labelId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { secondsLeft, finished } = useOtpCountdown();

  useEffect(() => startOtpCountdownTicker(), []);

  // After a wrong code the boxes are enabled again: the first takes focus to type the code again.
  const focusFirstBox = useRef(false);
  useEffect(() => {
    if (busy !== null || !focusFirstBox.current) return;
    focusFirstBox.current = false;
    document.getElementById(`${labelId}-box-0`)?.focus();
  }, [busy, labelId]);

  const verify = async (value = code) => {
    if (busy) return;
    if (value.replace(/\D/g, '').length !== OTP_LENGTH) {
      setError(verifyMessages.incomplete);
      return;
    }
    setError(null);
    setNotice(null);
    setBusy(verifyMessages.checking);
    try {
      const result = await validateOtp({
        code: value,
        otpType: pending.otpType,
        email: pending.email,
        mobileNumber: pending.mobileNumber,
        isRegister: pending.isRegister,
        scope: WEB_SCOPE,
      });
      pendingCode.clear();
      void completeSignIn(result, pending.isRegister ? { action: 'created your account' } : {});
      void navigate(pending.returnTo, { replace: true });
    } catch (failure) {
      setError(customerErrorMessage(failure));
      setCode('');
      setBusy(null);
      focusFirstBox.current = true;
    }
  };

  const resend = async () => {
    setError(null);
    setNotice(null);
    setBusy(verifyMessages.resending);
    try {
      const sent = await requestOtp({
        otpType: pending.otpType,
        email: pending.email,
        mobileNumber: pending.mobileNumber,
      });
      pendingCode.save({ ...pending, destination: sent.destination });
      useOtpCountdown.getState().reset(sent.resendAfterSeconds);
      setCode('');
      setNotice(verifyMessages.resent(sent.destination));
    } catch (failure) {
      setError(customerErrorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      aria-busy={busy !== null}
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
    >
      <FormError message={error} takeFocus={false} />
      <p id={labelId} className="auth-label">
        {verifyMessages.label}
      </p>
      <OtpInput
        value={code}
        onChange={setCode}
        onComplete={(full) => void verify(full)}
        disabled={busy !== null}
        invalid={!!error}
        labelledBy={labelId}
        idPrefix={`${labelId}-box`}
      />
      <Button type="submit" size="lg" block disabled={busy !== null}>
        {verifyMessages.submit}
      </Button>
      <BusyLine label={busy} />
      <div className="otp-resend">
        <p role="status">{notice ?? (finished ? null : verifyMessages.waitToResend(formatCountdown(secondsLeft)))}</p>
        <Button variant="secondary" size="sm" disabled={!finished || busy !== null} onClick={() => void resend()}>
          {verifyMessages.resend}
        </Button>
      </div>
    </form>
  );
}

/** An e-mailed login link: validateLoginToken (captcha VALIDATE_LOGIN_TOKEN), then where login goes. */
function LoginLink({ token }: { token: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    validateLoginToken({ token, scope: WEB_SCOPE })
      .then((result) => {
        void completeSignIn(result);
        void navigate(pageAfterLogin(null), { replace: true });
      })
      .catch((failure: unknown) => setError(customerErrorMessage(failure)));
  }, [token, navigate]);
  return (
    <>
      <FormError message={error} />
      {!error && <BusyLine label={verifyMessages.linkChecking} />}
      {error && <Link to="/login">Log in with a code</Link>}
    </>
  );
}

export function VerifyOtpPage() {
  const [params] = useSearchParams();
  const loginToken = params.get(LOGIN_LINK_QUERY);
  const [pending] = useState(() => pendingCode.read());
  if (loginToken) {
    return (
      <Page title="Logging you in" width="narrow">
        <LoginLink token={loginToken} />
      </Page>
    );
  }
  if (!pending) {
    return (
      <Page title="Enter your code" width="narrow">
        <p>{verifyMessages.noCode}</p>
        <p>
          <Link to="/login">Log in</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title="Enter your code" lead={<p>{verifyMessages.lead(pending.destination)}</p>} width="narrow">
      <CodeForm pending={pending} />
      <p>
        Wrong address? <Link to="/login">Try another email or mobile</Link>.
      </p>
    </Page>
  );
}
