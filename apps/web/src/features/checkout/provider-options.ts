// What Afterpay (apOptions) and Click to Pay (initialiseVCO) say about this basket, asked only
// when the method list offers them. Neither blocks checkout: while they load the methods are listed
// as they are; Afterpay failing to answer leaves it so (the server decides when the customer pays),
// Click to Pay failing to load says so (its 'error loading' message).
import type { Basket } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { afterpayOptions, clickToPayOptions } from './payment-setup.ts';
import type { AvailableMethod, ProviderOptions } from './method-rules.ts';

export const providerOptionKeys = {
  afterpay: (basketId: string | null, total: number) => ['payment-options', 'afterpay', basketId, total] as const,
  clickToPay: (basketId: string | null, total: number) => ['payment-options', 'click-to-pay', basketId, total] as const,
};

export function useProviderOptions(
  basket: Pick<Basket, 'basketId' | 'basketTotal'> | null,
  methods: AvailableMethod[],
): ProviderOptions {
  const basketId = basket?.basketId ?? null;
  const total = basket?.basketTotal ?? 0;
  const wantsAfterpay = !!basketId && methods.some((m) => m.method === 'afterpay');
  const wantsClickToPay = !!basketId && methods.some((m) => m.method === 'click-to-pay');
  const afterpay = useQuery({
    queryKey: providerOptionKeys.afterpay(basketId, total),
    queryFn: afterpayOptions,
    enabled: wantsAfterpay,
  });
  const clickToPay = useQuery({
    queryKey: providerOptionKeys.clickToPay(basketId, total),
    queryFn: clickToPayOptions,
    enabled: wantsClickToPay,
  });
  const afterpayData = wantsAfterpay ? afterpay.data : undefined;
  const clickToPayData = !wantsClickToPay ? undefined : clickToPay.isError ? ('error' as const) : clickToPay.data;
  return useMemo(() => ({ afterpay: afterpayData, clickToPay: clickToPayData }), [afterpayData, clickToPayData]);
}
