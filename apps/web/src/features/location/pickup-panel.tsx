// Pickup: find stores by suburb or postcode (or the visitor's location), nearest first with open or
// closed now and today's hours; then a time at the chosen store, and save.
import type { StoreSchedule } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import {
  locateStores,
  retryUnlessClientError,
  schedulesFor,
  storeByCode,
  storeSchedule,
  storesNear,
} from '../../lib/api/store-api.ts';
import { locationSearchError } from '../../lib/location-search.ts';
import { sessionMessages } from '../../lib/session/session-messages.ts';
import { useNow } from '../../lib/use-now.ts';
import { Button } from '../../ui/button/button.tsx';
import { SearchField } from '../../ui/field/search-field.tsx';
import { PinIcon } from '../../ui/icons/icons.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { LocMessage } from './loc-message.tsx';
import type { SessionSaver } from './use-session-saver.ts';

// Store hours and the time step bring the date rules: they load with the first results.
const StoreOption = lazy(() => import('./store-option.tsx'));
const PickupWhen = lazy(() => import('./pickup-when.tsx'));

type Source = { kind: 'search'; text: string } | { kind: 'near'; latitude: number; longitude: number };

/** Pickup radius for 'use my location' (km). */
export const NEAR_ME_RADIUS_KM = 15;

const byDistance = (a: StoreSchedule, b: StoreSchedule) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity);

async function storesNearMe(latitude: number, longitude: number, signal: AbortSignal): Promise<StoreSchedule[]> {
  const stores = await storesNear({ latitude, longitude, isPickup: true, radiusKm: NEAR_ME_RADIUS_KM }, signal);
  const schedules = await schedulesFor(stores, signal);
  return stores.flatMap((store) => {
    const schedule = schedules.get(store.code);
    return schedule ? [{ ...schedule, distanceKm: store.distanceKm }] : [];
  });
}

export function geolocationMessage(error: GeolocationPositionError | null): string {
  return error?.code === 1
    ? 'Location access is turned off for this site. Search by suburb or postcode instead.'
    : "We couldn't find your location. Search by suburb or postcode instead.";
}

export interface PickupPanelProps {
  saver: SessionSaver;
  /** Preset store (store page, locate link). */
  storeCode?: string;
  /** Search to run on arrival (delivery's 'pick up instead'). */
  initialSearch?: string;
}

export function PickupPanel({ saver, storeCode, initialSearch }: PickupPanelProps) {
  const now = useNow();
  const [source, setSource] = useState<Source | null>(initialSearch ? { kind: 'search', text: initialSearch } : null);
  const [chosen, setChosen] = useState<StoreSchedule | null>(null);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [offline, setOffline] = useState<string | null>(null);

  const preset = useQuery({
    queryKey: ['store-with-schedule', storeCode],
    queryFn: async ({ signal }) => {
      const store = await storeByCode(storeCode!, signal);
      return storeSchedule(store, signal);
    },
    enabled: !!storeCode,
    retry: retryUnlessClientError,
  });
  const presetStore = storeCode && preset.data ? preset.data : null;
  const store = chosen ?? presetStore;

  const results = useQuery({
    queryKey: ['pickup-stores', source],
    queryFn: ({ signal }) =>
      source!.kind === 'search'
        ? locateStores(source!.text, signal)
        : storesNearMe(source!.latitude, source!.longitude, signal),
    enabled: source !== null,
    retry: retryUnlessClientError,
  });
  const stores = [...(results.data ?? [])].sort(byDistance);

  const select = (candidate: StoreSchedule) => {
    saver.clear();
    // Spec section 5: the store must be online (the save checks again).
    if (!candidate.isPOSOnline) {
      setOffline(candidate.code);
      return;
    }
    setOffline(null);
    setProblem(null);
    setChosen(candidate);
  };

  const useMyLocation = () => {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem(geolocationMessage(null));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setSource({ kind: 'near', latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (error) => {
        setLocating(false);
        setProblem(geolocationMessage(error));
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  if (store) {
    return (
      <Suspense fallback={<Spinner label="Loading times" />}>
        <PickupWhen
          store={store}
          saver={saver}
          onChangeStore={() => {
            saver.clear();
            setChosen(null);
            if (presetStore && !source) setSource({ kind: 'search', text: presetStore.postCode });
          }}
        />
      </Suspense>
    );
  }

  return (
    <div className="loc-step">
      {storeCode && preset.isPending && <Spinner label="Loading the store" />}
      {storeCode && preset.isError && (
        <LocMessage tone="error">
          {preset.error instanceof ApiError && preset.error.status === 404
            ? "We couldn't find that store. Search for another below."
            : "We couldn't load that store just now. Search for a store below."}
        </LocMessage>
      )}
      <SearchField
        key={source?.kind === 'search' ? source.text : 'none'}
        label="Suburb or postcode"
        hint="We'll show the stores closest to you."
        submitLabel="Find stores"
        defaultValue={source?.kind === 'search' ? source.text : ''}
        autoComplete="postal-code"
        validate={locationSearchError}
        onSearch={(text) => {
          setProblem(null);
          setSource({ kind: 'search', text });
        }}
      />
      <Button variant="ghost" size="sm" className="use-location" onClick={useMyLocation} disabled={locating}>
        <PinIcon /> {locating ? 'Finding your location…' : 'Use my location'}
      </Button>
      {problem && <LocMessage tone="error">{problem}</LocMessage>}
      <div className="store-results" aria-busy={results.isFetching || undefined}>
        <p className="sr-only" role="status">
          {results.isFetching
            ? 'Finding stores…'
            : results.isSuccess
              ? `${stores.length} ${stores.length === 1 ? 'store' : 'stores'} found`
              : ''}
        </p>
        {results.isFetching && <Spinner label="Finding stores" />}
        {results.isError && (
          <LocMessage tone="error">
            We couldn't find stores just now. Please try again.{' '}
            <button type="button" className="link-button" onClick={() => void results.refetch()}>
              Try again
            </button>
          </LocMessage>
        )}
        {results.isSuccess && !results.isFetching && stores.length === 0 && (
          <LocMessage tone="warning">{sessionMessages.noPickupStores}</LocMessage>
        )}
        {stores.length > 0 && !results.isFetching && (
          <Suspense fallback={<Spinner label="Finding stores" />}>
            <ul className="store-options" aria-label="Stores, nearest first">
              {stores.map((candidate) => (
                <StoreOption
                  key={candidate.code}
                  store={candidate}
                  now={now}
                  onSelect={select}
                  message={offline === candidate.code ? sessionMessages.storeOffline() : null}
                />
              ))}
            </ul>
          </Suspense>
        )}
      </div>
    </div>
  );
}
