// /stores: find a store by suburb or postcode (or near you), or browse a state. Results list the
// distance, services, today's hours and whether the store is open now, each linking to its page.
import type { Store, StoreSchedule } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { allStores, locateStores, retryUnlessClientError, schedulesFor, storesNear } from '../../lib/api/store-api.ts';
import { locationSearchError } from '../../lib/location-search.ts';
import { useNow } from '../../lib/use-now.ts';
import { Button } from '../../ui/button/button.tsx';
import { SearchField } from '../../ui/field/search-field.tsx';
import { AlertIcon, PinIcon } from '../../ui/icons/icons.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { StoreCard } from './store-card.tsx';
import './stores.css';

export const STATES = [
  ['NSW', 'New South Wales'],
  ['VIC', 'Victoria'],
  ['QLD', 'Queensland'],
  ['WA', 'Western Australia'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['ACT', 'Australian Capital Territory'],
  ['NT', 'Northern Territory'],
] as const;

/** Stores near a point search this far (km). */
export const NEAR_ME_RADIUS_KM = 30;

type Listed = StoreSchedule | (Store & { distanceKm?: null; tradingDays?: undefined });

/** '-33.81,151.00' from ?near= */
export function parseNear(value: string | null): { latitude: number; longitude: number } | null {
  const match = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(value ?? '');
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

async function nearMe(point: { latitude: number; longitude: number }, signal: AbortSignal): Promise<StoreSchedule[]> {
  const stores = await storesNear({ ...point, isPickup: true, radiusKm: NEAR_ME_RADIUS_KM }, signal);
  const schedules = await schedulesFor(stores, signal);
  return stores.flatMap((store) => {
    const schedule = schedules.get(store.code);
    return schedule ? [{ ...schedule, distanceKm: store.distanceKm }] : [];
  });
}

export function StoreLocatorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const now = useNow();
  const search = params.get('search')?.trim() ?? '';
  const state = STATES.find(([code]) => code === params.get('state')?.toUpperCase())?.[0] ?? null;
  const near = parseNear(params.get('near'));
  const [locating, setLocating] = useState(false);
  const [locateProblem, setLocateProblem] = useState<string | null>(null);
  const validSearch = search && !locationSearchError(search) ? search : null;

  const results = useQuery<Listed[]>({
    queryKey: ['store-locator', validSearch, state, near],
    queryFn: async ({ signal }) => {
      if (validSearch) return locateStores(validSearch, signal);
      if (near) return nearMe(near, signal);
      const stores = await allStores(signal);
      return stores.filter((store) => store.state === state).sort((a, b) => a.name.localeCompare(b.name));
    },
    enabled: !!validSearch || !!state || !!near,
    retry: retryUnlessClientError,
  });
  const stores = results.data ?? [];
  const subject = validSearch ?? (state ? STATES.find(([code]) => code === state)![1] : near ? 'your location' : null);

  const useMyLocation = () => {
    setLocateProblem(null);
    if (!('geolocation' in navigator)) {
      setLocateProblem("We couldn't find your location. Search by suburb or postcode instead.");
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        navigate(`/stores?near=${coords.latitude.toFixed(4)},${coords.longitude.toFixed(4)}`);
      },
      (error) => {
        setLocating(false);
        setLocateProblem(
          error.code === 1
            ? 'Location access is turned off for this site. Search by suburb or postcode instead.'
            : "We couldn't find your location. Search by suburb or postcode instead.",
        );
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <Page
      title="Find a store"
      lead={<p>Opening hours, pickup and delivery from your local Red Roof Pizza.</p>}
      crumbs={[{ to: '/', label: 'Home' }]}
    >
      <div className="grid-2">
        <div>
          <Section title="Search">
            <SearchField
              key={search}
              label="Suburb or postcode"
              submitLabel="Find stores"
              defaultValue={search}
              autoComplete="postal-code"
              validate={locationSearchError}
              onSearch={(term) => navigate(`/stores?search=${encodeURIComponent(term)}`)}
            />
            <Button variant="ghost" size="sm" className="use-location" onClick={useMyLocation} disabled={locating}>
              <PinIcon /> {locating ? 'Finding your location…' : 'Use my location'}
            </Button>
            {locateProblem && (
              <p className="store-message" role="alert">
                <AlertIcon /> {locateProblem}
              </p>
            )}
          </Section>
          <section
            className="store-results"
            aria-labelledby="store-results-title"
            aria-busy={results.isFetching || undefined}
          >
            <h2 id="store-results-title" className={subject ? undefined : 'sr-only'}>
              {subject ? `Stores near ${subject}` : 'Stores'}
            </h2>
            <p className={results.isSuccess ? 'store-results__count' : 'sr-only'} role="status">
              {results.isFetching
                ? 'Finding stores…'
                : results.isSuccess
                  ? `${stores.length} ${stores.length === 1 ? 'store' : 'stores'}${validSearch || near ? ', nearest first' : ''}`
                  : ''}
            </p>
            {search && !validSearch && <p className="store-message">{locationSearchError(search)}</p>}
            {!subject && !search && (
              <p className="store-results__intro">Search for your suburb or postcode, or browse stores by state.</p>
            )}
            {results.isFetching && <Spinner label="Finding stores" size="lg" />}
            {results.isError && !results.isFetching && (
              <div className="store-message" role="alert">
                <AlertIcon />
                <span>
                  We couldn't load stores just now.{' '}
                  <button type="button" className="link-button" onClick={() => void results.refetch()}>
                    Try again
                  </button>
                </span>
              </div>
            )}
            {results.isSuccess && !results.isFetching && stores.length === 0 && (
              <p className="store-message">
                No stores found near {subject}. Try a nearby suburb or postcode, or browse by state.
              </p>
            )}
            {!results.isFetching && stores.length > 0 && (
              <ul className="store-cards">
                {stores.map((store) => (
                  <StoreCard key={store.code} store={store} now={now} />
                ))}
              </ul>
            )}
          </section>
        </div>
        <nav aria-label="Stores by state" className="panel">
          <h2>Browse by state</h2>
          <ul className="chips">
            {STATES.map(([code, name]) => (
              <li key={code}>
                <Link
                  to={`/stores?state=${code}`}
                  className="chip"
                  title={name}
                  aria-current={state === code ? 'page' : undefined}
                >
                  {code}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Page>
  );
}
