// The cart's delivery/pickup toggle modal: the two service types as a choice, the current one
// selected; choosing the other switches the basket (service-toggle.ts) or says why it cannot.
import { useId, useState } from 'react';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { sessionMessages } from '../../lib/session/session-messages.ts';
import { Button } from '../../ui/button/button.tsx';
import { BagIcon, ScooterIcon } from '../../ui/icons/icons.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { showSnackbar } from '../../ui/snackbar/snackbar-store.ts';
import { toggleServiceType, type ServiceTypeName } from './service-toggle.ts';

const CHOICES: { value: ServiceTypeName; label: string; Icon: typeof BagIcon }[] = [
  { value: 'Delivery', label: 'Delivery', Icon: ScooterIcon },
  { value: 'Pickup', label: 'Pickup', Icon: BagIcon },
];

export function ServiceToggleModal({ onClose }: { onClose(): void }) {
  const basket = useBasketSession((s) => s.basket);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const messageId = useId();
  if (!basket) return null;
  const current = basket.serviceType;

  const choose = async (target: ServiceTypeName) => {
    if (busy || target === current) return;
    setBusy(true);
    setRefusal(null);
    const outcome = await toggleServiceType(basket, target);
    setBusy(false);
    if (outcome.kind === 'refused') {
      setRefusal(outcome.message);
      return;
    }
    if (outcome.kind === 'switched') {
      showSnackbar({ message: sessionMessages.saved[target === 'Pickup' ? 'pickup' : 'delivery'], theme: 'success' });
    }
    onClose();
  };

  return (
    <Modal
      open
      title="Delivery or pickup?"
      size="sm"
      onClose={onClose}
      busy={busy}
      noCloseWhileBusy
      className="service-toggle"
      describedBy={refusal ? messageId : undefined}
    >
      <p className="service-toggle__store">From {basket.storeInfo.name}</p>
      <div className="service-toggle__choices" role="radiogroup" aria-label="Order type">
        {CHOICES.map(({ value, label, Icon }) => (
          <Button
            key={value}
            role="radio"
            aria-checked={value === current}
            variant={value === current ? 'primary' : 'secondary'}
            disabled={busy}
            onClick={() => void choose(value)}
          >
            <Icon /> {label}
          </Button>
        ))}
      </div>
      {busy && <p role="status">Changing your order…</p>}
      {refusal && (
        <p id={messageId} className="cart-note cart-note--warning" role="alert">
          {refusal}
        </p>
      )}
    </Modal>
  );
}
