// The customer's own vouchers on the rewards page (GET /customer/{id}/vouchers): the welcome
// voucher and the reward vouchers bought with points (decision 156), each with its code and whether
// an order has used it. Won deals come in the same answer but have their own section below.
import { useQuery } from '@tanstack/react-query';
import { callApi, type CallResult } from '../../lib/api/call-api.ts';
import { retryUnlessClientError } from '../../lib/api/store-api.ts';
import { Section } from '../../ui/page/page.tsx';
import { AccountEmpty, AccountLoadError, AccountLoading } from './account-section.tsx';

type CustomerVoucher = CallResult<'customerVouchers'>[number];

export const yourVouchersMessages = {
  title: 'Your vouchers',
  loading: 'Loading your vouchers',
  empty: 'No vouchers yet. Redeem points above for a reward voucher.',
  used: 'Used',
  ready: 'Ready to use',
  validTo: (date: string) =>
    `use by ${new Date(`${date}T00:00:00`).toLocaleDateString('en-AU', { dateStyle: 'medium' })}`,
} as const;

export const yourVouchersKey = (customerId: string) => ['account', customerId, 'vouchers'] as const;

export function YourVouchers({ customerId }: { customerId: string }) {
  const vouchers = useQuery({
    queryKey: yourVouchersKey(customerId),
    queryFn: ({ signal }) => callApi('customerVouchers', { params: { id: customerId }, signal }),
    enabled: customerId !== '',
    retry: retryUnlessClientError,
    staleTime: 0,
    select: (list): CustomerVoucher[] => list.filter((voucher) => voucher.source !== 'appdeal'),
  });
  return (
    <Section title={yourVouchersMessages.title}>
      {vouchers.isPending ? (
        <AccountLoading label={yourVouchersMessages.loading} />
      ) : vouchers.isError ? (
        <AccountLoadError error={vouchers.error} onRetry={() => void vouchers.refetch()} />
      ) : vouchers.data.length === 0 ? (
        <AccountEmpty>
          <p>{yourVouchersMessages.empty}</p>
        </AccountEmpty>
      ) : (
        <ul className="account-cards" aria-label={yourVouchersMessages.title}>
          {vouchers.data.map((voucher) => (
            <li key={voucher.code} className="account-saved-card">
              <div className="account-saved-card__name">
                <strong>{voucher.name}</strong>
                <span>{voucher.redeemed ? yourVouchersMessages.used : yourVouchersMessages.ready}</span>
              </div>
              <p>
                Code <span className="account-rewards__code">{voucher.code}</span>
                {voucher.validTo && ` · ${yourVouchersMessages.validTo(voucher.validTo)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
