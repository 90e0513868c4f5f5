// /stores/pizza-hut-{storeName}: a store's address and phone, delivery and pickup, the week's hours
// from its trading days (public holidays named), ordering from it, and saving it as the signed-in
// customer's pickup store.
import { sanitisePhone } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { retryUnlessClientError, storeByName, storeContact, storeSchedule } from '../../lib/api/store-api.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { dayName, hoursText, openState, shortDayName } from '../../lib/store-hours.ts';
import { placeFromSlug } from '../../lib/text.ts';
import { useNow } from '../../lib/use-now.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { AlertIcon, BagIcon, PhoneIcon, PinIcon, ScooterIcon } from '../../ui/icons/icons.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { SaveStore } from './save-store.tsx';
import { Services } from './store-card.tsx';
import './stores.css';
import { OpenStatusBadge } from '../../ui/status-badge/status-badge.tsx';

/** 'Sun 22 Nov' (the date under 'Today' and 'Tomorrow'). */
const shortDate = (day: { displayDate: string }) => {
  const [weekday = '', date = '', month = ''] = day.displayDate.split(' ');
  return `${weekday.slice(0, 3)} ${date} ${month.slice(0, 3)}`;
};

/** Spec section 5: phone sanitising keeps digits and the plus sign. */
const telHref = (phone: string) => `tel:${sanitisePhone(phone)}`;

/** '10:30 am – 10:30 pm' wrapping only at the dash (and between split sessions) on narrow screens. */
function Hours({ text }: { text: string }) {
  return (
    <>
      {text.split(', ').map((session) => {
        const [from, to] = session.split(' – ');
        return (
          <span key={session} className="hours-session">
            <span className="nowrap">{from}</span>
            {to !== undefined && (
              <>
                {' '}
                <span className="nowrap">– {to}</span>
              </>
            )}
          </span>
        );
      })}
    </>
  );
}

export function StorePage() {
  const { storeName } = useLoaderData() as { storeName: string };
  const place = placeFromSlug(storeName);
  const openLocalisation = useOverlayRequests((s) => s.openLocalisation);
  const now = useNow();
  const store = useQuery({
    queryKey: ['store-by-name', storeName],
    queryFn: ({ signal }) => storeByName(storeName, signal),
    retry: retryUnlessClientError,
  });
  const found = store.data;
  const schedule = useQuery({
    queryKey: ['store-schedule', found?.code],
    queryFn: ({ signal }) => storeSchedule(found!, signal),
    enabled: !!found,
  });
  const contact = useQuery({
    queryKey: ['store-contact', found?.code],
    queryFn: ({ signal }) => storeContact(found!.code, signal),
    enabled: !!found,
  });
  const crumbs = [
    { to: '/', label: 'Home' },
    { to: '/stores', label: 'Stores' },
  ];

  if (store.isPending) {
    return (
      <Page title={`Red Roof Pizza ${place}`} eyebrow="Store" crumbs={crumbs}>
        <Spinner label="Loading the store" size="lg" />
      </Page>
    );
  }
  if (!found) {
    const missing = store.error instanceof ApiError && store.error.status === 404;
    return (
      <Page title={missing ? 'Store not found' : `Red Roof Pizza ${place}`} eyebrow="Store" crumbs={crumbs}>
        <p className="store-message" role="alert">
          <AlertIcon />
          {missing
            ? `We couldn't find a Red Roof Pizza store called "${place}".`
            : "We couldn't load this store just now. Please try again."}
        </p>
        <div className="page__actions">
          <Link to={`/stores?search=${encodeURIComponent(place)}`} className={buttonClass()}>
            Find stores near {place}
          </Link>
          {!missing && (
            <Button variant="secondary" onClick={() => void store.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </Page>
    );
  }

  const days = schedule.data?.tradingDays ?? [];
  const state = days.length ? openState(days, 'pickup', now) : null;
  const phone = contact.data?.phone ?? found.phone;
  const addressLine = `${contact.data?.address ?? found.address}, ${found.city} ${found.state} ${found.postCode}`;
  const directions = `https://www.openstreetmap.org/?mlat=${found.latitude}&mlon=${found.longitude}#map=17/${found.latitude}/${found.longitude}`;

  return (
    <Page
      title={found.name}
      eyebrow="Store"
      crumbs={crumbs}
      lead={
        <p className="store-lead">
          {state && <OpenStatusBadge open={state.open} text={state.text} />}{' '}
          {found.isPOSOnline
            ? 'Order online for pickup or delivery.'
            : 'This store is not taking online orders right now.'}
        </p>
      }
      actions={
        <>
          {found.canPickup && (
            <Button onClick={() => openLocalisation('pickup', { storeCode: found.code })}>
              <BagIcon /> Order from this store
            </Button>
          )}
          {found.canDeliver && (
            <Button
              variant="secondary"
              onClick={() =>
                openLocalisation('delivery', {
                  storeCode: found.code,
                  notice: `Ordering from ${found.name}. Enter your address to check it delivers to you.`,
                })
              }
            >
              <ScooterIcon /> Get it delivered
            </Button>
          )}
        </>
      }
    >
      <div className="grid-2 store-page__grid">
        <Section title="Opening hours">
          {schedule.isPending ? (
            <Spinner label="Loading opening hours" />
          ) : days.length === 0 ? (
            <p className="store-message" role="alert">
              <AlertIcon /> We couldn't load this store's hours just now.
            </p>
          ) : (
            <div className="table-scroll">
              <table className="hours-table">
                <caption className="sr-only">Opening hours for the week ahead, local time at the store</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Pickup</th>
                    {found.canDeliver && <th scope="col">Delivery</th>}
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => {
                    const name = dayName(day, now);
                    const relative = name !== day.displayDate;
                    return (
                      <tr key={day.date} aria-current={name === 'Today' ? 'date' : undefined}>
                        <th scope="row">
                          {relative ? name : shortDayName(day, now)}
                          <span className="hours-table__date">{relative ? shortDate(day) : ''}</span>
                          <span className="sr-only">, {day.displayDate}</span>
                          {day.exceptionName && <span className="hours-table__holiday">{day.exceptionName}</span>}
                        </th>
                        <td>
                          <Hours text={hoursText(day, 'pickup')} />
                        </td>
                        {found.canDeliver && (
                          <td>
                            <Hours text={hoursText(day, 'delivery')} />
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </Section>
        <div>
          <Section title="Contact">
            <p className="store-contact">
              <PinIcon />
              <span>{addressLine}</span>
            </p>
            <p className="store-contact">
              <PhoneIcon />
              <a href={telHref(phone)}>
                <span className="sr-only">Call the store on </span>
                {phone}
              </a>
            </p>
            <p>
              <a href={directions} target="_blank" rel="noopener noreferrer">
                Get directions<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          </Section>
          <Section title="Services">
            <Services store={found} />
            {!found.canDeliver && <p>This store does not deliver. Pick up your order in store.</p>}
            {found.canPickup && <SaveStore store={found} />}
          </Section>
          <p>
            <Link to={`/stores?search=${encodeURIComponent(found.postCode)}`}>Find other stores near {place}</Link>
          </p>
        </div>
      </div>
    </Page>
  );
}
