// The dietary and allergen filter controls (decision 178): checkboxes in two labelled groups behind
// a disclosure that says which filters are on, and a button to clear them.
import type { Allergen } from '@storefront/contract';
import {
  ALLERGEN_FILTERS,
  DIET_FILTERS,
  describeFilters,
  hasFilters,
  NO_FILTERS,
  type DietFilter,
  type MenuFilters,
} from './dietary-filters.ts';

const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);

export function MenuFiltersPanel({ filters, onChange }: { filters: MenuFilters; onChange(next: MenuFilters): void }) {
  const on = hasFilters(filters);
  const setDiet = (id: DietFilter, checked: boolean) => {
    const diets = toggled(filters.diets, id, checked);
    onChange({ ...filters, diets: DIET_FILTERS.map((d) => d.id).filter((d) => diets.includes(d)) });
  };
  const setWithout = (allergen: Allergen, checked: boolean) => {
    const without = toggled(filters.without, allergen, checked);
    onChange({ ...filters, without: ALLERGEN_FILTERS.filter((a) => without.includes(a)) });
  };
  return (
    <details className="menu-filters" open={on || undefined}>
      <summary>
        Dietary and allergen filters
        {on && <span className="menu-filters__on">: {describeFilters(filters)}</span>}
      </summary>
      <div className="menu-filters__body">
        <fieldset className="menu-filters__group">
          <legend>Dietary</legend>
          {DIET_FILTERS.map((diet) => (
            <label key={diet.id} className="menu-filters__option">
              <input
                type="checkbox"
                checked={filters.diets.includes(diet.id)}
                onChange={(event) => setDiet(diet.id, event.target.checked)}
              />
              {diet.label}
            </label>
          ))}
        </fieldset>
        <fieldset className="menu-filters__group" aria-describedby="menu-filters-allergen-note">
          <legend>Allergens</legend>
          <p id="menu-filters-allergen-note" className="menu-filters__note">
            Showing a product as free of an allergen means none of its standard ingredients declares it. A product whose
            ingredients lack allergen information is treated as may contain, and never shown as free of one. Kitchens
            handle all allergens.
          </p>
          {ALLERGEN_FILTERS.map((allergen) => (
            <label key={allergen} className="menu-filters__option">
              <input
                type="checkbox"
                checked={filters.without.includes(allergen)}
                onChange={(event) => setWithout(allergen, event.target.checked)}
              />
              Without {allergen}
            </label>
          ))}
        </fieldset>
        {on && (
          <button type="button" className="chip" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </button>
        )}
      </div>
    </details>
  );
}
