// /account/rewards (decisions 127, 156 and 157): the points balance, what points buy (each with a
// Redeem button), the ledger of points earned from delivered or collected orders or spent on reward
// vouchers, the customer's vouchers, and the deals won in the app.
import type { Rewards } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api/call-api.ts';
import { retryUnlessClientError } from '../../lib/api/store-api.ts';
import { localDate } from '../../lib/order-format.ts';
import { Section } from '../../ui/page/page.tsx';
import { AccountEmpty, AccountLoadError, AccountLoading, AccountSection } from './account-section.tsx';
import { RewardOptions } from './reward-options.tsx';
import { useCustomerId } from './use-account-customer.ts';
import { WonDeals } from './won-deals.tsx';
import { YourVouchers } from './your-vouchers.tsx';

export const rewardsMessages = {
  empty: 'You have no points yet. Every delivered or collected order earns points.',
  balance: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
} as const;

export function AccountRewards() {
  const customerId = useCustomerId();
  const rewards = useQuery({
    queryKey: ['account', customerId, 'rewards'],
    queryFn: ({ signal }) => callApi('rewards', { params: { id: customerId }, signal }),
    enabled: customerId !== '',
    retry: retryUnlessClientError,
    staleTime: 0,
  });
  return (
    <AccountSection path="rewards">
      {rewards.isPending ? (
        <AccountLoading label="Loading your rewards" />
      ) : rewards.isError ? (
        <AccountLoadError error={rewards.error} onRetry={() => void rewards.refetch()} />
      ) : (
        <RewardsView customerId={customerId} rewards={rewards.data} />
      )}
      <YourVouchers customerId={customerId} />
      <WonDeals customerId={customerId} />
    </AccountSection>
  );
}

function RewardsView({ customerId, rewards }: { customerId: string; rewards: Rewards }) {
  return (
    <>
      <Section title="Your points">
        <p className="account-rewards__balance">{rewardsMessages.balance(rewards.balance)}</p>
        {rewards.options.length > 0 && <RewardOptions customerId={customerId} rewards={rewards} />}
      </Section>
      <Section title="History">
        {rewards.entries.length === 0 ? (
          <AccountEmpty>
            <p>{rewardsMessages.empty}</p>
          </AccountEmpty>
        ) : (
          <ul className="account-cards" aria-label="Points history">
            {rewards.entries.map((entry) => (
              <li key={entry.entryId} className="account-saved-card">
                <div className="account-saved-card__name">
                  <strong>{entry.description}</strong>
                  <span>{entry.points > 0 ? `+${entry.points}` : entry.points}</span>
                </div>
                <p>
                  {localDate(entry.at)}
                  {entry.orderReference && ` · ${entry.orderReference}`}
                  {entry.voucherCode && ` · ${entry.voucherCode}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
