// Landing: start an order (delivery or pickup), browse categories and ranges, find help.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { orderSummary, useLocationStore } from '../../lib/session/location-store.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { buttonClass } from '../../ui/button/button.tsx';
import { BagIcon, ChevronRightIcon, ClockIcon, ScooterIcon, StoreIcon, TagIcon } from '../../ui/icons/icons.tsx';
import { useDocumentTitle } from '../../ui/page/page.tsx';
import { DessertArt, DrinkArt, HeroPizza, MealArt, PizzaArt, SidesArt, WingsArt } from './illustrations.tsx';
import './landing.css';

const CATEGORIES: { to: string; name: string; blurb: string; art: ReactNode }[] = [
  { to: '/menu/pizza', name: 'Pizza', blurb: 'Classics to premium, made your way', art: <PizzaArt /> },
  { to: '/menu/pizza-meals', name: 'Pizza meals', blurb: 'Pizzas, sides and drinks together', art: <MealArt /> },
  { to: '/menu/wingsstreet', name: 'WingsStreet', blurb: 'Wings in sauces from mild to hot', art: <WingsArt /> },
  { to: '/menu/sides', name: 'Sides', blurb: 'Garlic bread, fries and more', art: <SidesArt /> },
  { to: '/menu/desserts', name: 'Desserts', blurb: 'Lava cakes, cookies and treats', art: <DessertArt /> },
  { to: '/menu/drinks', name: 'Drinks', blurb: 'Soft drinks to go with it all', art: <DrinkArt /> },
];

const RANGES = [
  { to: '/menu/pizza/classics-range', name: 'Classics' },
  { to: '/menu/pizza/favourites-range', name: 'Favourites' },
  { to: '/menu/pizza/supreme-range', name: 'Supreme' },
  { to: '/menu/pizza/premium-range', name: 'Premium' },
];

function StartOrder() {
  const session = useLocationStore();
  const summary = orderSummary(session);
  const openLocalisation = useOverlayRequests((s) => s.openLocalisation);
  if (summary.localised) {
    return (
      <section className="start-order" aria-labelledby="start-order-title">
        <h2 id="start-order-title">Your order</h2>
        <p className="start-order__current">
          <strong>{summary.orderType}</strong>
          {summary.store && ` from ${summary.store}`}
          {summary.time && `, ${summary.time}`}
        </p>
        <div className="start-order__choices">
          <Link to="/menu/pizza" className={buttonClass({ size: 'lg' })}>
            Browse the menu
          </Link>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'lg' })}
            onClick={() => openLocalisation(session.orderType === 'pickup' ? 'pickup' : 'delivery')}
          >
            Change
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className="start-order" aria-labelledby="start-order-title">
      <h2 id="start-order-title">Start your order</h2>
      <p>How would you like your pizza?</p>
      <div className="start-order__choices">
        <button type="button" className="choice" onClick={() => openLocalisation('delivery')}>
          <ScooterIcon />
          <span>
            <strong>Delivery</strong>
            <span>To your door</span>
          </span>
        </button>
        <button type="button" className="choice" onClick={() => openLocalisation('pickup')}>
          <BagIcon />
          <span>
            <strong>Pickup</strong>
            <span>From a store near you</span>
          </span>
        </button>
      </div>
    </section>
  );
}

export function LandingPage() {
  useDocumentTitle('Order pizza online for delivery or pickup');
  return (
    <div className="landing">
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <h1 tabIndex={-1}>
              <span className="hero__brand">Red Roof Pizza</span>
              <span className="hero__headline">Hot, hand-stretched and made your way</span>
            </h1>
            <p className="hero__lead">
              Order online for delivery to your door or pick up from your local store. Fresh dough every day, real
              cheese, no shortcuts.
            </p>
            <StartOrder />
          </div>
          <HeroPizza />
        </div>
      </section>

      <section className="container landing__section" aria-labelledby="categories-title">
        <div className="landing__heading">
          <h2 id="categories-title">What are you craving?</h2>
          <Link to="/menu/pizza" className="landing__more">
            Full menu <ChevronRightIcon />
          </Link>
        </div>
        <ul className="categories">
          {CATEGORIES.map((category) => (
            <li key={category.to}>
              <Link to={category.to} className="category">
                <span className="category__art">{category.art}</span>
                <span className="category__name">{category.name}</span>
                <span className="category__blurb">{category.blurb}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="container landing__section" aria-labelledby="ranges-title">
        <div className="ranges">
          <div>
            <h2 id="ranges-title">Pizza ranges</h2>
            <p>From everyday classics to loaded premium pizzas. Every range comes in every size.</p>
          </div>
          <ul className="chips">
            {RANGES.map((range) => (
              <li key={range.to}>
                <Link to={range.to} className="chip">
                  {range.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container landing__section" aria-labelledby="more-title">
        <h2 id="more-title" className="sr-only">
          More from Red Roof Pizza
        </h2>
        <ul className="promos">
          <li>
            <Link to="/offers" className="promo promo--red">
              <TagIcon />
              <span className="promo__title">Deals and coupons</span>
              <span>Today's offers at your local store</span>
            </Link>
          </li>
          <li>
            <Link to="/stores" className="promo">
              <StoreIcon />
              <span className="promo__title">Find a store</span>
              <span>Opening hours, pickup and delivery areas</span>
            </Link>
          </li>
          <li>
            <Link to="/track-order" className="promo">
              <ClockIcon />
              <span className="promo__title">Track your order</span>
              <span>See where your pizza is, live</span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
