// What happened to the code being applied, where it was applied: at the top of the offers and
// coupons pages (links, codes that waited), inside a card, or in the coupon modal. Failures offer
// the outcome's way out as a button; a code waiting for a location offers delivery or pickup.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { usePendingVoucher } from '../../lib/session/pending-voucher.ts';
import { Button, buttonClass } from '../button/button.tsx';
import { AlertIcon, BagIcon, CheckIcon, ClockIcon, ScooterIcon, TagIcon } from '../icons/icons.tsx';
import {
  dismissVoucherStatus,
  registerStatusHost,
  runVoucherAction,
  useVoucherApply,
  waitForLocation,
  type ApplySource,
} from '../../lib/vouchers/voucher-apply.ts';
import { normaliseCode } from '../../lib/vouchers/voucher-code.ts';

export interface VoucherStatusProps {
  /** Which applies this one shows. */
  sources: ApplySource[];
  /** Only this code (a card shows its own). */
  code?: string | null;
  /** A page-top status: results arriving while it is mounted are shown here, not as a snackbar. */
  host?: boolean;
  /** Compact layout inside a card. */
  compact?: boolean;
}

export function VoucherStatus({ sources, code, host = false, compact = false }: VoucherStatusProps) {
  const state = useVoucherApply();
  const pending = usePendingVoucher((s) => s.pendingVoucher);
  const hasBasket = useBasketSession((s) => s.basketId !== null);

  useEffect(() => (host ? registerStatusHost() : undefined), [host]);

  const mine = sources.includes(state.source) && (!code || state.code === normaliseCode(code));
  // A code still waiting from an earlier visit (reload before choosing a location).
  const leftWaiting = host && state.phase === 'idle' && pending !== null && !hasBasket;
  const waiting = (mine && state.phase === 'waiting' && pending !== null) || leftWaiting;

  let body = null;
  if (waiting) {
    const waitingCode = leftWaiting ? normaliseCode(pending!) : state.code!;
    const reason = leftWaiting ? null : state.outcome;
    const byTime = !leftWaiting && state.resume?.type === 'change-time';
    body = (
      <div className="voucher-status voucher-status--waiting">
        {byTime ? <ClockIcon className="voucher-status__icon" /> : <TagIcon className="voucher-status__icon" />}
        <div className="voucher-status__copy">
          {reason && <p className="voucher-status__reason">{reason.message}</p>}
          <p>
            {byTime ? (
              <>
                Choose another time and we&apos;ll apply <strong>{waitingCode}</strong>.
              </>
            ) : (
              <>
                Your voucher <strong>{waitingCode}</strong> is ready. Choose delivery or pickup and we&apos;ll add it to
                your order.
              </>
            )}
          </p>
          <div className="voucher-status__actions">
            {byTime ? (
              <Button size="sm" onClick={() => void runVoucherAction(state.resume!)}>
                <ClockIcon /> Change Time
              </Button>
            ) : (
              <>
                <Button size="sm" onClick={() => waitForLocation(waitingCode, state.source, 'delivery', reason)}>
                  <ScooterIcon /> Delivery
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => waitForLocation(waitingCode, state.source, 'pickup', reason)}
                >
                  <BagIcon /> Pickup
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
    );
  } else if (mine && (state.phase === 'applying' || state.phase === 'fixing')) {
    body = (
      <div className="voucher-status voucher-status--busy">
        <span className="voucher-status__wheel" aria-hidden="true" />
        <p className="voucher-status__copy">{state.message}</p>
      </div>
    );
  } else if (mine && state.phase === 'applied') {
    body = (
      <div className="voucher-status voucher-status--success">
        <CheckIcon className="voucher-status__icon" />
        <div className="voucher-status__copy">
          <p>{state.message}</p>
          <div className="voucher-status__actions">
            <Link to="/cart" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              View cart
            </Link>
            {!compact && (
              <Button size="sm" variant="ghost" onClick={dismissVoucherStatus}>
                Dismiss
              </Button>
            )}
          </div>
        </div>
      </div>
    );
  } else if (mine && state.phase === 'failed' && state.outcome) {
    const action = state.outcome.action && !state.outcome.action.automatic ? state.outcome.action : null;
    body = (
      <div className={`voucher-status voucher-status--${state.outcome.tone}`} role="alert">
        <AlertIcon className="voucher-status__icon" />
        <div className="voucher-status__copy">
          <p>
            {state.code && !compact && <strong>{state.code}: </strong>}
            {state.outcome.message}
          </p>
          <div className="voucher-status__actions">
            {action && (
              <Button size="sm" onClick={() => void runVoucherAction(action)}>
                {action.label}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={dismissVoucherStatus}>
              Dismiss
            </Button>
          </div>
        </div>
      </div>
    );
  }

  // The live region stays mounted so each change is announced.
  return (
    <div className={`voucher-status-region${body ? '' : ' voucher-status-region--empty'}`} aria-live="polite">
      {body}
    </div>
  );
}
