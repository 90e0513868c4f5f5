// What a sender sees once a form is sent: who has it, and the reference to quote.
import type { StoreformReceipt } from '@storefront/contract';
import { useEffect, useRef, type ReactNode } from 'react';

export function SentNotice({
  title,
  receipt,
  children,
}: {
  title: string;
  receipt: StoreformReceipt;
  children: ReactNode;
}) {
  const notice = useRef<HTMLDivElement>(null);
  // The form is gone: put focus on what replaced it, so a screen reader reads the outcome.
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} role="status" className="storeform-sent">
      <h3>{title}</h3>
      <p>
        Sent to <strong>{receipt.deliveredTo}</strong>. {children}
      </p>
      <p>
        Your reference: <code>{receipt.submissionId}</code>
      </p>
    </div>
  );
}
