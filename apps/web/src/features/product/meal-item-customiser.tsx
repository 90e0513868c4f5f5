// Customising a pizza inside a meal (decision 183): the product builder's base, sauce and topping
// portion controls, in the size the meal's slot fixes, behind a disclosure button per chosen pizza.
import type { MealSlotView, ProductView } from '@storefront/contract';
import { formatCents, MAX_PIZZA_INGREDIENTS } from '@storefront/domain';
import { useId, useState } from 'react';
import { baseOptions, NO_SAUCE, OptionGroup, sauceOptions, ToppingsEditor } from './builder-parts.tsx';
import {
  basesForSize,
  checkLimits,
  ingredientsOf,
  portionCount,
  withPortion,
  type BuilderState,
} from './builder-state.ts';
import { itemExtrasCents, itemState } from './meal-item-options.ts';

export function MealItemCustomiser({
  slot,
  product,
  state,
  onChange,
}: {
  slot: MealSlotView;
  product: ProductView;
  /** Undefined: the pizza as it comes. */
  state: BuilderState | undefined;
  onChange(next: BuilderState): void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const current = state ?? itemState(slot, product);
  const size = product.sizes.find((s) => s.sizeId === current.sizeId);
  const bases = basesForSize(product, size);
  const sauces = ingredientsOf(product, 'Sauce');
  const sauceRule = product.customisation.find((r) => r.type === 'Sauce');
  const toppings = ingredientsOf(product, 'Topping');
  const limits = checkLimits(product, current);
  const extras = itemExtrasCents(product, current);
  const limit = product.customisation.find((r) => r.type === 'Topping')?.max ?? MAX_PIZZA_INGREDIENTS;
  const prefix = `meal-${slot.slotId}-${product.productId}`;
  return (
    <div className="meal-customise">
      <button
        type="button"
        className="meal-customise__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Customise {product.name}
        {extras > 0 && <span className="meal-customise__extra"> (+{formatCents(extras)})</span>}
      </button>
      <div id={panelId} hidden={!open} className="meal-customise__panel">
        {bases.length > 1 && (
          <OptionGroup
            legend={`${product.name} base`}
            name={`${prefix}-base`}
            options={baseOptions(bases)}
            value={current.baseId}
            onChange={(baseId) => onChange({ ...current, baseId })}
          />
        )}
        {sauces.length > 0 && (
          <OptionGroup
            legend={`${product.name} sauce`}
            name={`${prefix}-sauce`}
            options={sauceOptions(sauces, (sauceRule?.min ?? 0) === 0)}
            value={current.sauceId ?? NO_SAUCE}
            onChange={(id) => onChange({ ...current, sauceId: id === NO_SAUCE ? null : id })}
          />
        )}
        {toppings.length > 0 && (
          <fieldset className="builder-group">
            <legend className="builder-group__legend">{product.name} toppings</legend>
            <ToppingsEditor
              idPrefix={prefix}
              toppings={toppings}
              value={current.toppings}
              onChange={(id, portion) => onChange({ ...current, toppings: withPortion(current.toppings, id, portion) })}
              atMaximum={limits.atMaximum}
              counter={`${portionCount(current.toppings)} of ${limit} toppings`}
            />
          </fieldset>
        )}
        {limits.error && (
          <p className="builder-message builder-message--error" role="alert">
            {limits.error}
          </p>
        )}
      </div>
    </div>
  );
}
