import type { SavedPlaces } from '@storefront/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_CUSTOMER_ERROR } from '../../lib/customer-error.ts';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi, problem, type Route } from '../../test/api-mock.ts';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { customerPath, renderAccount, signInAs, snackbarMessage } from './account-test-support.tsx';
import { AccountDetails } from './details-page.tsx';
import { savedPlacesMessages } from './saved-places.tsx';

const BOTH: SavedPlaces = {
  serviceType: 'Delivery',
  store: { storeId: 7, name: 'Red Roof Pizza Auburn' },
  address: {
    address: '1 Main St',
    city: 'Auburn',
    state: 'NSW',
    postalCode: '2144',
    longitude: 151.03,
    latitude: -33.85,
  },
};
const NOTHING: SavedPlaces = { serviceType: null, store: null, address: null };
const STORE_ONLY: SavedPlaces = { ...NOTHING, store: BOTH.store };

const base = `/api/v1/customer/${CUSTOMER.customerId}`;
const placesPath = `GET ${base}/disposition`;
const preferPath = `POST ${base}/disposition`;
const removeAddressPath = `DELETE ${base}/address`;
const removeStorePath = `DELETE ${base}/store`;

const removeAddressName = 'Remove saved address 1 Main St, Auburn NSW 2144';
const removeStoreName = 'Remove saved pickup store Red Roof Pizza Auburn';
const changeStoreName = 'Change saved pickup store Red Roof Pizza Auburn';

beforeEach(() => {
  signInAs();
  useAlertStore.setState({ current: null });
});
afterEach(() => vi.unstubAllGlobals());

/** /account/details with the customer loaded and the saved places the routes answer. */
function renderDetails(routes: Record<string, Route>) {
  const api = mockApi('none', { [customerPath]: () => json(200, CUSTOMER), ...routes });
  renderAccount('/account/details', AccountDetails);
  return api;
}

const section = () => screen.getByRole('region', { name: savedPlacesMessages.heading });
const preference = () => screen.queryByRole('group', { name: savedPlacesMessages.preference });
const answerConfirm = async (confirmed: boolean) => {
  await vi.waitFor(() => expect(useAlertStore.getState().current).not.toBeNull());
  useAlertStore.getState().settle(confirmed);
};

describe('/account/details: saved places', () => {
  it('shows a loading state, then the address on one line, the store by name and the preferred order type', async () => {
    let answer!: (response: Response) => void;
    renderDetails({ [placesPath]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(await screen.findByText(savedPlacesMessages.loading)).toBeTruthy();
    answer(json(200, BOTH));
    expect(await within(section()).findByText('1 Main St, Auburn NSW 2144')).toBeTruthy();
    expect(within(section()).getByRole('heading', { name: savedPlacesMessages.address, level: 3 })).toBeTruthy();
    expect(within(section()).getByRole('heading', { name: savedPlacesMessages.store, level: 3 })).toBeTruthy();
    expect(within(section()).getByText('Red Roof Pizza Auburn')).toBeTruthy();
    // Each Remove button says what it removes; the word on screen stays "Remove".
    expect(screen.getByRole('button', { name: removeAddressName }).textContent).toBe(savedPlacesMessages.remove);
    expect(screen.getByRole('button', { name: removeStoreName }).textContent).toBe(savedPlacesMessages.remove);
    expect((screen.getByRole('radio', { name: 'Delivery' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Pickup' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says that the next order saves its place when nothing is saved, and links to the store finder', async () => {
    renderDetails({ [placesPath]: () => json(200, NOTHING) });
    expect(await screen.findByText(savedPlacesMessages.empty)).toBeTruthy();
    // Nothing to remove or change; a store is saved from its store page.
    expect(within(section()).queryByRole('button')).toBeNull();
    expect(within(section()).getByRole('link', { name: savedPlacesMessages.findStore }).getAttribute('href')).toBe(
      '/stores',
    );
    expect(preference()).toBeNull();
  });

  it('offers a Change for the saved store, named after it, that goes to the store finder', async () => {
    renderDetails({ [placesPath]: () => json(200, BOTH) });
    const change = await within(section()).findByRole('link', { name: changeStoreName });
    expect(change.getAttribute('href')).toBe('/stores');
    // The word on screen stays "Change", as "Remove" does.
    expect(change.textContent).toBe(savedPlacesMessages.change);
    // A store is saved: nothing to find.
    expect(screen.queryByRole('link', { name: savedPlacesMessages.findStore })).toBeNull();
  });

  it('links to the store finder beside a saved address alone', async () => {
    renderDetails({ [placesPath]: () => json(200, { ...NOTHING, address: BOTH.address }) });
    expect(await screen.findByRole('button', { name: removeAddressName })).toBeTruthy();
    expect(screen.getByRole('link', { name: savedPlacesMessages.findStore }).getAttribute('href')).toBe('/stores');
    expect(screen.queryByRole('link', { name: /^Change saved pickup store/ })).toBeNull();
  });

  it('shows the store finder link again once the saved store is removed', async () => {
    renderDetails({
      [placesPath]: () => json(200, STORE_ONLY),
      [removeStorePath]: () => json(200, NOTHING),
    });
    expect(await screen.findByRole('link', { name: changeStoreName })).toBeTruthy();
    expect(screen.queryByRole('link', { name: savedPlacesMessages.findStore })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: removeStoreName }));
    await answerConfirm(true);
    expect(await screen.findByRole('link', { name: savedPlacesMessages.findStore })).toBeTruthy();
    expect(screen.queryByRole('link', { name: changeStoreName })).toBeNull();
  });

  it('shows the error with a retry when the saved places cannot be loaded', async () => {
    let fail = true;
    renderDetails({ [placesPath]: () => (fail ? problem(403, 'Forbidden') : json(200, BOTH)) });
    const retry = await within(await screen.findByRole('region', { name: 'Saved places' })).findByRole('button', {
      name: 'Try again',
    });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: removeAddressName })).toBeTruthy();
  });

  it('removes the address after the confirmation, shows what is left and reads the customer again', async () => {
    let places = BOTH;
    const api = renderDetails({
      [placesPath]: () => json(200, places),
      [removeAddressPath]: () => {
        places = { ...BOTH, address: null, serviceType: null };
        return json(200, places);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: removeAddressName }));
    await vi.waitFor(() =>
      expect(useAlertStore.getState().current?.title).toBe(savedPlacesMessages.removeAddressTitle),
    );
    expect(useAlertStore.getState().current?.body).toBe(
      savedPlacesMessages.forgetAddress('1 Main St, Auburn NSW 2144') + savedPlacesMessages.preferenceCleared,
    );
    expect(useAlertStore.getState().current?.type).toBe('confirm');
    await answerConfirm(true);
    await vi.waitFor(() => expect(snackbarMessage()).toBe('You have succesfully removed your saved address'));
    expect(api.calls(removeAddressPath)).toHaveLength(1);
    expect(api.calls(removeStorePath)).toEqual([]);
    expect(screen.queryByText('1 Main St, Auburn NSW 2144')).toBeNull();
    expect(screen.getByText('Red Roof Pizza Auburn')).toBeTruthy();
    // With one place left there is no choice of order type.
    expect(preference()).toBeNull();
    // The removed button's focus goes to the section's heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: savedPlacesMessages.heading }));
    // GET /customer carries dispositionPreference, which the after-login offer reads.
    await vi.waitFor(() => expect(api.calls(customerPath)).toHaveLength(2));
  });

  it('removes the store with its own call, leaving the empty state when it was the only place', async () => {
    const api = renderDetails({
      [placesPath]: () => json(200, STORE_ONLY),
      [removeStorePath]: () => json(200, NOTHING),
    });
    await userEvent.click(await screen.findByRole('button', { name: removeStoreName }));
    expect(useAlertStore.getState().current?.body).toBe(savedPlacesMessages.forgetStore('Red Roof Pizza Auburn'));
    await answerConfirm(true);
    expect(await screen.findByText(savedPlacesMessages.empty)).toBeTruthy();
    expect(snackbarMessage()).toBe('You have succesfully removed your saved pickup store');
    expect(api.calls(removeStorePath)).toHaveLength(1);
    expect(api.calls(removeAddressPath)).toEqual([]);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const api = renderDetails({
      [placesPath]: () => json(200, BOTH),
      [removeAddressPath]: () => json(200, { ...BOTH, address: null, serviceType: null }),
    });
    await userEvent.click(await screen.findByRole('button', { name: removeAddressName }));
    await answerConfirm(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls(removeAddressPath)).toEqual([]);
    expect(screen.getByText('1 Main St, Auburn NSW 2144')).toBeTruthy();
    expect(snackbarMessage()).toBeUndefined();
    expect(api.calls(customerPath)).toHaveLength(1);
  });

  it('disables the buttons and marks the one at work busy while a removal runs', async () => {
    let answer!: (response: Response) => void;
    renderDetails({
      [placesPath]: () => json(200, BOTH),
      [removeStorePath]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await userEvent.click(await screen.findByRole('button', { name: removeStoreName }));
    await answerConfirm(true);
    const removing = screen.getByRole('button', { name: removeStoreName }) as HTMLButtonElement;
    await vi.waitFor(() => expect(removing.getAttribute('aria-busy')).toBe('true'));
    expect(removing.disabled).toBe(true);
    expect(removing.textContent).toBe(savedPlacesMessages.removing);
    const other = screen.getByRole('button', { name: removeAddressName }) as HTMLButtonElement;
    expect(other.disabled).toBe(true);
    expect(other.getAttribute('aria-busy')).toBe('false');
    expect((screen.getByRole('radio', { name: 'Pickup' }) as HTMLInputElement).disabled).toBe(true);
    answer(json(200, { ...BOTH, store: null, serviceType: null }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: removeStoreName })).toBeNull());
    expect((screen.getByRole('button', { name: removeAddressName }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers the preferred order type only when both places are saved', async () => {
    renderDetails({ [placesPath]: () => json(200, STORE_ONLY) });
    expect(await screen.findByRole('button', { name: removeStoreName })).toBeTruthy();
    expect(preference()).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('changes the preferred order type with preferServiceType and reads the customer again', async () => {
    const api = renderDetails({
      [placesPath]: () => json(200, BOTH),
      [preferPath]: () => json(200, { ...BOTH, serviceType: 'Pickup' }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Pickup' }));
    await vi.waitFor(() => expect(snackbarMessage()).toBe('You have succesfully changed your preferred order type'));
    expect(api.calls(preferPath).map((call) => call.body)).toEqual([{ serviceType: 'Pickup' }]);
    expect((screen.getByRole('radio', { name: 'Pickup' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Delivery' }) as HTMLInputElement).checked).toBe(false);
    await vi.waitFor(() => expect(api.calls(customerPath)).toHaveLength(2));
  });

  it('says why a removal failed and keeps the place', async () => {
    renderDetails({
      [placesPath]: () => json(200, BOTH),
      [removeAddressPath]: () => problem(503, 'ServiceUnavailable'),
    });
    await userEvent.click(await screen.findByRole('button', { name: removeAddressName }));
    await answerConfirm(true);
    const alert = await within(section()).findByRole('alert');
    expect(alert.textContent).toBe(GENERIC_CUSTOMER_ERROR);
    expect(document.activeElement).toBe(alert);
    expect(screen.getByText('1 Main St, Auburn NSW 2144')).toBeTruthy();
    expect((screen.getByRole('button', { name: removeAddressName }) as HTMLButtonElement).disabled).toBe(false);
    expect(snackbarMessage()).toBeUndefined();
  });

  it("shows the server's refusal of a preferred order type and keeps the saved one checked", async () => {
    const refusal = 'Save a pickup store and a delivery address before choosing between them.';
    renderDetails({
      [placesPath]: () => json(200, BOTH),
      [preferPath]: () => problem(409, 'Conflict', refusal),
    });
    const pickup = await screen.findByRole('radio', { name: 'Pickup' });
    await userEvent.click(pickup);
    expect((await within(section()).findByRole('alert')).textContent).toBe(refusal);
    expect((screen.getByRole('radio', { name: 'Delivery' }) as HTMLInputElement).checked).toBe(true);
    expect((pickup as HTMLInputElement).checked).toBe(false);
    // The radio keeps the keyboard's place.
    expect(document.activeElement).toBe(pickup);
    expect(screen.getByText('Red Roof Pizza Auburn')).toBeTruthy();
  });
});
