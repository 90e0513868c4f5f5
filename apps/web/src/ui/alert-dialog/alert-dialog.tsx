import { useId } from 'react';
import { Button } from '../button/button.tsx';
import { Modal } from '../modal/modal.tsx';
import { useAlertStore } from './alert-store.ts';

export function AlertDialog() {
  const current = useAlertStore((s) => s.current);
  const settle = useAlertStore((s) => s.settle);
  const bodyId = useId();
  if (!current) return null;
  return (
    <Modal
      key={current.id}
      open
      role="alertdialog"
      size="sm"
      title={current.title}
      describedBy={bodyId}
      onClose={() => settle(false)}
      footer={
        <>
          {current.type === 'confirm' && (
            <Button variant="secondary" onClick={() => settle(false)}>
              {current.cancelText}
            </Button>
          )}
          <Button autoFocus onClick={() => settle(true)}>
            {current.confirmText}
          </Button>
        </>
      }
    >
      <p id={bodyId}>{current.body}</p>
    </Modal>
  );
}

export default AlertDialog;
