// Store finder and store page (stores issue fills results, hours and contact details).
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { locationSearchError } from '../../lib/location-search.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { placeFromSlug } from '../../lib/text.ts';
import { SearchField } from '../../ui/field/search-field.tsx';
import { LocationPrompt } from '../../ui/location-prompt/location-prompt.tsx';
import { Page, Section } from '../../ui/page/page.tsx';

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

export function StoreLocatorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.get('search') ?? '';
  const state = params.get('state');
  return (
    <Page
      title="Find a store"
      lead={<p>Opening hours, pickup and delivery from your local Red Roof Pizza.</p>}
      crumbs={[{ to: '/', label: 'Home' }]}
    >
      <div className="grid-2">
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
          {(search || state) && (
            <p role="status" className="store-results">
              Showing stores for <strong>{search || STATES.find(([code]) => code === state)?.[1] || state}</strong>.
            </p>
          )}
        </Section>
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

export function StorePage() {
  const { storeName } = useLoaderData() as { storeName: string };
  const place = placeFromSlug(storeName);
  const openLocalisation = useOverlayRequests((s) => s.openLocalisation);
  return (
    <Page
      title={`Red Roof Pizza ${place}`}
      eyebrow="Store"
      crumbs={[
        { to: '/', label: 'Home' },
        { to: '/stores', label: 'Stores' },
      ]}
    >
      <LocationPrompt
        title={`Order from ${place}`}
        text="Get it delivered or pick it up from this store."
        onChoose={openLocalisation}
      />
      <Section title="Other stores">
        <p>
          <Link to={`/stores?search=${encodeURIComponent(place)}`}>Find other stores near {place}</Link>
        </p>
      </Section>
    </Page>
  );
}
