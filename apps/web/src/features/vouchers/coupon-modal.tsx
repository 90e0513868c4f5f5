// The coupon modal (spec section 2 overlays): the coupon form, with the modal held open while the
// apply runs, and Done once the code is on.
import { useEffect } from 'react';
import { Button } from '../../ui/button/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { CouponForm } from '../../ui/voucher-code/coupon-form.tsx';
import { dismissVoucherStatus, useVoucherApply } from '../../lib/vouchers/voucher-apply.ts';

export interface CouponModalProps {
  onClose(): void;
}

export function CouponModal({ onClose }: CouponModalProps) {
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
      <CouponForm source="modal" />
    </Modal>
  );
}
