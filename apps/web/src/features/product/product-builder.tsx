// The product builder: size, base (only those made in the size), sauce, grouped toppings with add,
// remove and extra, half-and-half, quantity and a live price, in the product modal. Adds a new line
// or, with a basket line to edit, replaces it.
import type { BasketItemView, ItemChoice } from '@storefront/contract';
import { MAX_PIZZA_INGREDIENTS, formatCents, formatWholeNumber } from '@storefront/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { track } from '../../lib/analytics.ts';
import { OFFLINE_ORDERING_REASON, useOnline } from '../../lib/pwa/use-online.ts';
import { basketCall } from '../../lib/api/basket-request.ts';
import { checkBasketChange } from '../../lib/api/basket-outcomes.ts';
import {
  productByIdQuery,
  productListQuery,
  useFulfilmentContext,
  type ProductView,
} from '../../lib/api/product-service.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { readSession, removeSession, writeSession } from '../../lib/storage.ts';
import { Button } from '../../ui/button/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { ProductImage } from '../../ui/product-image/product-image.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { QuantityStepper } from '../../ui/stepper/quantity-stepper.tsx';
import { baseOptions, NO_SAUCE, OptionGroup, sauceOptions, sizeOptions, ToppingsEditor } from './builder-parts.tsx';
import {
  basesForSize,
  checkLimits,
  completeHalf,
  ingredientsOf,
  initialState,
  isCustomisable,
  isHalfAndHalf,
  isPortions,
  MAX_QUANTITY,
  portionCount,
  toChoice,
  unitPriceCents,
  withPortion,
  withSize,
  type BuilderState,
  type HalfState,
} from './builder-state.ts';
import { addedLineId, useBasketSubmit } from './use-basket-submit.ts';

/** Session storage for a choice waiting on the localisation modal: survives a reload or detour. */
export const DRAFT_KEY = 'product_draft';

interface Draft {
  slug: string;
  basketItemId: string | null;
  state: BuilderState;
}

function readDraft(slug: string, basketItemId: string | null): BuilderState | null {
  try {
    const draft = JSON.parse(readSession(DRAFT_KEY) ?? 'null') as Draft | null;
    if (!draft || draft.slug !== slug || draft.basketItemId !== basketItemId) return null;
    // A draft saved before portions had names is dropped rather than misread.
    const halves = draft.state.halves ?? [];
    return isPortions(draft.state.toppings) && halves.every((h) => isPortions(h.toppings)) ? draft.state : null;
  } catch {
    return null;
  }
}

const toppingLimitOf = (product: Pick<ProductView, 'customisation'>) =>
  product.customisation.find((r) => r.type === 'Topping')?.max ?? MAX_PIZZA_INGREDIENTS;

export interface ProductBuilderProps {
  product: ProductView;
  /** The basket line being changed, when editing. */
  editing: BasketItemView | null;
  /** The edit id was given but no such line is in the basket. */
  missingLine: boolean;
  onClose(): void;
  /** After a successful add or update. */
  onDone(kind: 'added' | 'updated'): void;
  /** The modal's entrance (ui/modal): off when the page opened on the builder. */
  entrance?: boolean;
}

export function ProductBuilder({ product, editing, missingLine, onClose, onDone, entrance }: ProductBuilderProps) {
  const ctx = useFulfilmentContext();
  const basket = useBasketSession((s) => s.basket);
  const editId = editing?.basketItemId ?? null;
  const [state, setState] = useState<BuilderState>(
    () => readDraft(product.slug, editId) ?? initialState(product, editing?.choice as ItemChoice | undefined),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const customisable = isCustomisable(product);
  const half = customisable && isHalfAndHalf(product);

  // Half-and-half: the pizzas on offer, and the details of the two chosen.
  const pizzas = useQuery({ ...productListQuery('pizza', undefined, ctx), enabled: half });
  const halfDetails = useQueries({
    queries: (state.halves ?? []).map((h) => ({
      ...productByIdQuery(h.productId, ctx),
      enabled: half && h.productId > 0,
    })),
  });
  const halfProducts = halfDetails.map((q) => q.data);
  // A half whose pizza has just loaded takes that pizza's sauce and toppings unless already chosen.
  const halves = state.halves?.map((h, i) => (halfProducts[i] ? completeHalf(h, halfProducts[i]) : h)) as
    [HalfState, HalfState] | undefined;
  const current: BuilderState = halves ? { ...state, halves } : state;

  const submitter = useBasketSubmit();
  const size = product.sizes.find((s) => s.sizeId === state.sizeId);
  const bases = customisable ? basesForSize(product, size) : [];
  const sauces = customisable && !half ? ingredientsOf(product, 'Sauce') : [];
  const sauceRule = product.customisation.find((r) => r.type === 'Sauce');
  const toppings = customisable && !half ? ingredientsOf(product, 'Topping') : [];
  const unit = unitPriceCents(product, current, halfProducts);
  const total = unit * state.quantity;

  const limits = customisable && !half ? checkLimits(product, state) : { error: null, atMaximum: null };
  const halfLimits = (current.halves ?? []).map((h, i) =>
    halfProducts[i] ? checkLimits(halfProducts[i], h, ['Topping', 'Sauce']) : { error: null, atMaximum: null },
  );
  const rule = checkBasketChange(basket, {
    kind: 'add',
    product,
    quantity: state.quantity,
    replaceLineId: editId ?? undefined,
  });
  const unavailable = product.isOutOfStock
    ? 'Sold out'
    : !product.isAvailable
      ? 'Not available at your order time'
      : half && halfProducts.some((p) => p && (p.isOutOfStock || !p.isAvailable))
        ? 'A pizza you chose is sold out'
        : null;
  const blocked = limits.error ?? halfLimits.find((l) => l.error)?.error ?? (rule.ok ? null : rule.message);
  // Browsing works offline from the worker's cache; adding to the basket needs the network.
  const online = useOnline();

  // Analytics: one product view per product shown (spec: price with displayGross and displayTax,
  // tax reported as GST with size 0).
  useEffect(() => {
    const gross = product.totalPrice / 100;
    track('product_view', {
      product: {
        slug: product.slug,
        name: product.name,
        productType: product.productType,
        taxonomy: product.taxonomy,
        totalPrice: product.totalPrice,
        productId: product.productId,
        sizes: product.sizes.map((s) => ({ sizeId: s.sizeId, name: s.name, priceCents: s.priceCents })),
        bases: product.bases.map((b) => ({ productId: b.productId, name: b.name })),
        price: { displayGross: gross, displayTax: 0 },
        tax: { name: 'GST', size: 0 },
      },
    });
  }, [product]);

  const update = (next: BuilderState) => setState(next);

  const changeSize = (sizeId: number) => {
    const { state: next, replacedBase } = withSize(product, state, sizeId);
    const newSize = product.sizes.find((s) => s.sizeId === sizeId);
    const newBase = ingredientsOf(product, 'Base').find((b) => b.productId === next.baseId);
    setNotice(
      replacedBase && newSize && newBase
        ? `${replacedBase.name} isn't made in the ${newSize.name} size, so we've changed your base to ${newBase.name}.`
        : null,
    );
    update(next);
  };

  const changeHalf = (index: number, change: (h: HalfState) => HalfState) => {
    if (!current.halves) return;
    const next = current.halves.map((h, i) => (i === index ? change(h) : h)) as [HalfState, HalfState];
    update({ ...current, halves: next });
  };

  function add() {
    const choice = toChoice(product, current);
    void submitter.submit({
      name: product.name,
      action: editId ? 'update' : 'add',
      send: () =>
        editId
          ? basketCall('updateBasketItem', { params: { basketItemId: editId }, body: choice })
          : basketCall('addBasketItem', { body: choice }),
      onWaitForLocation: () =>
        writeSession(DRAFT_KEY, JSON.stringify({ slug: product.slug, basketItemId: editId, state: current })),
      onSuccess: (basket, before) => {
        removeSession(DRAFT_KEY);
        onDone(editId ? 'updated' : 'added');
        if (!editId) {
          useOverlayRequests.getState().openUpsell({
            productId: product.productId,
            trigger: 'addtocart',
            basketItemId: addedLineId(before, basket),
          });
        }
      },
    });
  }

  const actionLabel = editId ? 'Update item' : 'Add to cart';
  const footer = (
    <div className="builder-footer">
      <QuantityStepper
        label={product.name}
        value={state.quantity}
        max={MAX_QUANTITY}
        onChange={(quantity) => update({ ...state, quantity })}
        disabled={submitter.pending}
      />
      <Button
        size="lg"
        className="builder-footer__add"
        onClick={add}
        disabled={submitter.pending || !!unavailable || !!blocked || !online}
        aria-describedby={blocked ? 'builder-blocked' : online ? undefined : 'builder-offline'}
      >
        {submitter.pending ? (
          <Spinner size="sm" label={editId ? 'Updating' : 'Adding'} />
        ) : unavailable ? (
          unavailable
        ) : (
          <>
            <span>{actionLabel}</span>
            <span className="builder-footer__price">{formatCents(total)}</span>
          </>
        )}
      </Button>
      {!online && (
        <p id="builder-offline" className="offline-reason">
          {OFFLINE_ORDERING_REASON}
        </p>
      )}
    </div>
  );

  return (
    <Modal
      open
      title={product.name}
      size="lg"
      sheet
      onClose={() => {
        removeSession(DRAFT_KEY);
        onClose();
      }}
      busy={submitter.pending}
      noCloseWhileBusy
      footer={footer}
      className="builder-modal"
      entrance={entrance}
    >
      <div className="builder">
        <div className="builder__intro">
          <ProductImage imageSlug={product.imageSlug} className="builder__image" priority />
          <div>
            {product.tags.length > 0 && (
              <ul className="builder__tags" aria-label="Tags">
                {product.tags.map((tag) => (
                  <li key={tag.name} className={`tag tag--${tag.tagType}`}>
                    {tag.name}
                  </li>
                ))}
              </ul>
            )}
            <p className="builder__description">{product.description}</p>
            {size ? (
              <p className="builder__energy">
                {size.name}: {formatWholeNumber(size.energyKj)} kJ.{' '}
                <span>The average adult daily energy intake is 8,700 kJ</span>
              </p>
            ) : (
              product.energyKj !== undefined && (
                <p className="builder__energy">
                  {formatWholeNumber(product.energyKj)} kJ.{' '}
                  <span>The average adult daily energy intake is 8,700 kJ</span>
                </p>
              )
            )}
            {product.allergens.length > 0 && (
              <details className="builder__allergens">
                <summary>Allergen information</summary>
                <p>Contains {product.allergens.join(', ')}.</p>
              </details>
            )}
          </div>
        </div>

        {editing && (
          <p className="notice builder__edit" role="status">
            You are changing an item already in your cart.
          </p>
        )}
        {missingLine && (
          <p className="notice builder__edit" role="status">
            That item is no longer in your cart. You can add this as a new item.
          </p>
        )}
        {submitter.waitingForLocation && (
          <p className="notice" role="status">
            Choose delivery or pickup and we'll add this to your cart. Your choices are kept.
          </p>
        )}

        {product.sizes.length > 1 && (
          <OptionGroup
            legend="Size"
            name="size"
            options={sizeOptions(product.sizes)}
            value={state.sizeId}
            onChange={changeSize}
          />
        )}
        {customisable && bases.length > 0 && (
          <OptionGroup
            legend="Base"
            name="base"
            options={baseOptions(bases)}
            value={state.baseId}
            onChange={(baseId) => {
              setNotice(null);
              update({ ...state, baseId });
            }}
            hint={
              bases.length < ingredientsOf(product, 'Base').length && size
                ? `Showing the bases made in the ${size.name} size.`
                : undefined
            }
          />
        )}
        {notice && (
          <p className="builder-message" role="status">
            {notice}
          </p>
        )}
        {sauces.length > 0 && (
          <OptionGroup
            legend="Sauce"
            name="sauce"
            options={sauceOptions(sauces, (sauceRule?.min ?? 0) === 0)}
            value={state.sauceId ?? NO_SAUCE}
            onChange={(id) => update({ ...state, sauceId: id === NO_SAUCE ? null : id })}
          />
        )}
        {toppings.length > 0 && (
          <fieldset className="builder-group">
            <legend className="builder-group__legend">Toppings</legend>
            <ToppingsEditor
              idPrefix="toppings"
              toppings={toppings}
              value={state.toppings}
              onChange={(id, portions) => update({ ...state, toppings: withPortion(state.toppings, id, portions) })}
              atMaximum={limits.atMaximum}
              counter={`${portionCount(state.toppings)} of ${toppingLimitOf(product)} toppings`}
            />
          </fieldset>
        )}
        {half && current.halves && (
          <HalvesEditor
            product={product}
            halves={current.halves}
            pizzas={pizzas.data}
            halfProducts={halfProducts}
            halfLimits={halfLimits.map((l) => l.atMaximum)}
            onChange={changeHalf}
          />
        )}
        {blocked && (
          <p id="builder-blocked" className="builder-message builder-message--error" role="alert">
            {blocked}
          </p>
        )}
        <p className="builder__unit">
          {formatCents(unit)} each{state.quantity > 1 ? ` · ${state.quantity} for ${formatCents(total)}` : ''}
        </p>
      </div>
    </Modal>
  );
}

function HalvesEditor({
  product,
  halves,
  pizzas,
  halfProducts,
  halfLimits,
  onChange,
}: {
  product: ProductView;
  halves: [HalfState, HalfState];
  pizzas: ProductView[] | undefined;
  halfProducts: (ProductView | undefined)[];
  halfLimits: (string | null)[];
  onChange(index: number, change: (h: HalfState) => HalfState): void;
}) {
  const slots = product.mealSlots ?? [];
  return (
    <>
      {halves.map((h, index) => {
        const slot = slots[index];
        const allowed = (pizzas ?? []).filter((p) => slot?.allowedProductIds.includes(p.productId));
        const pizza = halfProducts[index];
        const selectId = `half-${index}`;
        const halfName = slot?.name ?? (index === 0 ? 'First half' : 'Second half');
        return (
          <fieldset key={index} className="builder-group half">
            <legend className="builder-group__legend">{halfName}</legend>
            <label htmlFor={selectId} className="half__label">
              Pizza for the {halfName.toLowerCase()}
            </label>
            <select
              id={selectId}
              className="half__select"
              value={h.productId}
              onChange={(event) => {
                const id = Number(event.target.value);
                onChange(index, () => ({
                  productId: id,
                  sauceId: null,
                  toppings: {},
                  needsDefaults: { sauce: true, toppings: true },
                }));
              }}
            >
              {allowed.length === 0 && <option value={h.productId}>Loading pizzas…</option>}
              {allowed.map((p) => (
                <option key={p.productId} value={p.productId} disabled={p.isOutOfStock || !p.isAvailable}>
                  {p.name}
                  {p.isOutOfStock ? ' (sold out)' : ''}
                </option>
              ))}
            </select>
            {pizza && !h.needsDefaults ? (
              <details className="half__customise">
                <summary>Customise the {halfName.toLowerCase()}</summary>
                {ingredientsOf(pizza, 'Sauce').length > 0 && (
                  <OptionGroup
                    legend="Sauce"
                    name={`half-${index}-sauce`}
                    options={sauceOptions(ingredientsOf(pizza, 'Sauce'), true)}
                    value={h.sauceId ?? NO_SAUCE}
                    onChange={(id) => onChange(index, (x) => ({ ...x, sauceId: id === NO_SAUCE ? null : id }))}
                  />
                )}
                <ToppingsEditor
                  idPrefix={`half-${index}-toppings`}
                  toppings={ingredientsOf(pizza, 'Topping')}
                  value={h.toppings}
                  onChange={(id, portions) =>
                    onChange(index, (x) => ({ ...x, toppings: withPortion(x.toppings, id, portions) }))
                  }
                  atMaximum={halfLimits[index] ?? null}
                  counter={`${portionCount(h.toppings)} of ${toppingLimitOf(pizza)} toppings`}
                />
              </details>
            ) : (
              <Spinner size="sm" label={`Loading the ${halfName.toLowerCase()}`} />
            )}
          </fieldset>
        );
      })}
    </>
  );
}
