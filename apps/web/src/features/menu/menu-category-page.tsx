// /menu/{category}/{subcategory?}: the products of one category or range for the visitor's store
// and time, narrowed by the dietary and allergen filters (decision 178). The product child renders
// over this page (Outlet), so the list keeps its scroll position between category and product.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, Outlet, useLocation, useOutlet, useParams } from 'react-router';
import { useConfiguration } from '../../lib/api/get-configuration.ts';
import {
  isNotFound,
  navigationQuery,
  productListQuery,
  productPath,
  retryUnlessClientError,
  useFulfilmentContext,
  type ProductView,
} from '../../lib/api/product-service.ts';
import { PIZZA_FILTERS, pizzaFiltersOf, type PizzaFilter } from '../../lib/api/topping-groups.ts';
import { useLocationStore } from '../../lib/session/location-store.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { titleFromSlug } from '../../lib/text.ts';
import { Button } from '../../ui/button/button.tsx';
import { AlertIcon } from '../../ui/icons/icons.tsx';
import { LocationPrompt } from '../../ui/location-prompt/location-prompt.tsx';
import { Page } from '../../ui/page/page.tsx';
import { hasFilters, matchCountText, matchesFilters, describeFilters } from './dietary-filters.ts';
import { MenuFiltersPanel } from './menu-filters-panel.tsx';
import { featureFlag, PIZZAS_PAGE_CATEGORY_FLAG } from './menu-flags.ts';
import { useMenuFilters } from './use-menu-filters.ts';
import { useOpenProductName } from './use-open-product-name.ts';
import { findCategory, menuLinks, RELATED_LINKS } from './menu-categories.ts';
import { ProductCardSkeleton } from './product-card.tsx';
import { ProductGrid } from './product-grid.tsx';
import './menu.css';

/** Australian menu-labelling law: shown wherever kilojoules are. */
export const ENERGY_STATEMENT = 'The average adult daily energy intake is 8,700 kJ';

const SKELETONS = 6;

export function MenuCategoryPage() {
  // `slug`: a product's builder open over this page (the Outlet's route).
  const { category = '', subcategory, slug } = useParams();
  const ctx = useFulfilmentContext();
  const navigation = useQuery({ ...navigationQuery, retry: retryUnlessClientError });
  const products = useQuery({
    ...productListQuery(category, subcategory, ctx),
    retry: retryUnlessClientError,
  });
  const localised = useLocationStore((s) => s.orderType !== 'unlocalised');
  const storeName = useLocationStore((s) => s.storeName);
  const openLocalisation = useOverlayRequests((s) => s.openLocalisation);
  const filterOn = featureFlag(useConfiguration(), PIZZAS_PAGE_CATEGORY_FLAG);
  const [filter, setFilter] = useState<PizzaFilter | null>(null);
  const [filters, setFilters] = useMenuFilters();
  const filtersOn = hasFilters(filters);
  const { search } = useLocation();
  // A product's builder open over this page (the Outlet): the cards' photos come after the builder's.
  const builderOpen = useOutlet() !== null;

  const links = menuLinks(navigation.data);
  const current = links.find((l) => l.slug === category.toLowerCase());
  const range = current?.children.find((c) => c.slug === subcategory);
  const fallback = findCategory(category);
  const name = current?.name ?? fallback?.name ?? titleFromSlug(category);
  const title = range ? range.name : subcategory ? `${name}: ${titleFromSlug(subcategory)}` : name;
  const isPizzaPage = category.toLowerCase() === 'pizza';
  const openProductName = useOpenProductName(slug);

  const shown = useMemo(() => {
    const list = (products.data ?? []).filter((p) => matchesFilters(p, filters));
    if (!filterOn || !isPizzaPage || !filter) return list;
    return list.filter((p) => pizzaFiltersOf(defaultToppingNames(p)).has(filter));
  }, [products.data, filters, filterOn, isPizzaPage, filter]);
  const listed = (products.data ?? []).length > 0;

  const notFound = products.isError && isNotFound(products.error);

  return (
    <>
      <nav className="menu-nav" aria-label="Menu categories">
        <ul className="container">
          {links.map((link) => (
            <li key={link.slug}>
              <Link to={link.path} aria-current={link.slug === category.toLowerCase() ? 'page' : undefined}>
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Page
        title={title}
        documentTitle={openProductName}
        eyebrow="Menu"
        lead={fallback && !subcategory && <p>{fallback.blurb}</p>}
      >
        {current && current.children.length > 0 && (
          <nav aria-label={`${current.name} ranges`}>
            <ul className="chips menu-chips">
              <li>
                <Link to={current.path} className="chip" aria-current={subcategory ? undefined : 'page'}>
                  All {current.name.toLowerCase()}
                </Link>
              </li>
              {current.children.map((child) => (
                <li key={child.slug}>
                  <Link to={child.path} className="chip" aria-current={child.slug === subcategory ? 'page' : undefined}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {filterOn && isPizzaPage && (
          <div className="menu-filter" role="group" aria-label="Filter pizzas">
            <button type="button" className="chip" aria-pressed={filter === null} onClick={() => setFilter(null)}>
              All
            </button>
            {PIZZA_FILTERS.map((f) => (
              <button
                key={f.id}
                type="button"
                className="chip"
                aria-pressed={filter === f.id}
                onClick={() => setFilter(filter === f.id ? null : f.id)}
              >
                {f.label}
              </button>
            ))}
          </div>
        )}
        <MenuFiltersPanel filters={filters} onChange={setFilters} />
        {!localised && (
          <LocationPrompt
            text="Menus and prices vary by store. Choose delivery or pickup to see what's available near you."
            onChoose={openLocalisation}
          />
        )}
        {category.toLowerCase() === 'alcohol' && (
          <p className="notice menu-notice">
            <AlertIcon />
            <span>
              Alcohol can only be purchased with a food item, up to 6 standard drinks per order. Proof of age (18+) is
              checked on delivery and pickup.
            </span>
          </p>
        )}
        <section aria-labelledby="menu-products" className="menu-products" aria-busy={products.isPending || undefined}>
          <h2 id="menu-products" className="sr-only">
            {title} products
          </h2>
          {/* Present from the start, so each change of the filters is announced. */}
          <p className="sr-only" role="status" aria-live="polite">
            {filtersOn && products.isSuccess ? matchCountText(shown.length, filters) : ''}
          </p>
          {products.isPending ? (
            <div className="product-grid">
              {Array.from({ length: SKELETONS }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
              <span className="sr-only" role="status">
                Loading the menu
              </span>
            </div>
          ) : notFound ? (
            <div className="menu-state">
              <p>We couldn't find a menu called "{titleFromSlug(subcategory ?? category)}".</p>
              <Link to="/menu/pizza">See our pizzas</Link>
            </div>
          ) : products.isError ? (
            <div className="menu-state" role="alert">
              <p>We couldn't load the menu. Please check your connection and try again.</p>
              <Button onClick={() => products.refetch()} disabled={products.isFetching}>
                Try again
              </Button>
            </div>
          ) : shown.length === 0 && filtersOn && listed ? (
            <div className="menu-state">
              <p>
                Nothing on the {title} menu matches: {describeFilters(filters)}. Try fewer filters.
              </p>
              <Button variant="secondary" onClick={() => setFilters({ diets: [], without: [] })}>
                Clear filters
              </Button>
            </div>
          ) : shown.length === 0 ? (
            <p className="menu-state">
              {filter
                ? `No ${filter} pizzas on the menu right now.`
                : localised
                  ? `There is nothing on the ${title} menu${storeName ? ` at ${storeName}` : ''} right now.`
                  : `There is nothing on the ${title} menu right now.`}
            </p>
          ) : (
            <ProductGrid
              products={shown}
              label={`${title} products`}
              pathOf={(product) =>
                `${productPath(product, { category: category.toLowerCase(), subcategory })}${search}`
              }
              photosAfterFirstScreen={builderOpen}
            />
          )}
          {!products.isPending && !products.isError && <p className="menu-energy">{ENERGY_STATEMENT}</p>}
        </section>
        {RELATED_LINKS[category.toLowerCase()] && (
          <nav aria-label="More on the menu" className="menu-related">
            <ul className="chips">
              {RELATED_LINKS[category.toLowerCase()]!.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="chip">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Page>
      <Outlet />
    </>
  );
}

const defaultToppingNames = (product: ProductView) =>
  product.ingredients.filter((i) => i.ingredientCategoryCode === 'Topping' && i.isDefault).map((i) => i.name);
