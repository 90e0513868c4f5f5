// The campaign form (/c/{slug?}/{storeId?}): name, e-mail and an optional store, checked with the
// contract's rules; a captcha is solved on sending. One free pizza coupon per e-mail address per
// day: a second claim the same day is answered with the spec's message (section 8).
import { zodResolver } from '@hookform/resolvers/zod';
import { campaignClaimBodySchema, type CampaignClaimReceipt } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { allStores, retryUnlessClientError } from '../../lib/api/store-api.ts';
import { Button } from '../../ui/button/button.tsx';
import { BusyLine, FormError, TextField } from '../../ui/form-fields/form-fields.tsx';
import { NameFields } from '../../ui/form-fields/name-fields.tsx';
import { claimCampaignCoupon } from './campaign-api.ts';
import { storeNamedBy } from './campaign-store.ts';
import { SelectField } from './form-controls.tsx';
import { formMessages } from './form-messages.ts';
import { blankAsMissing } from './optional-field.ts';
import { useStoreformSubmit } from './use-storeform-submit.ts';
import '../../ui/form-fields/auth.css';
import './forms.css';

export const campaignFormFields = campaignClaimBodySchema
  .omit({ tokenV3: true, campaign: true })
  .extend({ storeCode: blankAsMissing(campaignClaimBodySchema.shape.storeCode) });
type Input = z.input<typeof campaignFormFields>;
type Values = z.output<typeof campaignFormFields>;

const FIELDS = ['firstName', 'lastName', 'email', 'storeCode'] as const;

export const campaignMessages = {
  submit: 'Send my coupon',
  sentTitle: 'Check your inbox',
  anyStore: 'at any Red Roof Pizza store',
} as const;

/** '2026-12-07' as 'Monday 7 December 2026'. */
export const couponDay = (day: string) =>
  new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

function CouponSent({ receipt }: { receipt: CampaignClaimReceipt }) {
  const notice = useRef<HTMLDivElement>(null);
  // The form is gone: focus what replaced it, so a screen reader reads the outcome.
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} role="status" className="storeform-sent campaign-sent">
      <h3>{campaignMessages.sentTitle}</h3>
      <p>
        We've e-mailed your free pizza coupon to <strong>{receipt.sentTo}</strong>.
      </p>
      <h4>What happens next</h4>
      <ol>
        <li>Open the e-mail from Red Roof Pizza. If it isn't there in a few minutes, check your junk folder.</li>
        <li>
          Tap <strong>Use my coupon</strong> in the e-mail, or type the code in the coupon box when you order.
        </li>
        <li>
          Choose your free large Classic pizza{' '}
          {receipt.storeName ? `at ${receipt.storeName}` : campaignMessages.anyStore}, for delivery or pickup, by{' '}
          {couponDay(receipt.validTo)}. The code works for one order.
        </li>
      </ol>
      <p>
        <Link to="/menu/pizza">See the pizza menu</Link>
      </p>
    </div>
  );
}

export function CampaignForm({ campaign, storeId }: { campaign: string; storeId: string | undefined }) {
  const [receipt, setReceipt] = useState<CampaignClaimReceipt | null>(null);
  const stores = useQuery({
    queryKey: ['stores', 'all'],
    queryFn: ({ signal }) => allStores(signal),
    retry: retryUnlessClientError,
    staleTime: 5 * 60_000,
  });
  const options = (stores.data ?? [])
    .map((store) => ({ value: store.code, label: `${store.name} (${store.state})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(campaignFormFields),
    defaultValues: { firstName: '', lastName: '', email: '', storeCode: '' },
  });
  const submit = useStoreformSubmit(setError, FIELDS);

  // The link's store is chosen once the list has it.
  const linked = storeNamedBy(stores.data ?? [], storeId);
  useEffect(() => {
    if (linked) setValue('storeCode', linked);
  }, [linked, setValue]);

  if (receipt) return <CouponSent receipt={receipt} />;

  const onSubmit = handleSubmit(
    (values) => submit.send(async () => setReceipt(await claimCampaignCoupon({ ...values, campaign }))),
    submit.onInvalid,
  );

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={submit.busy} aria-label="Get your coupon">
      <FormError message={submit.error} takeFocus={submit.errorTakesFocus} />
      <NameFields
        idPrefix="campaign"
        firstName={register('firstName')}
        lastName={register('lastName')}
        errors={errors}
      />
      <TextField
        id="campaign-email"
        label="Email"
        type="email"
        autoComplete="email"
        hint="We'll send your coupon here. One coupon per e-mail address each day."
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField
        id="campaign-store"
        label="Store (optional)"
        hint="Choose a store and the coupon works there only; otherwise it works at any store."
        placeholder={stores.isPending ? 'Loading stores…' : 'Any store'}
        options={options}
        error={errors.storeCode?.message}
        {...register('storeCode')}
      />
      <Button type="submit" size="lg" block disabled={submit.busy}>
        {campaignMessages.submit}
      </Button>
      <BusyLine label={submit.busy ? formMessages.sending : null} />
    </form>
  );
}
