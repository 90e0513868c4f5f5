// Dietary and allergen filters on the menu (decision 178): matching, the URL and the session, the
// live region and the empty state.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfigurationStore } from '../../lib/api/get-configuration.ts';
import type { ProductView } from '../../lib/api/product-service.ts';
import { sampleConfiguration } from '../../test/fixtures.ts';
import { garlicBread, pepperoni } from '../../test/product-fixtures.ts';
import {
  ALLERGEN_FILTERS,
  FILTERS_SESSION_KEY,
  matchCountText,
  matchesFilters,
  parseFilters,
  withFilters,
} from './dietary-filters.ts';
import { MenuCategoryPage } from './menu-category-page.tsx';

const dietary = (name: string) => ({ name, tagType: 'dietary' as const });
const veganPizza: ProductView = {
  ...pepperoni,
  productId: 1061,
  slug: 'unreal-pepperoni',
  name: 'Unreal Pepperoni',
  tags: [dietary('Vegan')],
  allergens: ['gluten', 'wheat', 'soy'],
  allergensKnown: true,
};
const veggiePizza: ProductView = {
  ...pepperoni,
  productId: 1005,
  slug: 'veggie-trio',
  name: 'Veggie Trio',
  tags: [dietary('Vegetarian')],
  allergens: ['gluten', 'wheat', 'milk', 'soy'],
  allergensKnown: true,
  bases: pepperoni.bases.filter((b) => b.name !== 'Gluten Free'),
};
const meatPizza: ProductView = { ...pepperoni, allergensKnown: true };
// No allergen data: never shown as free of anything, though it declares none.
const mystery: ProductView = { ...garlicBread, productId: 9001, slug: 'mystery', name: 'Mystery Side', allergens: [] };

describe('matching', () => {
  it('vegetarian includes vegan; vegan is vegan only', () => {
    const vegetarian = parseFilters(new URLSearchParams('diet=vegetarian'));
    const vegan = parseFilters(new URLSearchParams('diet=vegan'));
    expect([veganPizza, veggiePizza, meatPizza].filter((p) => matchesFilters(p, vegetarian))).toEqual([
      veganPizza,
      veggiePizza,
    ]);
    expect([veganPizza, veggiePizza, meatPizza].filter((p) => matchesFilters(p, vegan))).toEqual([veganPizza]);
  });

  it('a gluten-free base must be among the bases it is made on', () => {
    const filters = parseFilters(new URLSearchParams('diet=gluten-free-base'));
    expect(matchesFilters(veganPizza, filters)).toBe(true);
    expect(matchesFilters(veggiePizza, filters)).toBe(false);
  });

  it('treats missing allergen data as may contain: never free of any allergen', () => {
    for (const allergen of ALLERGEN_FILTERS) {
      expect(matchesFilters(mystery, { diets: [], without: [allergen] })).toBe(false);
    }
    expect(matchesFilters(veganPizza, { diets: [], without: ['milk'] })).toBe(true);
    expect(matchesFilters(veggiePizza, { diets: [], without: ['milk'] })).toBe(false);
  });

  it('reads only known values from the URL and writes them back in order', () => {
    const filters = parseFilters(new URLSearchParams('diet=vegan,keto,vegetarian&without=milk,unicorn,tree nuts'));
    expect(filters).toEqual({ diets: ['vegetarian', 'vegan'], without: ['milk', 'tree nuts'] });
    expect(withFilters(new URLSearchParams('voucherCode=X'), filters).toString()).toBe(
      'voucherCode=X&diet=vegetarian%2Cvegan&without=milk%2Ctree+nuts',
    );
    expect(matchCountText(1, filters)).toBe('1 product matches: Vegetarian, Vegan, without milk and tree nuts.');
    expect(matchCountText(0, { diets: ['vegan'], without: [] })).toBe('No products match: Vegan.');
  });
});

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

const seen = { location: '' };
function LocationProbe() {
  const current = useLocation();
  useEffect(() => {
    seen.location = `${current.pathname}${current.search}`;
  });
  return null;
}

function renderMenu(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/menu/:category/:subcategory?"
            element={
              <>
                <MenuCategoryPage />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/v1/navigation')) return answer([]);
      if (url.includes('primaryCategory=sides')) return answer([mystery]);
      return answer([veganPizza, veggiePizza, meatPizza]);
    }),
  );
  useConfigurationStore.setState({ configuration: sampleConfiguration });
});
afterEach(() => vi.unstubAllGlobals());

const productNames = () =>
  within(screen.getByRole('list', { name: /products/ }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('menu filters', () => {
  it('filters from the URL, announces the count, and keeps the choice in the URL and the session', async () => {
    renderMenu('/menu/pizza?diet=vegetarian');
    await screen.findByText('Veggie Trio');
    expect(productNames()).toEqual(['Unreal Pepperoni', 'Veggie Trio']);
    const live = screen.getAllByRole('status').find((s) => s.textContent?.includes('match'));
    expect(live?.textContent).toBe('2 products match: Vegetarian.');
    expect(live?.getAttribute('aria-live')).toBe('polite');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    expect(productNames()).toEqual(['Unreal Pepperoni']);
    expect(live?.textContent).toBe('1 product matches: Vegetarian, Vegan.');
    expect(seen.location).toBe('/menu/pizza?diet=vegetarian%2Cvegan');
    expect(JSON.parse(sessionStorage.getItem(FILTERS_SESSION_KEY)!)).toEqual({
      diets: ['vegetarian', 'vegan'],
      without: [],
    });
  });

  it('restores the visit’s filters into the URL on a menu page opened without any', async () => {
    sessionStorage.setItem(FILTERS_SESSION_KEY, JSON.stringify({ diets: ['vegan'], without: [] }));
    renderMenu('/menu/pizza');
    await screen.findByText('Unreal Pepperoni');
    expect(seen.location).toBe('/menu/pizza?diet=vegan');
    expect(productNames()).toEqual(['Unreal Pepperoni']);
    expect((screen.getByRole('checkbox', { name: 'Vegan' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says honestly when nothing matches, and clears the filters', async () => {
    renderMenu('/menu/sides?without=milk');
    await screen.findByText(/Nothing on the .* menu matches: Without milk\./);
    expect(screen.queryByText('Mystery Side')).toBeNull();
    const live = screen.getAllByRole('status').find((s) => s.textContent?.includes('match'));
    expect(live?.textContent).toBe('No products match: Without milk.');
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await act(async () => {
      fireEvent.click(clear[clear.length - 1]!);
    });
    expect(await screen.findByText('Mystery Side')).toBeTruthy();
    // Its card says the data is missing rather than showing no allergens.
    expect(screen.getByText('Allergen information is incomplete: may contain any allergen.')).toBeTruthy();
    expect(seen.location).toBe('/menu/sides');
    expect(sessionStorage.getItem(FILTERS_SESSION_KEY)).toBeNull();
  });

  it('labels every filter: the diets and "without" each allergen', async () => {
    renderMenu('/menu/pizza');
    await screen.findByText('Veggie Trio');
    const allergens = screen.getByRole('group', { name: 'Allergens' });
    expect(within(allergens).getAllByRole('checkbox')).toHaveLength(ALLERGEN_FILTERS.length);
    expect(within(allergens).getByRole('checkbox', { name: 'Without tree nuts' })).toBeTruthy();
    const diets = screen.getByRole('group', { name: 'Dietary' });
    expect(
      within(diets)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Vegetarian', 'Vegan', 'Gluten-free base available']);
  });
});
