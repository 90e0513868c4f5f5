// Create and schedule a content card: its section, every extras field of spec document 1 section
// 3, its link and image, its expiry, its segment and schedule; a preview beside the form shows it
// as a customer would see it (the app's own card component, text only). Given a scheduled card
// (`editing`), the same form changes it instead (decision 242).
import {
  contentCardSections,
  contentCardTypes,
  cardUpsellTypes,
  type ConsoleContentCard,
  type NewContentCard,
} from '@storefront/contract';
import { useId } from 'react';
import { Button } from '../../ui/button/button.tsx';
import { ContentCardView } from '../../ui/content-card/content-card.tsx';
import { ConsoleField } from './console-field.tsx';
import { cardExtras, EMPTY_CARD, MAX_LENGTHS, toNewCard, type CardDraft } from './draft-fields.ts';
import { cardDraftOf } from './edit-drafts.ts';
import { changeCard, createCard, marketingKeys } from './marketing-api.ts';
import { SaveProblemView } from './save-problem.tsx';
import { SegmentFields } from './segment-fields.tsx';
import { useScheduledForm, type ScheduledFormProps, type ScheduledKind } from './use-scheduled-form.ts';

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

export type CardFormProps = ScheduledFormProps<ConsoleContentCard>;

const CARD: ScheduledKind<CardDraft, NewContentCard, ConsoleContentCard> = {
  noun: 'card',
  empty: EMPTY_CARD,
  draftOf: cardDraftOf,
  titleOf: (card) => card.extras.title,
  check: (draft) => {
    const { card, errors } = toNewCard(draft);
    return { body: card, errors };
  },
  create: createCard,
  change: changeCard,
  listKey: marketingKeys.cards,
};

export function CardForm(props: CardFormProps) {
  const { editing = null, onEditEnd, onReload } = props;
  const id = useId();
  const { draft, change, errors, problem, saved, heading, submit, submitLabel, pending } = useScheduledForm(CARD, {
    ...props,
    editing,
  });

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
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
          {editing ? `Edit “${editing.extras.title}”` : 'New content card'}
        </h2>
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
        {problem && <SaveProblemView problem={problem} onReload={onReload} />}
        <p role="status" className="marketing-form__status">
          {saved}
        </p>
        <div className="marketing-form__actions">
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {submitLabel}
          </Button>
          {editing && (
            <Button variant="secondary" disabled={pending} onClick={() => onEditEnd?.(null)}>
              Cancel
            </Button>
          )}
        </div>
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
