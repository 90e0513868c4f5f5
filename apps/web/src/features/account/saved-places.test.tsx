import type { Address, AddressSuggestion, SavedPlaces } from '@storefront/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_CUSTOMER_ERROR } from '../../lib/customer-error.ts';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi, problem, type Route } from '../../test/api-mock.ts';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { customerPath, renderAccount, signInAs, snackbarMessage } from './account-test-support.tsx';
import { AccountDetails } from './details-page.tsx';
import { addressFormMessages } from './saved-places-address-form.tsx';
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
const saveAddressPath = `POST ${base}/address`;

const removeAddressName = 'Remove saved address 1 Main St, Auburn NSW 2144';
const removeStoreName = 'Remove saved pickup store Red Roof Pizza Auburn';
const changeAddressName = 'Change saved address 1 Main St, Auburn NSW 2144';
const changeStoreName = 'Change saved pickup store Red Roof Pizza Auburn';

/** The address lookup: a search for `text` suggests `suggestions`; each moniker reads its address. */
const searchPath = (text: string) => `GET /api/v1/address/search?${new URLSearchParams({ text })}`;
const addressPath = (moniker: string) => `GET /api/v1/address/${moniker}`;
const SMITH: Address = {
  moniker: 'smith-12',
  addressLines: { street: '12 Smith Street', locality: 'Parramatta', state: 'NSW', postcode: '2150' },
  latitude: -33.81,
  longitude: 151.0,
  text: '12 Smith Street, Parramatta NSW 2150',
};
const suggestionOf = (a: Address): AddressSuggestion => ({
  moniker: a.moniker,
  text: a.text,
  street: a.addressLines.street,
  locality: a.addressLines.locality,
  state: a.addressLines.state,
  postcode: a.addressLines.postcode,
});
const SMITH_SAVED = {
  address: '12 Smith Street',
  city: 'Parramatta',
  state: 'NSW',
  postalCode: '2150',
  latitude: -33.81,
  longitude: 151.0,
} as const;
const lookupRoutes = (): Record<string, Route> => ({
  [searchPath('12 Smith')]: () => json(200, { picklist: [suggestionOf(SMITH)] }),
  [addressPath(SMITH.moniker)]: () => json(200, SMITH),
});

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

/** Opens "Add a delivery address" and chooses 12 Smith Street from the search. */
async function addSmithStreet() {
  const add = await screen.findByRole('button', { name: savedPlacesMessages.addAddress });
  await userEvent.click(add);
  const form = await screen.findByRole('group', { name: savedPlacesMessages.addAddress });
  await userEvent.type(within(form).getByRole('combobox'), '12 Smith');
  await userEvent.click(await within(form).findByRole('option', { name: /12 Smith Street/ }));
  return { add, form };
}
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

  it('says nothing is saved yet when nothing is, and offers to add both', async () => {
    renderDetails({ [placesPath]: () => json(200, NOTHING) });
    expect(await screen.findByText(savedPlacesMessages.empty)).toBeTruthy();
    // Nothing to remove or change: only the ways to add a place.
    expect(
      within(section())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([savedPlacesMessages.addAddress]);
    expect(within(section()).getByRole('link', { name: savedPlacesMessages.findStore }).getAttribute('href')).toBe(
      '/stores',
    );
    expect(screen.queryByRole('heading', { name: savedPlacesMessages.address })).toBeNull();
    expect(preference()).toBeNull();
  });

  it('names each Change after its place: the store goes to the store finder, the address opens the search', async () => {
    renderDetails({ [placesPath]: () => json(200, BOTH) });
    const changeStore = await within(section()).findByRole('link', { name: changeStoreName });
    expect(changeStore.getAttribute('href')).toBe('/stores');
    expect(changeStore.textContent).toBe(savedPlacesMessages.change);
    const changeAddress = screen.getByRole('button', { name: changeAddressName });
    expect(changeAddress.textContent).toBe(savedPlacesMessages.change);
    expect(changeAddress.getAttribute('aria-expanded')).toBe('false');
    // Both saved: nothing to add.
    expect(screen.queryByRole('button', { name: savedPlacesMessages.addAddress })).toBeNull();
    expect(screen.queryByRole('link', { name: savedPlacesMessages.findStore })).toBeNull();
  });

  it('offers to add an address beside a saved store, and a store beside a saved address', async () => {
    renderDetails({ [placesPath]: () => json(200, STORE_ONLY) });
    expect(await screen.findByRole('button', { name: savedPlacesMessages.addAddress })).toBeTruthy();
    expect(screen.queryByRole('link', { name: savedPlacesMessages.findStore })).toBeNull();
    expect(screen.getByRole('link', { name: changeStoreName })).toBeTruthy();
  });

  it('adds a delivery address from the address search, shows it and reads the customer again', async () => {
    const api = renderDetails({
      [placesPath]: () => json(200, NOTHING),
      ...lookupRoutes(),
      [saveAddressPath]: () => json(200, { ...NOTHING, address: SMITH_SAVED }),
    });
    const add = await screen.findByRole('button', { name: savedPlacesMessages.addAddress });
    await userEvent.click(add);
    expect(add.getAttribute('aria-expanded')).toBe('true');
    const form = await screen.findByRole('group', { name: savedPlacesMessages.addAddress });
    expect(add.getAttribute('aria-controls')).toBe(form.id);
    // The search opens focused, with the combobox's own labelling and announcements.
    const input = within(form).getByRole('combobox', { name: addressFormMessages.label });
    expect(document.activeElement).toBe(input);
    await userEvent.type(input, '12 Smith');
    await within(form).findByRole('option', { name: /12 Smith Street/ });
    expect(
      within(form)
        .getByText(/^1 address found/)
        .getAttribute('role'),
    ).toBe('status');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await vi.waitFor(() => expect(snackbarMessage()).toBe('You have succesfully saved your delivery address'));
    expect(api.calls(saveAddressPath).map((call) => call.body)).toEqual([SMITH_SAVED]);
    expect(await within(section()).findByText('12 Smith Street, Parramatta NSW 2150')).toBeTruthy();
    expect(screen.queryByRole('group', { name: savedPlacesMessages.addAddress })).toBeNull();
    expect(screen.queryByText(savedPlacesMessages.empty)).toBeNull();
    // The form had focus; the new address's Change takes it.
    const change = screen.getByRole('button', { name: 'Change saved address 12 Smith Street, Parramatta NSW 2150' });
    await vi.waitFor(() => expect(document.activeElement).toBe(change));
    await vi.waitFor(() => expect(api.calls(customerPath)).toHaveLength(2));
  });

  it('narrows the search to a suburb first, then saves the street chosen in it', async () => {
    const suburb: Address = {
      moniker: 'parramatta',
      addressLines: { street: null, locality: 'Parramatta', state: 'NSW', postcode: '2150' },
      latitude: -33.8,
      longitude: 151.0,
      text: 'Parramatta NSW 2150',
    };
    const api = renderDetails({
      [placesPath]: () => json(200, NOTHING),
      [searchPath('Parr')]: () => json(200, { picklist: [suggestionOf(suburb)] }),
      [addressPath(suburb.moniker)]: () => json(200, suburb),
      [searchPath('12 Smith Parramatta NSW 2150')]: () => json(200, { picklist: [suggestionOf(SMITH)] }),
      [addressPath(SMITH.moniker)]: () => json(200, SMITH),
      [saveAddressPath]: () => json(200, { ...NOTHING, address: SMITH_SAVED }),
    });
    await userEvent.click(await screen.findByRole('button', { name: savedPlacesMessages.addAddress }));
    await userEvent.type(await screen.findByRole('combobox', { name: addressFormMessages.label }), 'Parr');
    await userEvent.click(await screen.findByRole('option', { name: /Parramatta/ }));
    const street = await screen.findByRole('combobox', { name: addressFormMessages.streetLabel });
    expect(document.activeElement).toBe(street);
    expect(api.calls(saveAddressPath)).toEqual([]);
    await userEvent.type(street, '12 Smith');
    await userEvent.click(await screen.findByRole('option', { name: /12 Smith Street/ }));
    await vi.waitFor(() => expect(api.calls(saveAddressPath).map((call) => call.body)).toEqual([SMITH_SAVED]));
  });

  it('changes a saved address through the same form and says so', async () => {
    const api = renderDetails({
      [placesPath]: () => json(200, BOTH),
      ...lookupRoutes(),
      [saveAddressPath]: () => json(200, { ...BOTH, address: SMITH_SAVED }),
    });
    await userEvent.click(await screen.findByRole('button', { name: changeAddressName }));
    const form = await screen.findByRole('group', { name: savedPlacesMessages.changeAddressTitle });
    await userEvent.type(within(form).getByRole('combobox', { name: addressFormMessages.label }), '12 Smith');
    await userEvent.click(await within(form).findByRole('option', { name: /12 Smith Street/ }));
    await vi.waitFor(() => expect(snackbarMessage()).toBe('You have succesfully changed your saved delivery address'));
    expect(api.calls(saveAddressPath)).toHaveLength(1);
    expect(await screen.findByText('12 Smith Street, Parramatta NSW 2150')).toBeTruthy();
    expect(screen.queryByText('1 Main St, Auburn NSW 2144')).toBeNull();
    expect(screen.getByText('Red Roof Pizza Auburn')).toBeTruthy();
  });

  it('Cancel closes the form and gives focus back to the button that opened it', async () => {
    const api = renderDetails({ [placesPath]: () => json(200, BOTH) });
    const change = await screen.findByRole('button', { name: changeAddressName });
    await userEvent.click(change);
    const form = await screen.findByRole('group', { name: savedPlacesMessages.changeAddressTitle });
    await userEvent.click(within(form).getByRole('button', { name: addressFormMessages.cancel }));
    expect(screen.queryByRole('group', { name: savedPlacesMessages.changeAddressTitle })).toBeNull();
    expect(document.activeElement).toBe(change);
    expect(change.getAttribute('aria-expanded')).toBe('false');
    // Escape in the empty search cancels too, back to the same button.
    await userEvent.click(change);
    const input = await screen.findByRole('combobox', { name: addressFormMessages.label });
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(change);
    expect(api.calls(saveAddressPath)).toEqual([]);
    expect(screen.getByText('1 Main St, Auburn NSW 2144')).toBeTruthy();
  });

  it('keeps the form open and says why when the address cannot be saved', async () => {
    renderDetails({
      [placesPath]: () => json(200, STORE_ONLY),
      ...lookupRoutes(),
      [saveAddressPath]: () => problem(503, 'ServiceUnavailable'),
    });
    const { add, form } = await addSmithStreet();
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(GENERIC_CUSTOMER_ERROR);
    expect(document.activeElement).toBe(alert);
    expect((within(form).getByRole('combobox') as HTMLInputElement).disabled).toBe(false);
    expect(snackbarMessage()).toBeUndefined();
    // Still open under its button, for another try.
    expect(add.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('heading', { name: savedPlacesMessages.address })).toBeNull();
  });

  it('says so in the open form when no store delivers to the address, which the server did not save', async () => {
    const api = renderDetails({
      [placesPath]: () => json(200, STORE_ONLY),
      ...lookupRoutes(),
      [saveAddressPath]: () => problem(406, 'NoStoresFound'),
    });
    const { add, form } = await addSmithStreet();
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(
      'No store delivers to 12 Smith Street, Parramatta yet, so it was not saved. Try another address, or save a pickup store instead.',
    );
    expect(document.activeElement).toBe(alert);
    expect(api.calls(saveAddressPath)).toHaveLength(1);
    expect((within(form).getByRole('combobox') as HTMLInputElement).disabled).toBe(false);
    expect(add.getAttribute('aria-expanded')).toBe('true');
    expect(snackbarMessage()).toBeUndefined();
    expect(screen.queryByRole('heading', { name: savedPlacesMessages.address })).toBeNull();
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
