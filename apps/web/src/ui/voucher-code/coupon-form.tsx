// The coupon code form, in the coupon modal and in the cart's and checkout's "Have a code?" field:
// its shape is checked before it is sent, then the one apply runs (voucher-apply.ts) and its result,
// or way out, shows underneath.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../button/button.tsx';
import { applyVoucher, useVoucherApply, type ApplySource } from '../../lib/vouchers/voucher-apply.ts';
import { voucherCodeError } from '../../lib/vouchers/voucher-code.ts';
import { VoucherStatus } from './voucher-status.tsx';

export interface CouponFormProps {
  /** Where results show: the modal, or the cart/checkout field. */
  source: Extract<ApplySource, 'modal' | 'cart'>;
  label?: string;
  /** The field's status is the page's: results arriving while it is mounted show here, not as a snackbar. */
  host?: boolean;
  compact?: boolean;
}

export function CouponForm({ source, label = 'Coupon code', host = false, compact = true }: CouponFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { phase, source: applying } = useVoucherApply();
  const busy = applying === source && (phase === 'applying' || phase === 'fixing');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = voucherCodeError(value);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    void applyVoucher(value, source);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <>
      <form className="coupon-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <label htmlFor={id} className="coupon-form__label">
          {label}
        </label>
        <p id={hintId} className="field__hint">
          3 to 32 letters, numbers or hyphens, for example SAVE20.
        </p>
        <div className="coupon-form__row">
          <input
            ref={input}
            id={id}
            name="code"
            className="coupon-form__input"
            value={value}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            readOnly={busy}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Applying…' : 'Apply'}
          </Button>
        </div>
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
      </form>
      <VoucherStatus sources={host ? [source, 'pending'] : [source]} host={host} compact={compact} />
    </>
  );
}
