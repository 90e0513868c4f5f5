// What points buy, each with a Redeem button (decisions 127 and 156). A spend carries an
// Idempotency-Key kept until the server has answered it for good: a retry after a lost answer
// replays the same spend instead of spending twice. Success shows the new voucher's code.
import type { RedeemedReward, Rewards } from '@storefront/contract';
import { IDEMPOTENCY_HEADER } from '@storefront/contract/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { callApi } from '../../lib/api/call-api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { Button } from '../../ui/button/button.tsx';

export const redeemMessages = {
  redeem: 'Redeem',
  redeeming: 'Redeeming…',
  needMore: (points: number) => `${points} more ${points === 1 ? 'point' : 'points'} needed`,
  redeemed: (reward: string, code: string) =>
    `${reward} is yours. Your voucher code is ${code}: enter it in your cart. It is listed under Your vouchers.`,
} as const;

type Option = Rewards['options'][number];

/** 32 random hex digits: getRandomValues works on plain http too, where randomUUID does not. */
function newSpendKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A refusal (4xx) is final: the next try is a new spend. A lost answer or a 5xx may be retried as the same one. */
const isFinal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export function RewardOptions({ customerId, rewards }: { customerId: string; rewards: Rewards }) {
  const client = useQueryClient();
  const keys = useRef(new Map<string, string>());
  const [done, setDone] = useState<{ name: string; result: RedeemedReward } | null>(null);
  const redeem = useMutation({
    mutationFn: (option: Option) => {
      const key = keys.current.get(option.rewardId) ?? newSpendKey();
      keys.current.set(option.rewardId, key);
      return callApi('redeemReward', {
        params: { id: customerId },
        headers: { [IDEMPOTENCY_HEADER]: key },
        body: { rewardId: option.rewardId },
      });
    },
    onMutate: () => setDone(null),
    onSuccess: (result, option) => {
      keys.current.delete(option.rewardId);
      setDone({ name: option.name, result });
    },
    onError: (error, option) => {
      if (isFinal(error)) keys.current.delete(option.rewardId);
    },
    // The balance, the ledger and the voucher list all changed (or, after a refusal, may have).
    onSettled: () => client.invalidateQueries({ queryKey: ['account', customerId] }),
  });

  return (
    <>
      <ul className="account-rewards__options" aria-label="What points buy">
        {rewards.options.map((option) => {
          const short = option.pointsCost - rewards.balance;
          const pending = redeem.isPending && redeem.variables?.rewardId === option.rewardId;
          const hintId = `reward-${option.rewardId}-hint`;
          return (
            <li key={option.rewardId} className="account-rewards__option">
              <span>
                <strong>{option.name}</strong>
                <span id={hintId}>
                  {option.pointsCost} points{short > 0 ? ` · ${redeemMessages.needMore(short)}` : ''}
                </span>
              </span>
              <Button
                size="sm"
                aria-label={`${redeemMessages.redeem} ${option.name}`}
                aria-describedby={hintId}
                aria-busy={pending || undefined}
                disabled={redeem.isPending || short > 0}
                onClick={() => redeem.mutate(option)}
              >
                {pending ? redeemMessages.redeeming : redeemMessages.redeem}
              </Button>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite" role="status" className="account-rewards__outcome">
        {done ? <p>{redeemMessages.redeemed(done.name, done.result.voucherCode)}</p> : null}
      </div>
      {redeem.isError ? (
        <p role="alert" className="account-rewards__error">
          {customerErrorMessage(redeem.error)}
        </p>
      ) : null}
    </>
  );
}
