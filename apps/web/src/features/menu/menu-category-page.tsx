// /menu/{category}/{subcategory?}. The product child renders over this page (Outlet), so the list
// keeps its scroll position between category and product.
import { Link, Outlet, useParams } from 'react-router';
import { useLocationStore } from '../../lib/session/location-store.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { titleFromSlug } from '../../lib/text.ts';
import { LocationPrompt } from '../../ui/location-prompt/location-prompt.tsx';
import { Page } from '../../ui/page/page.tsx';
import { findCategory, MENU_CATEGORIES, PIZZA_RANGES } from './menu-categories.ts';
import './menu.css';

export function MenuCategoryPage() {
  const { category = '', subcategory } = useParams();
  const found = findCategory(category);
  const range = PIZZA_RANGES.find((r) => r.code === subcategory);
  const name = found?.name ?? titleFromSlug(category);
  const title = range ? `${range.name} pizzas` : subcategory ? `${name}: ${titleFromSlug(subcategory)}` : name;
  const storeName = useLocationStore((s) => s.storeName);
  const localised = useLocationStore((s) => s.orderType !== 'unlocalised');
  const openLocalisation = useOverlayRequests((s) => s.openLocalisation);

  return (
    <>
      <nav className="menu-nav" aria-label="Menu categories">
        <ul className="container">
          {MENU_CATEGORIES.filter((c) => c.inNav).map((c) => (
            <li key={c.code}>
              <Link to={`/menu/${c.code}`} aria-current={c.code === category ? 'page' : undefined}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Page title={title} eyebrow="Menu" lead={found && <p>{found.blurb}</p>}>
        {category === 'pizza' && (
          <nav aria-label="Pizza ranges">
            <ul className="chips">
              <li>
                <Link to="/menu/pizza" className="chip" aria-current={subcategory ? undefined : 'page'}>
                  All pizzas
                </Link>
              </li>
              {PIZZA_RANGES.map((r) => (
                <li key={r.code}>
                  <Link
                    to={`/menu/pizza/${r.code}`}
                    className="chip"
                    aria-current={r.code === subcategory ? 'page' : undefined}
                  >
                    {r.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {!localised && (
          <LocationPrompt
            text="Menus and prices vary by store. Choose delivery or pickup to see what's available near you."
            onChoose={openLocalisation}
          />
        )}
        <section aria-labelledby="menu-products" className="menu-products">
          <h2 id="menu-products" className="sr-only">
            Products
          </h2>
          <p className="menu-products__empty">
            {localised
              ? `There is nothing on the ${title.toLowerCase()} menu${storeName ? ` at ${storeName}` : ''} right now.`
              : `The ${title.toLowerCase()} menu for your store shows here once you've chosen delivery or pickup.`}
          </p>
        </section>
      </Page>
      <Outlet />
    </>
  );
}
