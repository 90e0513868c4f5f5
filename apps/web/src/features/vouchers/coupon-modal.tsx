// The coupon modal (spec section 2 overlays): type a code, its shape is checked before it is sent,
// then the apply runs with the modal held open, and its result (or way out) shows underneath.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/button/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { applyVoucher, dismissVoucherStatus, useVoucherApply } from './voucher-apply.ts';
import { voucherCodeError } from './voucher-code.ts';
import { VoucherStatus } from './voucher-status.tsx';

export interface CouponModalProps {
  onClose(): void;
}

export function CouponModal({ onClose }: CouponModalProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { phase, source } = useVoucherApply();
  const ours = source === 'modal';
  const busy = ours && (phase === 'applying' || phase === 'fixing');
  const applied = ours && phase === 'applied';

  // A code that must wait for a location (or another one) hands over to the localisation modal.
  useEffect(() => {
    if (ours && phase === 'waiting') onClose();
  }, [ours, phase, onClose]);

  const close = () => {
    if (busy) return;
    if (ours && phase !== 'waiting') dismissVoucherStatus();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = voucherCodeError(value);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    void applyVoucher(value, 'modal');
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Modal
      open
      title="Enter a coupon code"
      onClose={close}
      busy={busy}
      noCloseWhileBusy
      size="sm"
      className="coupon-modal"
      footer={
        applied ? (
          <Button onClick={close} autoFocus>
            Done
          </Button>
        ) : undefined
      }
    >
      <form className="coupon-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <label htmlFor={id} className="coupon-form__label">
          Coupon code
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
      <VoucherStatus sources={['modal']} compact />
    </Modal>
  );
}
