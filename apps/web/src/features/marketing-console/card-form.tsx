// Create and schedule a content card: its section, every extras field of spec document 1 section
// 3, its link and image, its expiry, its segment and schedule; a preview beside the form shows it
// as a customer would see it (the app's own card component, text only).
import { contentCardSections, contentCardTypes, cardUpsellTypes } from '@storefront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button/button.tsx';
import { ContentCardView } from '../../ui/content-card/content-card.tsx';
import { ConsoleField } from './console-field.tsx';
import {
  cardExtras,
  EMPTY_CARD,
  MAX_LENGTHS,
  serverFieldErrors,
  toNewCard,
  type CardDraft,
  type FieldErrors,
} from './draft-fields.ts';
import { createCard, marketingKeys } from './marketing-api.ts';
import { SegmentFields } from './segment-fields.tsx';

export const SECTION_LABELS: Record<CardDraft['section'], string> = {
  'homepage-hero': 'Landing: hero',
  'homepage-secondary-hero': 'Landing: secondary hero',
  'homepage-todays-offer': "Landing: today's offer",
  'homepage-deals': 'Landing: deals',
  'offers-exclusive-deals': 'Offers: exclusive deals',
  'offers-exclusive-products': 'Offers: exclusive products',
  coupons: 'Coupons page',
  'cart-upsell': 'Cart upsell',
  'checkout-upsell': 'Checkout upsell',
  'account-inbox': 'Account inbox',
};

type TextKey = {
  [K in keyof CardDraft]: CardDraft[K] extends string ? K : never;
}[keyof CardDraft];

export function CardForm({ token, onFailure }: { token: string; onFailure(error: unknown): void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CardDraft>(EMPTY_CARD);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const change = (update: Partial<CardDraft>) => {
    setDraft((d) => ({ ...d, ...update }));
    setSaved(null);
  };
  const create = useMutation({
    mutationFn: (body: Parameters<typeof createCard>[1]) => createCard(token, body),
    onSuccess: async (card) => {
      setSaved(`“${card.extras.title}” is scheduled.`);
      setDraft(EMPTY_CARD);
      await queryClient.invalidateQueries({ queryKey: marketingKeys.cards });
    },
    onError: (error) => {
      onFailure(error);
      if (error instanceof ApiError && error.status === 400) {
        const problem = error.data as { errors?: { field: string; message: string }[] };
        setErrors(serverFieldErrors(problem.errors ?? []));
        setFormError('Some fields need another look.');
      } else setFormError('The card could not be saved. Try again.');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { card, errors: found } = toNewCard(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError('Some fields need another look.');
      return;
    }
    create.mutate(card);
  };

  const text = (key: TextKey, label: string, hint?: string) => (
    <ConsoleField id={`${id}-${key}`} label={label} hint={hint} error={errors[key]}>
      <input
        value={draft[key]}
        maxLength={key in MAX_LENGTHS ? MAX_LENGTHS[key as keyof typeof MAX_LENGTHS] : undefined}
        onChange={(e) => change({ [key]: e.target.value } as Partial<CardDraft>)}
      />
    </ConsoleField>
  );
  const flag = (key: 'imageOnly' | 'excludeHomepage' | 'todaysOffer' | 'isDefault', label: string) => (
    <div className="marketing-check">
      <input
        id={`${id}-${key}`}
        type="checkbox"
        checked={draft[key]}
        onChange={(e) => change({ [key]: e.target.checked } as Partial<CardDraft>)}
      />
      <label htmlFor={`${id}-${key}`}>{label}</label>
    </div>
  );

  return (
    <div className="marketing-compose">
      <form className="marketing-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>New content card</h2>
        <div className="marketing-form__pair">
          <ConsoleField id={`${id}-section`} label="Section">
            <select value={draft.section} onChange={(e) => change({ section: e.target.value as CardDraft['section'] })}>
              {contentCardSections.map((section) => (
                <option key={section} value={section}>
                  {SECTION_LABELS[section]}
                </option>
              ))}
            </select>
          </ConsoleField>
          <ConsoleField id={`${id}-type`} label="Card type">
            <select
              value={draft.cardType}
              onChange={(e) => change({ cardType: e.target.value as CardDraft['cardType'] })}
            >
              {contentCardTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </ConsoleField>
        </div>
        {text('title', 'Title')}
        <div className="marketing-form__pair">
          {text('subTitleLeft', 'Subtitle, left')}
          {text('subTitleRight', 'Subtitle, right')}
        </div>
        {text('separator', 'Subtitle separator', `Up to ${MAX_LENGTHS.separator} characters, e.g. |`)}
        <fieldset className="marketing-fieldset">
          <legend>Prices (dollars)</legend>
          <div className="marketing-form__pair">
            {text('pricePickup', 'Pickup price')}
            {text('pricePickupWas', 'Pickup was-price')}
          </div>
          {text('pricePickupTitle', 'Pickup price label')}
          <div className="marketing-form__pair">
            {text('priceDelivery', 'Delivery price')}
            {text('priceDeliveryWas', 'Delivery was-price')}
          </div>
          {text('priceDeliveryTitle', 'Delivery price label')}
        </fieldset>
        <div className="marketing-form__pair">
          {text('productId', 'Product number', 'Optional')}
          <ConsoleField id={`${id}-upsell`} label="Upsell type">
            <select
              value={draft.upsellType}
              onChange={(e) => change({ upsellType: e.target.value as CardDraft['upsellType'] })}
            >
              <option value="">None</option>
              {cardUpsellTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </ConsoleField>
        </div>
        {text('sequence', 'Order in its section', 'Lowest first')}
        {text('url', 'Link', 'A page like /offers, or an https:// address')}
        {text('imageUrl', 'Image', 'A path like /images/… or an https:// address')}
        <fieldset className="marketing-fieldset">
          <legend>Options</legend>
          {flag('imageOnly', 'Image only')}
          {flag('excludeHomepage', 'Keep off the landing page')}
          {flag('todaysOffer', "Also today's offer")}
          {flag('isDefault', 'Fallback card (shown only when the section has no other)')}
        </fieldset>
        <ConsoleField id={`${id}-expires`} label="Expires" hint="Empty: never expires" error={errors.expiresAt}>
          <input
            type="datetime-local"
            value={draft.expiresAt}
            onChange={(e) => change({ expiresAt: e.target.value })}
          />
        </ConsoleField>
        <SegmentFields idPrefix={`${id}-card`} draft={draft} errors={errors} onChange={change} />
        {formError && (
          <p role="alert" className="marketing-form__error">
            {formError}
          </p>
        )}
        <p role="status" className="marketing-form__status">
          {saved}
        </p>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Scheduling…' : 'Schedule card'}
        </Button>
      </form>
      <aside className="marketing-preview" aria-label="Preview">
        <h2>Preview</h2>
        <p className="marketing-field__hint">As a customer sees it in “{SECTION_LABELS[draft.section]}”.</p>
        {draft.title.trim() ? (
          <div
            onClickCapture={(e) => {
              // The preview is for looking: its link goes nowhere.
              e.preventDefault();
            }}
          >
            <ContentCardView
              card={{
                imageUrl: draft.imageUrl.trim() || null,
                url: draft.url.trim() || null,
                extras: cardExtras(draft),
              }}
            />
          </div>
        ) : (
          <p>Enter a title to see the card.</p>
        )}
      </aside>
    </div>
  );
}
