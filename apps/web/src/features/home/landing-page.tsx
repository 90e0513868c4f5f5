// Landing: start an order (delivery or pickup), browse categories and ranges, find help. The hero,
// today's deals heading, the ranges banner and the offers strip come from content stories
// (banners/home-*), read after the first paint; their built-in copy shows until then or instead.
// The other headings and labels come from the dictionary, and feature flags switch the today's
// deals and offers strips (landing-words.ts; decision 190).
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { orderSummary, useLocationStore } from '../../lib/session/location-store.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { buttonClass } from '../../ui/button/button.tsx';
import { BagIcon, ChevronRightIcon, ClockIcon, ScooterIcon, StoreIcon, TagIcon } from '../../ui/icons/icons.tsx';
import { useDocumentTitle } from '../../ui/page/page.tsx';
import { useContentStories } from '../../lib/content/use-content-stories.ts';
import { useDictionaryWords, useFeatureFlag } from '../../lib/content/datasources.ts';
import { useAfterMountTask } from '../../lib/use-after-mount-task.ts';
import { DessertArt, DrinkArt, HeroPizza, MealArt, PizzaArt, SidesArt, WingsArt } from './illustrations.tsx';
import { LANDING_STORIES_PREFIX, landingCopy } from './landing-copy.ts';
import { LANDING_FLAGS, LANDING_WORDS } from './landing-words.ts';
import './landing.css';

// Out of the landing's first bundle: the strip and its styles load once the page has rendered, and
// both lazy parts start loading in a task after the mount's (use-after-mount-task.ts).
const TodaysDeals = lazy(() => import('./todays-deals.tsx'));
// The engagement service's content cards (decision 165): loaded after the first paint, refreshed
// every 60 seconds; a section with no cards shows nothing, so the built-in copy stands alone.
const ContentCards = lazy(() => import('../../lib/engagement/content-card-section.tsx'));

const CATEGORIES: { to: string; name: string; blurb: string; art: ReactNode }[] = [
  { to: '/menu/pizza', name: 'Pizza', blurb: 'Classics to premium, made your way', art: <PizzaArt /> },
  { to: '/menu/pizza-meals', name: 'Pizza meals', blurb: 'Pizzas, sides and drinks together', art: <MealArt /> },
  { to: '/menu/wingsstreet', name: 'WingsStreet', blurb: 'Wings in sauces from mild to hot', art: <WingsArt /> },
  { to: '/menu/sides', name: 'Sides', blurb: 'Garlic bread, fries and more', art: <SidesArt /> },
  { to: '/menu/desserts', name: 'Desserts', blurb: 'Lava cakes, cookies and treats', art: <DessertArt /> },
  { to: '/menu/drinks', name: 'Drinks', blurb: 'Soft drinks to go with it all', art: <DrinkArt /> },
];

/** The offers strip's icon for each page it can link to. */
const OFFER_ICONS: Record<string, ReactNode> = {
  '/offers': <TagIcon />,
  '/stores': <StoreIcon />,
  '/track-order': <ClockIcon />,
};

type Words = Record<keyof typeof LANDING_WORDS, string>;

function StartOrder({ words }: { words: Words }) {
  const session = useLocationStore();
  const summary = orderSummary(session);
  const openLocalisation = useOverlayRequests((s) => s.openLocalisation);
  if (summary.localised) {
    return (
      <section className="start-order" aria-labelledby="start-order-title">
        <h2 id="start-order-title">{words.yourOrderTitle}</h2>
        <p className="start-order__current">
          <strong>{summary.orderType}</strong>
          {summary.store && ` from ${summary.store}`}
          {summary.time && `, ${summary.time}`}
        </p>
        <div className="start-order__choices">
          <Link to="/menu/pizza" className={buttonClass({ size: 'lg' })}>
            {words.browseMenu}
          </Link>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'lg' })}
            onClick={() => openLocalisation(session.orderType === 'pickup' ? 'pickup' : 'delivery')}
          >
            {words.change}
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className="start-order" aria-labelledby="start-order-title">
      <h2 id="start-order-title">{words.startOrderTitle}</h2>
      <p>{words.startOrderLead}</p>
      <div className="start-order__choices">
        <button type="button" className="choice" onClick={() => openLocalisation('delivery')}>
          <ScooterIcon />
          <span>
            <strong>{words.delivery}</strong>
            <span>{words.deliveryText}</span>
          </span>
        </button>
        <button type="button" className="choice" onClick={() => openLocalisation('pickup')}>
          <BagIcon />
          <span>
            <strong>{words.pickup}</strong>
            <span>{words.pickupText}</span>
          </span>
        </button>
      </div>
    </section>
  );
}

export function LandingPage() {
  useDocumentTitle('Order pizza online for delivery or pickup');
  const { hero, deals, secondary, offers } = landingCopy(useContentStories(LANDING_STORIES_PREFIX));
  const words = useDictionaryWords(LANDING_WORDS);
  const orderType = useLocationStore((s) => s.orderType);
  const showTodaysDeals = useFeatureFlag(LANDING_FLAGS.todaysDeals, orderType, true);
  const showOfferStrip = useFeatureFlag(LANDING_FLAGS.offerStrip, orderType, true);
  const lazyPartsMayLoad = useAfterMountTask();
  return (
    <div className="landing">
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <h1 tabIndex={-1}>
              <span className="hero__brand">{hero.brand}</span>
              <span className="hero__headline">{hero.headline}</span>
            </h1>
            <p className="hero__lead">{hero.lead}</p>
            <StartOrder words={words} />
          </div>
          <HeroPizza />
        </div>
      </section>

      {lazyPartsMayLoad && (
        <Suspense fallback={null}>
          <ContentCards section="homepage-hero" title="Featured" hideTitle className="container landing__section" />
          <ContentCards
            section="homepage-todays-offer"
            title={words.todaysOffer}
            className="container landing__section"
          />
          {showTodaysDeals && <TodaysDeals heading={deals} />}
          <ContentCards section="homepage-deals" title={words.dealsForYou} className="container landing__section" />
        </Suspense>
      )}

      <section className="container landing__section" aria-labelledby="categories-title">
        <div className="landing__heading">
          <h2 id="categories-title">{words.categoriesTitle}</h2>
          <Link to="/menu/pizza" className="landing__more">
            {words.fullMenu} <ChevronRightIcon />
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

      {lazyPartsMayLoad && (
        <Suspense fallback={null}>
          <ContentCards
            section="homepage-secondary-hero"
            title="More for you"
            hideTitle
            className="container landing__section"
          />
        </Suspense>
      )}

      <section className="container landing__section" aria-labelledby="ranges-title">
        <div className="ranges">
          <div>
            <h2 id="ranges-title">{secondary.title}</h2>
            <p>{secondary.text}</p>
          </div>
          <ul className="chips">
            {secondary.links.map((range) => (
              <li key={range.url}>
                <Link to={range.url} className="chip">
                  {range.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {showOfferStrip && (
        <section className="container landing__section" aria-labelledby="more-title">
          <h2 id="more-title" className="sr-only">
            {offers.title}
          </h2>
          <ul className="promos">
            {offers.items.map((item, index) => (
              <li key={item.url}>
                <Link to={item.url} className={index === 0 ? 'promo promo--red' : 'promo'}>
                  {OFFER_ICONS[item.url] ?? <ChevronRightIcon />}
                  <span className="promo__title">{item.title}</span>
                  <span>{item.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
