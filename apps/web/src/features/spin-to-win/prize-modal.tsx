// The prize modal (document 1 section 2): the won deal's own code and a button that applies it to
// the basket through the offers link (/offers/{code}, the app's voucher apply), or "no prize".
import type { AppDeal } from '@storefront/contract';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { spinWords } from './spin-words.ts';

// On the customer's own calendar (the browser's zone): a deal names no store, as the account's
// list of won deals dates it too.
const dateFormat = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

export const prizePath = (code: string) => `/offers/${encodeURIComponent(code)}`;

export function PrizeModal({ open, deal, onClose }: { open: boolean; deal: AppDeal | null; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={deal ? spinWords.prizeTitle : spinWords.noPrizeTitle}
      size="sm"
      footer={
        deal ? (
          <Link to={prizePath(deal.voucherCode)} className={buttonClass({ block: true })}>
            {spinWords.useIt}
          </Link>
        ) : (
          <Button block onClick={onClose}>
            {spinWords.ok}
          </Button>
        )
      }
    >
      {deal ? (
        <div className="prize">
          <p className="prize__name">{deal.name}</p>
          <p>
            {spinWords.yourCode}: <code className="prize__code">{deal.voucherCode}</code>
          </p>
          {deal.expiresAt && <p className="prize__terms">{spinWords.expires(dateFormat(deal.expiresAt))}</p>}
        </div>
      ) : (
        <p>{spinWords.noPrizeBody}</p>
      )}
    </Modal>
  );
}
