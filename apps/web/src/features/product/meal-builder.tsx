// The meal builder, /pizza-meals/{slug}/{basketItemId?}: slot by slot (each filled with exactly its
// quantity of allowed products), out-of-stock products disabled, and a Sold Out button when a slot
// cannot be filled. With the id of a meal in the basket it swaps that meal's items. A chosen pizza
// can be customised as in the product builder (base, sauce, topping portions; decision 183). A deal
// voucher's code (?voucherCode=) is sent with the meal.
import type { GroupedBasketItemView, ItemChoice, MealChoice, MealSlotView } from '@storefront/contract';
import type { BuilderState } from './builder-state.ts';
import { formatCents } from '@storefront/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { basketCall } from '../../lib/api/basket-request.ts';
import { checkBasketChange } from '../../lib/api/basket-outcomes.ts';
import {
  mealBySlugQuery,
  retryUnlessClientError,
  useFulfilmentContext,
  type MealView,
} from '../../lib/api/product-service.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useLocationStore } from '../../lib/session/location-store.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { CheckIcon } from '../../ui/icons/icons.tsx';
import { LocationPrompt } from '../../ui/location-prompt/location-prompt.tsx';
import { Page } from '../../ui/page/page.tsx';
import { ProductImage } from '../../ui/product-image/product-image.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { QuantityStepper } from '../../ui/stepper/quantity-stepper.tsx';
import { MealItemCustomiser } from './meal-item-customiser.tsx';
import {
  isCustomisableInMeal,
  itemOptionsChoice,
  mealExtrasCents,
  mealItemProblem,
  optionsFromMeal,
  type MealItemOptions,
} from './meal-item-options.ts';
import { ProductPageWaiting } from './product-problem.tsx';
import { addedMealId, useBasketSubmit } from './use-basket-submit.ts';
import './product.css';

/** Chosen products per slot: productId -> count. */
export type SlotPicks = Record<number, Record<number, number>>;

const isOrderable = (p: { isOutOfStock: boolean; isAvailable: boolean }) => !p.isOutOfStock && p.isAvailable;

/** Every slot filled with its default (or, when that is sold out, the first product in stock). */
export function defaultPicks(meal: Pick<MealView, 'mealSlots'>): SlotPicks {
  const picks: SlotPicks = {};
  for (const slot of meal.mealSlots) {
    const fallback =
      slot.products.find((p) => p.productId === slot.defaultProductId && isOrderable(p)) ??
      slot.products.find(isOrderable);
    picks[slot.slotId] = fallback ? { [fallback.productId]: slot.quantity } : {};
  }
  return picks;
}

/** The picks of a meal already in the basket. */
export function picksFromMeal(meal: Pick<MealView, 'mealSlots'>, line: GroupedBasketItemView): SlotPicks {
  const picks = defaultPicks(meal);
  for (const slot of line.slots) {
    const counts: Record<number, number> = {};
    for (const id of slot.basketItemIds) {
      const item = line.basketItems.find((i) => i.basketItemId === id);
      if (item) counts[item.productId] = (counts[item.productId] ?? 0) + item.quantity;
    }
    if (Object.keys(counts).length > 0) picks[slot.slotId] = counts;
  }
  return picks;
}

export const pickedCount = (picks: Record<number, number> | undefined): number =>
  Object.values(picks ?? {}).reduce((sum, n) => sum + n, 0);

export const slotComplete = (slot: Pick<MealSlotView, 'slotId' | 'quantity'>, picks: SlotPicks): boolean =>
  pickedCount(picks[slot.slotId]) === slot.quantity;

/**
 * The POST/PATCH groupedBasketItems body. A customised pizza carries its options; other items kept
 * from the basket line keep theirs; new picks come as they are.
 */
export function mealChoice(
  meal: Pick<MealView, 'productId' | 'mealSlots'>,
  picks: SlotPicks,
  quantity: number,
  keep?: GroupedBasketItemView | null,
  voucherCode?: string | null,
  options: MealItemOptions = {},
): MealChoice {
  const kept = (slotId: number, productId: number): ItemChoice | undefined => {
    const ids = keep?.slots.find((s) => s.slotId === slotId)?.basketItemIds ?? [];
    return keep?.basketItems.find((i) => ids.includes(i.basketItemId) && i.productId === productId)?.choice;
  };
  const choice: MealChoice = {
    productId: meal.productId,
    quantity,
    slots: meal.mealSlots.map((slot) => ({
      slotId: slot.slotId,
      items: Object.entries(picks[slot.slotId] ?? {})
        .filter(([, count]) => count > 0)
        .map(([id, count]) => {
          const productId = Number(id);
          const product = slot.products.find((p) => p.productId === productId);
          const state = options[slot.slotId]?.[productId];
          if (product && state && isCustomisableInMeal(product)) {
            return { ...itemOptionsChoice(product, state), productId, quantity: count };
          }
          const previous = kept(slot.slotId, productId);
          return previous ? { ...previous, quantity: count } : { productId, quantity: count };
        }),
    })),
  };
  if (voucherCode) choice.voucherCode = voucherCode;
  return choice;
}

export function MealPage() {
  const { slug = '', basketItemId } = useParams();
  const [search] = useSearchParams();
  const voucherCode = search.get('voucherCode');
  const ctx = useFulfilmentContext();
  const query = useQuery({
    ...mealBySlugQuery(slug, ctx),
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
  const basket = useBasketSession((s) => s.basket);
  const line = basketItemId ? basket?.groupedBasketItems.find((g) => g.groupedBasketItemId === basketItemId) : null;
  const meal = query.data?.slug === slug ? query.data : undefined;

  if (!meal) {
    return (
      <ProductPageWaiting
        query={query}
        slug={slug}
        backTo="/menu/pizza-meals"
        eyebrow="Meals & deals"
        loadingLabel="Loading the meal"
      />
    );
  }
  return (
    <MealBuilder
      key={`${meal.productId}:${line?.groupedBasketItemId ?? 'new'}`}
      meal={meal}
      line={line ?? null}
      missingLine={!!basketItemId && !line && !!basket}
      voucherCode={voucherCode}
    />
  );
}

function MealBuilder({
  meal,
  line,
  missingLine,
  voucherCode,
}: {
  meal: MealView;
  line: GroupedBasketItemView | null;
  missingLine: boolean;
  voucherCode: string | null;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const basket = useBasketSession((s) => s.basket);
  const localised = useLocationStore((s) => s.orderType !== 'unlocalised');
  const openLocalisation = useOverlayRequests((s) => s.openLocalisation);
  const [picks, setPicks] = useState<SlotPicks>(() => (line ? picksFromMeal(meal, line) : defaultPicks(meal)));
  const [quantity, setQuantity] = useState(line?.quantity ?? 1);
  const [lineOptions] = useState<MealItemOptions>(() => (line ? optionsFromMeal(meal, line) : {}));
  const [options, setOptions] = useState<MealItemOptions>(lineOptions);
  const [active, setActive] = useState(0);
  const submitter = useBasketSubmit();
  const editing = !!line;

  const soldOut = meal.isSoldOut || meal.isOutOfStock || !meal.isAvailable;
  const complete = meal.mealSlots.every((slot) => slotComplete(slot, picks));
  const needsCoupon = meal.requiresCoupon && !voucherCode && !line?.isVoucher;
  const chosenProducts = meal.mealSlots.flatMap((slot) =>
    slot.products.filter((p) => (picks[slot.slotId]?.[p.productId] ?? 0) > 0),
  );
  const rule = checkBasketChange(
    line ? { ...basket!, groupedBasketItems: basket!.groupedBasketItems.filter((g) => g !== line) } : basket,
    { kind: 'add-meal', paymentType: meal.paymentType, items: chosenProducts, quantity },
  );
  const itemProblem = mealItemProblem(meal, picks, options);
  const blocked = needsCoupon ? 'This deal requires a valid coupon.' : !rule.ok ? rule.message : itemProblem;
  // The meal's price plus what customised items add, as the server prices it; a line being changed
  // starts from its own price, less what its items added when it was put in the cart.
  const extras = mealExtrasCents(meal, picks, options);
  const unit =
    line && line.quantity > 0
      ? line.unitPrice - mealExtrasCents(meal, picksFromMeal(meal, line), lineOptions) + extras
      : meal.totalPrice + extras;

  function add() {
    const body = mealChoice(meal, picks, quantity, line, line ? null : voucherCode, options);
    void submitter.submit({
      name: meal.name,
      action: line ? 'update' : 'add',
      send: () =>
        line
          ? basketCall('updateBasketMeal', { params: { groupedBasketItemId: line.groupedBasketItemId }, body })
          : basketCall('addBasketMeal', { body }),
      onSuccess: (basket, before) => {
        if (line) {
          navigate((location.state as { returnTo?: string } | null)?.returnTo ?? '/cart');
          return;
        }
        navigate('/menu/pizza-meals');
        useOverlayRequests.getState().openUpsell({
          productId: meal.productId,
          trigger: 'adddealtocart',
          groupedBasketItemId: addedMealId(before, basket),
        });
      },
    });
  }

  const setSlot = (slot: MealSlotView, next: Record<number, number>) => setPicks({ ...picks, [slot.slotId]: next });

  /** Opens the next step and brings its heading into view with focus (the page shrinks as one closes). */
  const goTo = (index: number) => {
    setActive(index);
    const slot = meal.mealSlots[index];
    if (!slot) return;
    requestAnimationFrame(() => {
      const button = document.getElementById(stepButtonId(slot.slotId));
      button?.focus({ preventScroll: true });
      button?.scrollIntoView({ block: 'start' });
    });
  };

  return (
    <Page
      title={meal.name}
      eyebrow={editing ? 'Change your meal' : 'Meals & deals'}
      crumbs={[
        { to: '/', label: 'Home' },
        { to: '/menu/pizza-meals', label: 'Meals & deals' },
      ]}
      width="narrow"
      lead={<p>{meal.description}</p>}
    >
      <div className="meal">
        <ProductImage imageSlug={meal.imageSlug} className="meal__image" priority />
        {editing && (
          <p className="notice" role="status">
            You are changing a meal already in your cart.
          </p>
        )}
        {missingLine && (
          <p className="notice" role="status">
            That meal is no longer in your cart. You can add it as a new meal.
          </p>
        )}
        {voucherCode && !editing && (
          <p className="notice" role="status">
            Building this deal with voucher <strong>{voucherCode.toUpperCase()}</strong>.
          </p>
        )}
        {!localised && (
          <LocationPrompt text="Meal contents and prices depend on your store." onChoose={openLocalisation} />
        )}
        {submitter.waitingForLocation && (
          <p className="notice" role="status">
            Choose delivery or pickup and we'll add this meal to your cart. Your choices are kept.
          </p>
        )}
        {soldOut && (
          <p className="builder-message builder-message--error" role="alert">
            Sorry, some items in this meal are sold out, so it can't be ordered right now.
          </p>
        )}
        <ol className="meal-steps">
          {meal.mealSlots.map((slot, index) => (
            <MealSlotStep
              key={slot.slotId}
              slot={slot}
              index={index}
              open={index === active}
              picks={picks[slot.slotId] ?? {}}
              onOpen={() => setActive(index)}
              onChange={(next) => setSlot(slot, next)}
              options={options[slot.slotId] ?? {}}
              onOptionsChange={(productId, state) =>
                setOptions({ ...options, [slot.slotId]: { ...options[slot.slotId], [productId]: state } })
              }
              onNext={index < meal.mealSlots.length - 1 ? () => goTo(index + 1) : undefined}
            />
          ))}
        </ol>
        {blocked && (
          <p id="meal-blocked" className="builder-message builder-message--error" role="alert">
            {blocked}
            {needsCoupon && (
              <>
                {' '}
                <Link to="/offers">Find the coupon on our offers</Link>.
              </>
            )}
          </p>
        )}
      </div>
      <div className="meal-bar">
        <div className="meal-bar__inner">
          <QuantityStepper label={meal.name} value={quantity} onChange={setQuantity} disabled={submitter.pending} />
          {soldOut ? (
            <Button size="lg" disabled className="meal-bar__add">
              Sold Out
            </Button>
          ) : (
            <Button
              size="lg"
              className="meal-bar__add"
              onClick={add}
              disabled={submitter.pending || !complete || !!blocked}
              aria-describedby={blocked ? 'meal-blocked' : undefined}
            >
              {submitter.pending ? (
                <Spinner size="sm" label={editing ? 'Updating' : 'Adding'} />
              ) : (
                <>
                  <span>{editing ? 'Update meal' : complete ? 'Add to cart' : 'Choose every item'}</span>
                  <span className="builder-footer__price">{formatCents(unit * quantity)}</span>
                </>
              )}
            </Button>
          )}
        </div>
        {editing && (
          <Link to="/cart" className={buttonClass({ variant: 'ghost', size: 'sm' }, 'meal-bar__cancel')}>
            Cancel changes
          </Link>
        )}
      </div>
    </Page>
  );
}

const stepButtonId = (slotId: number) => `meal-step-${slotId}`;

function MealSlotStep({
  slot,
  index,
  open,
  picks,
  onOpen,
  onChange,
  onNext,
  options,
  onOptionsChange,
}: {
  slot: MealSlotView;
  index: number;
  open: boolean;
  picks: Record<number, number>;
  onOpen(): void;
  onChange(next: Record<number, number>): void;
  onNext?: () => void;
  options: Record<number, BuilderState>;
  onOptionsChange(productId: number, state: BuilderState): void;
}) {
  const customisable = slot.products.filter((p) => (picks[p.productId] ?? 0) > 0 && isCustomisableInMeal(p));
  const headingId = useId();
  const panelId = useId();
  const count = pickedCount(picks);
  const done = count === slot.quantity;
  const summary = slot.products
    .filter((p) => (picks[p.productId] ?? 0) > 0)
    .map((p) => (picks[p.productId]! > 1 ? `${p.name} × ${picks[p.productId]}` : p.name))
    .join(', ');
  const single = slot.quantity === 1;
  return (
    <li className={`meal-step${open ? ' meal-step--open' : ''}${done ? ' meal-step--done' : ''}`}>
      <h2 id={headingId} className="meal-step__heading">
        <button
          type="button"
          id={stepButtonId(slot.slotId)}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onOpen}
        >
          <span className="meal-step__number" aria-hidden="true">
            {done ? <CheckIcon /> : index + 1}
          </span>
          <span className="meal-step__title">
            {slot.name}
            <span className="meal-step__summary">
              {slot.isSoldOut ? 'Sold out' : summary || `Choose ${slot.quantity}`}
            </span>
          </span>
          <span className="meal-step__count">
            {count} of {slot.quantity}
          </span>
        </button>
      </h2>
      <div id={panelId} role="region" aria-labelledby={headingId} hidden={!open} className="meal-step__panel">
        {single ? (
          <fieldset className="meal-options">
            <legend className="sr-only">{slot.name}</legend>
            {slot.products.map((product) => (
              <label
                key={product.productId}
                className={`meal-option${isOrderable(product) ? '' : ' meal-option--sold-out'}`}
              >
                <input
                  type="radio"
                  name={`slot-${slot.slotId}`}
                  checked={(picks[product.productId] ?? 0) > 0}
                  disabled={!isOrderable(product)}
                  onChange={() => onChange({ [product.productId]: 1 })}
                />
                <ProductImage imageSlug={product.imageSlug} className="meal-option__image" />
                <span className="meal-option__name">{product.name}</span>
                {!isOrderable(product) && <span className="meal-option__badge">Sold out</span>}
              </label>
            ))}
          </fieldset>
        ) : (
          <ul className="meal-options">
            {slot.products.map((product) => {
              const value = picks[product.productId] ?? 0;
              return (
                <li
                  key={product.productId}
                  className={`meal-option${isOrderable(product) ? '' : ' meal-option--sold-out'}${value > 0 ? ' meal-option--chosen' : ''}`}
                >
                  <ProductImage imageSlug={product.imageSlug} className="meal-option__image" />
                  <span className="meal-option__name">{product.name}</span>
                  {isOrderable(product) ? (
                    <QuantityStepper
                      size="sm"
                      label={product.name}
                      min={0}
                      max={slot.quantity}
                      value={value}
                      increaseBlocked={count >= slot.quantity}
                      onChange={(n) => onChange({ ...picks, [product.productId]: n })}
                    />
                  ) : (
                    <span className="meal-option__badge">Sold out</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {customisable.map((product) => (
          <MealItemCustomiser
            key={product.productId}
            slot={slot}
            product={product}
            state={options[product.productId]}
            onChange={(state) => onOptionsChange(product.productId, state)}
          />
        ))}
        <p className="meal-step__status" aria-live="polite">
          {done ? `${slot.name}: done.` : `Choose ${slot.quantity - count} more.`}
        </p>
        {onNext && (
          <Button variant="secondary" onClick={onNext} disabled={!done}>
            Next
          </Button>
        )}
      </div>
    </li>
  );
}
