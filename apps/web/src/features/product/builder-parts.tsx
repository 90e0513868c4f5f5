// The builder's choosers: size, base, sauce and the grouped toppings editor.
import type { ProductIngredient, ProductSize } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
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
    detail: `${formatCents(size.priceCents)} · ${size.energyKj.toLocaleString('en-AU')} kJ`,
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

const PORTION_LABEL = ['None', 'Regular', 'Extra', 'Triple'];

/**
 * Toppings grouped as meats, chicken, seafood, vegetables, cheese and plant-based. Each row adds,
 * removes or doubles (extra) a topping. Adding stops at the topping's own maximum and at the
 * product's limit, with the limit's message shown.
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
  onChange(toppingId: number, portions: number): void;
  atMaximum: string | null;
  counter: string;
  idPrefix: string;
}) {
  const chosen = toppings.filter((t) => (value[t.productId] ?? 0) > 0);
  return (
    <div className="toppings">
      <div className="toppings__summary">
        <p className="toppings__count" aria-live="polite">
          {counter}
        </p>
        <p className="toppings__chosen">
          {chosen.length === 0
            ? 'No toppings yet.'
            : chosen.map((t) => `${t.name}${value[t.productId]! > 1 ? ' (extra)' : ''}`).join(', ')}
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
              {items.map((topping) => {
                const portions = value[topping.productId] ?? 0;
                const price = formatCents(topping.priceCents);
                const canAddMore = portions < topping.maxQuantity && !atMaximum;
                return (
                  <li key={topping.productId} className={`topping${portions > 0 ? ' topping--on' : ''}`}>
                    <span className="topping__name">
                      {topping.name}
                      <span className="topping__price">
                        {topping.isDefault ? (portions > 1 ? `Extra +${price}` : 'Included') : `+${price}`}
                      </span>
                    </span>
                    {portions === 0 ? (
                      <button
                        type="button"
                        className="topping__add"
                        onClick={() => onChange(topping.productId, 1)}
                        disabled={!!atMaximum}
                        aria-label={`Add ${topping.name}`}
                      >
                        Add
                      </button>
                    ) : (
                      <span className="topping__controls">
                        <button
                          type="button"
                          className="topping__step"
                          onClick={() => onChange(topping.productId, portions - 1)}
                          aria-label={portions > 1 ? `Less ${topping.name}` : `Remove ${topping.name}`}
                        >
                          <span aria-hidden="true">−</span>
                        </button>
                        <span className="topping__portion">{PORTION_LABEL[portions] ?? portions}</span>
                        <button
                          type="button"
                          className="topping__step"
                          onClick={() => onChange(topping.productId, portions + 1)}
                          disabled={!canAddMore}
                          aria-label={`Extra ${topping.name}`}
                        >
                          <span aria-hidden="true">+</span>
                        </button>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
