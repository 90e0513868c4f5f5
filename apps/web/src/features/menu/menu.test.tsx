import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Link, MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfigurationStore } from '../../lib/api/get-configuration.ts';
import { productBySlugQuery, useFulfilmentContext } from '../../lib/api/product-service.ts';
import { resetBackgroundWork, startBackgroundWork } from '../../lib/background-work.ts';
import { pizzaFiltersOf, toppingGroupOf } from '../../lib/api/topping-groups.ts';
import { sampleConfiguration } from '../../test/fixtures.ts';
import { garlicBread, hawaiian, pepperoni } from '../../test/product-fixtures.ts';
import { ENERGY_STATEMENT, MenuCategoryPage } from './menu-category-page.tsx';
import { featureFlag } from './menu-flags.ts';
import { energyLabel, priceLabel } from './product-card.tsx';

const prawnPizza = {
  ...pepperoni,
  productId: 1031,
  slug: 'garlic-prawn',
  name: 'Garlic Prawn',
  ingredients: [
    {
      productId: 521,
      name: 'Prawns',
      ingredientCategoryCode: 'Topping' as const,
      isDefault: true,
      priceCents: 400,
      maxQuantity: 2,
    },
  ],
};
const soldOut = { ...hawaiian, productId: 1025, slug: 'med', name: 'Mediterranean Supreme', isOutOfStock: true };

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderMenu(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/menu/:category/:subcategory?" element={<MenuCategoryPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/v1/navigation')) return answer([]);
      if (url.includes('primaryCategory=nope'))
        return answer({ status: 404, code: 'NotFound', message: 'Category not found.', errors: [] }, 404);
      if (url.includes('primaryCategory=sides')) return answer([garlicBread]);
      if (url.startsWith('/api/v1/products/slug/garlic-prawn')) return answer(prawnPizza);
      if (url.startsWith('/api/v1/products/slug/'))
        return answer({ status: 404, code: 'NotFound', message: 'Product not found.', errors: [] }, 404);
      return answer([pepperoni, prawnPizza, soldOut]);
    }),
  );
  useConfigurationStore.setState({ configuration: sampleConfiguration });
});
afterEach(() => vi.unstubAllGlobals());

describe('menu labels', () => {
  it('shows "from" prices for sized products and fixed prices otherwise', () => {
    expect(priceLabel(pepperoni)).toBe('From $7.95');
    expect(priceLabel(garlicBread)).toBe('$5.95');
    expect(priceLabel({ ...garlicBread, totalPrice: 0 })).toBe('Free');
  });

  it('shows the kilojoule range across sizes', () => {
    expect(energyLabel(pepperoni)).toBe('3,555–10,665 kJ');
    expect(energyLabel({ sizes: [pepperoni.sizes[0]!] })).toBe('3,555 kJ');
    expect(energyLabel(garlicBread)).toBe('2,900 kJ');
    expect(energyLabel({ ...garlicBread, energyKj: undefined })).toBeNull();
    expect(energyLabel({ ...garlicBread, energyKj: 0 })).toBe('0 kJ');
  });

  it('groups toppings and files pizzas under the filter', () => {
    expect(
      ['Ham', 'Peri Peri Chicken', 'Prawns', 'Mushrooms', 'Feta', 'Plant-Based Pepperoni', 'Champignons'].map(
        toppingGroupOf,
      ),
    ).toEqual(['meat', 'chicken', 'seafood', 'veg', 'cheese', 'plant', 'veg']);
    expect([...pizzaFiltersOf(['Bacon', 'Chicken', 'Mozzarella'])].sort()).toEqual(['chicken', 'meat']);
    expect([...pizzaFiltersOf(['Prawns', 'Rocket'])]).toEqual(['prawn']);
    expect([...pizzaFiltersOf(['Mushrooms', 'Plant-Based Mince'])]).toEqual(['veggie']);
  });
});

describe('feature flag pizzas_page_category', () => {
  it('is off unless configured', () => {
    expect(featureFlag(sampleConfiguration, 'pizzas_page_category')).toBe(false);
    expect(featureFlag(undefined, 'pizzas_page_category')).toBe(false);
  });

  it('reads a setting, a flag map or a list of { id, enabled }', () => {
    const withSettings = (extra: Record<string, unknown>) => ({
      ...sampleConfiguration,
      settings: { ...sampleConfiguration.settings, ...extra },
    });
    expect(featureFlag(withSettings({ pizzas_page_category: 'enable' }), 'pizzas_page_category')).toBe(true);
    expect(featureFlag(withSettings({ pizzas_page_category: false }), 'pizzas_page_category')).toBe(false);
    expect(featureFlag(withSettings({ FEATURE_FLAGS: { pizzas_page_category: true } }), 'pizzas_page_category')).toBe(
      true,
    );
    expect(
      featureFlag(
        withSettings({ FEATURE_FLAGS: [{ id: 'pizzas_page_category', enabled: true }] }),
        'pizzas_page_category',
      ),
    ).toBe(true);
    expect(featureFlag(withSettings({ FEATURE_FLAGS: [{ id: 'other', enabled: true }] }), 'pizzas_page_category')).toBe(
      false,
    );
  });
});

describe('menu page', () => {
  it('lists products with price, kJ, sold out, allergens and the energy statement', async () => {
    renderMenu('/menu/pizza');
    const list = await screen.findByRole('list', { name: 'Pizza products' });
    const card = within(list).getByRole('article', { name: 'Pepperoni' });
    expect(within(card).getByText('From $7.95')).toBeTruthy();
    expect(within(card).getByText('3,555–10,665 kJ')).toBeTruthy();
    expect(within(card).getByText('Contains gluten, wheat, milk.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Pepperoni' }).getAttribute('href')).toBe(
      '/menu/pizza/product/pizzas/pepperoni',
    );
    expect(
      within(within(list).getByRole('article', { name: 'Mediterranean Supreme' })).getByText('Sold out'),
    ).toBeTruthy();
    expect(screen.getByText(ENERGY_STATEMENT)).toBeTruthy();
    expect(ENERGY_STATEMENT).toBe('The average adult daily energy intake is 8,700 kJ');
    expect(screen.queryByRole('group', { name: 'Filter pizzas' })).toBeNull();
  });

  it('filters pizzas when the flag is on', async () => {
    useConfigurationStore.setState({
      configuration: {
        ...sampleConfiguration,
        settings: { ...sampleConfiguration.settings, pizzas_page_category: 'enable' },
      },
    });
    renderMenu('/menu/pizza');
    await screen.findByRole('list', { name: 'Pizza products' });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Filter pizzas' })).getByRole('button', { name: 'Prawn' }),
    );
    const names = within(screen.getByRole('list', { name: 'Pizza products' }))
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-labelledby') && a.querySelector('h3')?.textContent);
    expect(names).toEqual(['Garlic Prawn']);
  });

  it('says so for a menu that does not exist', async () => {
    renderMenu('/menu/nope');
    expect(await screen.findByText(/We couldn't find a menu called/)).toBeTruthy();
  });
});

describe('the menu behind a builder the page opened on', () => {
  function renderWithBuilder(path: string) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/menu/:category/:subcategory?" element={<MenuCategoryPage />}>
              <Route path="product/:type/:slug" element={<p>The builder</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }
  afterEach(() => startBackgroundWork());

  it("shows the cards' photos once the first screen is drawn, the builder's photo first", async () => {
    resetBackgroundWork();
    const { container } = renderWithBuilder('/menu/pizza/product/pizzas/pepperoni');
    await screen.findByText('The builder');
    await screen.findByRole('heading', { name: pepperoni.name, level: 3 });
    expect(container.querySelectorAll('.product-card__media img')).toHaveLength(0);
    act(() => startBackgroundWork());
    await waitFor(() => expect(container.querySelectorAll('.product-card__media img')).toHaveLength(3));
  });

  it('a menu with no builder open shows its photos at once', async () => {
    resetBackgroundWork();
    const { container } = renderMenu('/menu/pizza');
    await screen.findByRole('heading', { name: pepperoni.name, level: 3 });
    expect(container.querySelectorAll('.product-card__media img')).toHaveLength(3);
  });
});

describe("the document's title", () => {
  /** Stands in for the builder: asks for its product as the builder does, and closes to the menu. */
  function Builder() {
    const { slug = '' } = useParams();
    const product = useQuery(productBySlugQuery(slug, useFulfilmentContext()));
    return <Link to="/menu/pizza">Close {product.data?.name ?? 'the loading sheet'}</Link>;
  }

  function renderAt(path: string) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/menu/:category/:subcategory?" element={<MenuCategoryPage />}>
              <Route path="product/:type/:slug" element={<Builder />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it("names the product whose builder is open over the menu, then the menu's once it closes", async () => {
    renderAt('/menu/pizza/product/pizzas/garlic-prawn');
    // Until the builder has its product: the address in words.
    expect(document.title).toBe('Garlic prawn | Red Roof Pizza');
    fireEvent.click(await screen.findByRole('link', { name: 'Close Garlic Prawn' }));
    await screen.findByRole('heading', { name: 'Pizza', level: 1 });
    expect(document.title).toBe('Pizza | Red Roof Pizza');
  });

  it("a product that is not found keeps the menu's title", async () => {
    renderAt('/menu/pizza/product/pizzas/no-such-pizza');
    expect(document.title).toBe('No such pizza | Red Roof Pizza');
    await waitFor(() => expect(document.title).toBe('Pizza | Red Roof Pizza'));
  });

  it('with the product known, names it from its answer', async () => {
    renderAt('/menu/pizza/product/pizzas/garlic-prawn');
    await screen.findByRole('link', { name: 'Close Garlic Prawn' });
    await waitFor(() => expect(document.title).toBe('Garlic Prawn | Red Roof Pizza'));
  });
});
