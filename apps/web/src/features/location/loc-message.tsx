import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, PinIcon } from '../../ui/icons/icons.tsx';

/** An inline outcome message; errors and warnings are alerts, the rest polite status. */
export function LocMessage({
  tone,
  children,
  action,
}: {
  tone: 'error' | 'warning' | 'info' | 'success';
  children: ReactNode;
  action?: ReactNode;
}) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={`loc-message loc-message--${tone}`} role={urgent ? 'alert' : 'status'}>
      {tone === 'success' ? <CheckIcon /> : tone === 'info' ? <PinIcon /> : <AlertIcon />}
      <div className="loc-message__body">
        <p>{children}</p>
        {action}
      </div>
    </div>
  );
}
