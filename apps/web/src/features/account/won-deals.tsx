// The deals the customer won in the app's games (GET /customer/{id}/appdeals, decision 157), each a
// voucher code of their own, on the rewards page. ForceResponse asks for an empty list rather than
// the 404 the game gets when nothing is held, so "none yet" is an ordinary answer here.
import type { AppDeal } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api/call-api.ts';
import { retryUnlessClientError } from '../../lib/api/store-api.ts';
import { localDate } from '../../lib/order-format.ts';
import { Section } from '../../ui/page/page.tsx';
import { AccountEmpty, AccountLoadError, AccountLoading } from './account-section.tsx';

export const wonDealsMessages = {
  title: 'Deals you won',
  loading: 'Loading your deals',
  empty: 'No deals yet. Deals you win in our app games appear here, ready to use.',
  used: 'Used',
  expired: 'Expired',
  ready: 'Ready to use',
} as const;

function stateOf(deal: AppDeal, now: number): string {
  if (deal.redeemed) return wonDealsMessages.used;
  if (deal.expiresAt && new Date(deal.expiresAt).getTime() <= now) return wonDealsMessages.expired;
  return wonDealsMessages.ready;
}

export function WonDeals({ customerId }: { customerId: string }) {
  const deals = useQuery({
    queryKey: ['account', customerId, 'appdeals'],
    queryFn: ({ signal }) =>
      callApi('appDeals', { params: { id: customerId }, query: { ForceResponse: 'true' }, signal }),
    enabled: customerId !== '',
    retry: retryUnlessClientError,
    staleTime: 0,
  });
  // A deal's expiry is judged as of the answer, so rendering stays pure.
  const now = deals.dataUpdatedAt;
  return (
    <Section title={wonDealsMessages.title}>
      {deals.isPending ? (
        <AccountLoading label={wonDealsMessages.loading} />
      ) : deals.isError ? (
        <AccountLoadError error={deals.error} onRetry={() => void deals.refetch()} />
      ) : deals.data.length === 0 ? (
        <AccountEmpty>
          <p>{wonDealsMessages.empty}</p>
        </AccountEmpty>
      ) : (
        <ul className="account-cards" aria-label={wonDealsMessages.title}>
          {deals.data.map((deal) => (
            <li key={deal.dealId} className="account-saved-card">
              <div className="account-saved-card__name">
                <strong>{deal.name}</strong>
                <span>{stateOf(deal, now)}</span>
              </div>
              <p>
                Code <span className="account-rewards__code">{deal.voucherCode}</span> · won {localDate(deal.wonAt)}
                {deal.expiresAt && ` · use by ${localDate(deal.expiresAt)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
