// The builder's choosers: size, base, sauce and the grouped toppings editor.
import type { ProductIngredient, ProductSize } from '@storefront/contract';
import {
  formatCents,
  portionLabel,
  portionPriceCents,
  portionWeight,
  TOPPING_PORTIONS,
  type ToppingPortion,
  formatWholeNumber,
} from '@storefront/domain';
import { useId, type ReactNode } from 'react';
import { TOPPING_GROUPS, toppingGroupOf } from '../../lib/api/topping-groups.ts';
import type { Portions } from './builder-state.ts';

interface Option {
  id: number;
  label: string;
  detail?: string;
  disabled?: boolean;
}

/** A radio group of cards: one tab stop, arrow keys move (native radios). */
export function OptionGroup({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
}: {
  legend: string;
  name: string;
  options: Option[];
  value: number | null;
  onChange(id: number): void;
  hint?: ReactNode;
}) {
  const hintId = useId();
  return (
    <fieldset className="builder-group" aria-describedby={hint ? hintId : undefined}>
      <legend className="builder-group__legend">{legend}</legend>
      {hint && (
        <p id={hintId} className="builder-group__hint">
          {hint}
        </p>
      )}
      <div className="option-grid">
        {options.map((option) => (
          <label key={option.id} className="option-card">
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={value === option.id}
              disabled={option.disabled}
              onChange={() => onChange(option.id)}
            />
            <span className="option-card__label">{option.label}</span>
            {option.detail && <span className="option-card__detail">{option.detail}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export const sizeOptions = (sizes: ProductSize[]): Option[] =>
  sizes.map((size) => ({
    id: size.sizeId,
    label: size.name,
    detail: `${formatCents(size.priceCents)} · ${formatWholeNumber(size.energyKj)} kJ`,
  }));

export const baseOptions = (bases: ProductIngredient[]): Option[] =>
  bases.map((base) => ({
    id: base.productId,
    label: base.name,
    detail: base.priceCents > 0 ? `+${formatCents(base.priceCents)}` : 'Included',
  }));

/** Sauces, with 'No sauce' when the product may have none (id 0 stands for none). */
export const NO_SAUCE = 0;
export function sauceOptions(sauces: ProductIngredient[], allowNone: boolean): Option[] {
  const options: Option[] = sauces.map((sauce) => ({
    id: sauce.productId,
    label: sauce.name,
    detail: sauce.isDefault || sauce.priceCents === 0 ? undefined : `+${formatCents(sauce.priceCents)}`,
  }));
  if (allowNone) options.push({ id: NO_SAUCE, label: 'No sauce' });
  return options;
}

/** '+$2.00' for what a portion adds, 'Included' for nothing. */
const portionPrice = (topping: ProductIngredient, portion: ToppingPortion) => {
  const cents = portionPriceCents(topping, portion);
  return cents > 0 ? `+${formatCents(cents)}` : 'Included';
};

/**
 * Toppings grouped as meats, chicken, seafood, vegetables, cheese and plant-based. Each row adds or
 * removes a topping and, once on, chooses its portion (light, normal or extra) with native radios:
 * one tab stop, arrow keys move. Extra counts as two ingredients (decision 182), so it and adding stop
 * at the product's limit, with the limit's message shown.
 */
export function ToppingsEditor({
  toppings,
  value,
  onChange,
  atMaximum,
  counter,
  idPrefix,
}: {
  toppings: ProductIngredient[];
  value: Portions;
  onChange(toppingId: number, portion: ToppingPortion | null): void;
  atMaximum: string | null;
  counter: string;
  idPrefix: string;
}) {
  const chosen = toppings.filter((t) => value[t.productId] !== undefined);
  return (
    <div className="toppings">
      <div className="toppings__summary">
        <p className="toppings__count" aria-live="polite">
          {counter}
        </p>
        <p className="toppings__chosen">
          {chosen.length === 0
            ? 'No toppings yet.'
            : chosen
                .map((t) => (value[t.productId] === 'normal' ? t.name : `${t.name} (${value[t.productId]})`))
                .join(', ')}
        </p>
      </div>
      {atMaximum && (
        <p className="builder-message builder-message--limit" role="status">
          {atMaximum}
        </p>
      )}
      {TOPPING_GROUPS.map(({ group, label }) => {
        const items = toppings.filter((t) => toppingGroupOf(t.name) === group);
        if (items.length === 0) return null;
        const headingId = `${idPrefix}-${group}`;
        return (
          <section key={group} className="topping-group" aria-labelledby={headingId}>
            <h3 id={headingId}>{label}</h3>
            <ul>
              {items.map((topping) => (
                <ToppingRow
                  key={topping.productId}
                  topping={topping}
                  portion={value[topping.productId] ?? null}
                  atMaximum={!!atMaximum}
                  name={`${idPrefix}-portion-${topping.productId}`}
                  onChange={(portion) => onChange(topping.productId, portion)}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function ToppingRow({
  topping,
  portion,
  atMaximum,
  name,
  onChange,
}: {
  topping: ProductIngredient;
  portion: ToppingPortion | null;
  atMaximum: boolean;
  name: string;
  onChange(portion: ToppingPortion | null): void;
}) {
  const legendId = useId();
  if (portion === null) {
    return (
      <li className="topping">
        <span className="topping__name">
          {topping.name}
          <span className="topping__price">{portionPrice(topping, 'normal')}</span>
        </span>
        <button
          type="button"
          className="topping__add"
          onClick={() => onChange('normal')}
          disabled={atMaximum}
          aria-label={`Add ${topping.name}`}
        >
          Add
        </button>
      </li>
    );
  }
  // Extra uses one more ingredient than light or normal: refused at the limit or the topping's maximum.
  const extraBlocked = portion !== 'extra' && (atMaximum || topping.maxQuantity < portionWeight('extra'));
  return (
    <li className="topping topping--on">
      <span className="topping__name">
        {topping.name}
        <span className="topping__price">{portionPrice(topping, portion)}</span>
      </span>
      <fieldset className="topping__portions" aria-labelledby={legendId}>
        <span id={legendId} className="sr-only">
          {topping.name} portion
        </span>
        {TOPPING_PORTIONS.map((option) => (
          <label key={option} className="topping__portion">
            <input
              type="radio"
              name={name}
              value={option}
              checked={portion === option}
              disabled={option === 'extra' && extraBlocked}
              onChange={() => onChange(option)}
            />
            <span>{portionLabel(option)}</span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="topping__remove"
        onClick={() => onChange(null)}
        aria-label={`Remove ${topping.name}`}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
