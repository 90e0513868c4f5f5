import { CUSTOMER_DETAILS_LIMITS, NAME_TOO_LONG_MESSAGE } from '@storefront/contract';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { CUSTOMER } from '../../lib/session/customer-fixtures.test-support.ts';
import { json, mockApi, problem } from '../../test/api-mock.ts';
import { customerPath, patchPath, renderAccount, signInAs, snackbarMessage } from './account-test-support.tsx';
import { AccountDetails, detailsMessages } from './details-page.tsx';
import { identifierMessages } from '../../lib/identifier.ts';

beforeEach(() => signInAs());
afterEach(() => vi.unstubAllGlobals());

// The saved places part of the page has its own tests (saved-places.test.tsx).
const noSavedPlaces = {
  [`GET /api/v1/customer/${CUSTOMER.customerId}/disposition`]: () =>
    json(200, { serviceType: null, store: null, address: null }),
};
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save details' }));

describe('/account/details', () => {
  it('shows a loading state, then the names, the mobile in +614 form and the e-mail', async () => {
    let answer!: (response: Response) => void;
    mockApi('none', {
      ...noSavedPlaces,
      [customerPath]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderAccount('/account/details', AccountDetails);
    expect(await screen.findByText('Loading your details')).toBeTruthy();
    answer(json(200, CUSTOMER));
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Sam');
    expect(field('Last name').value).toBe('Lee');
    expect(field('Mobile number').value).toBe('+61412345678');
    expect(screen.getByText('sam@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change your email address' }).getAttribute('href')).toBe('/account/email');
  });

  it('says when there is no e-mail and offers no e-mail change without an e-mail login', async () => {
    mockApi('none', {
      ...noSavedPlaces,
      [customerPath]: () => json(200, { ...CUSTOMER, email: null, hasEmailAccount: false }),
    });
    renderAccount('/account/details', AccountDetails);
    expect(await screen.findByText(detailsMessages.noEmail)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change your email address' })).toBeNull();
  });

  it('shows the error with a retry when the customer cannot be loaded', async () => {
    let fail = true;
    const api = mockApi('none', {
      ...noSavedPlaces,
      [customerPath]: () => (fail ? problem(500, 'InternalError') : json(200, CUSTOMER)),
    });
    renderAccount('/account/details', AccountDetails);
    // A 5xx is tried once more before the page says so.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toBeTruthy();
    expect(api.calls(customerPath)).toHaveLength(2);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First name')).toBeTruthy();
  });

  it('saves names and a mobile typed as 04.. in +614 form, updates the greeting and says "You have succesfully updated your details"', async () => {
    const api = mockApi('none', {
      ...noSavedPlaces,
      [customerPath]: () => json(200, CUSTOMER),
      [patchPath]: () =>
        json(200, {
          ...CUSTOMER,
          mobileNumber: '+61498765432',
          profile: { ...CUSTOMER.profile, firstName: 'Samira', name: 'Samira Lee' },
        }),
    });
    renderAccount('/account/details', AccountDetails);
    await userEvent.clear(await screen.findByLabelText('First name'));
    await userEvent.type(field('First name'), 'Samira');
    await userEvent.clear(field('Mobile number'));
    await userEvent.type(field('Mobile number'), '0498 765 432');
    await save();
    await vi.waitFor(() => expect(snackbarMessage()).toBe('You have succesfully updated your details'));
    expect(api.calls(patchPath)[0]!.body).toEqual({
      mobileNumber: '+61498765432',
      profile: { firstName: 'Samira', lastName: 'Lee' },
    });
    expect(useAuthStore.getState().customer?.firstName).toBe('Samira');
    expect(field('Mobile number').value).toBe('+61498765432');
  });

  it('names an empty name and a mobile that is not Australian, sending nothing', async () => {
    const api = mockApi('none', {
      ...noSavedPlaces,
      [customerPath]: () => json(200, CUSTOMER),
    });
    renderAccount('/account/details', AccountDetails);
    await userEvent.clear(await screen.findByLabelText('First name'));
    await userEvent.clear(field('Mobile number'));
    await userEvent.type(field('Mobile number'), '02 9999 1234');
    await save();
    expect(await screen.findByText(detailsMessages.required('first name'))).toBeTruthy();
    expect(screen.getByText(identifierMessages.invalidMobile)).toBeTruthy();
    expect(api.calls(patchPath)).toEqual([]);
  });

  it('stops names at the contract’s limit and, past it, says so in a plain sentence', async () => {
    const api = mockApi('none', {
      ...noSavedPlaces,
      [customerPath]: () => json(200, CUSTOMER),
    });
    renderAccount('/account/details', AccountDetails);
    const first = (await screen.findByLabelText('First name')) as HTMLInputElement;
    expect(first.maxLength).toBe(CUSTOMER_DETAILS_LIMITS.name);
    expect(field('Last name').maxLength).toBe(CUSTOMER_DETAILS_LIMITS.name);
    // A value the browser's limit did not stop (set by script or an old browser).
    fireEvent.input(field('Last name'), { target: { value: 'L'.repeat(CUSTOMER_DETAILS_LIMITS.name + 1) } });
    await save();
    expect(await screen.findByText('Use at most 60 characters.')).toBeTruthy();
    expect(NAME_TOO_LONG_MESSAGE).toBe('Use at most 60 characters.');
    expect(screen.queryByText(/Too big/)).toBeNull();
    expect(api.calls(patchPath)).toEqual([]);
  });

  it('keeps the mobile of a customer who logs in by mobile', async () => {
    const api = mockApi('none', {
      ...noSavedPlaces,
      [customerPath]: () => json(200, { ...CUSTOMER, email: null, hasEmailAccount: false }),
    });
    renderAccount('/account/details', AccountDetails);
    await userEvent.clear(await screen.findByLabelText('Mobile number'));
    await save();
    expect(await screen.findByText(detailsMessages.mobileNeeded)).toBeTruthy();
    expect(api.calls(patchPath)).toEqual([]);
  });

  it("shows the server's refusal (a mobile another account uses) and keeps what was typed", async () => {
    mockApi('none', {
      ...noSavedPlaces,
      [customerPath]: () => json(200, CUSTOMER),
      [patchPath]: () =>
        new Response(
          JSON.stringify({
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            code: 'Conflict',
            message: 'Another account uses this mobile number.',
            errors: [{ field: 'body.mobileNumber', message: 'Already in use' }],
          }),
          { status: 409, headers: { 'content-type': 'application/problem+json' } },
        ),
    });
    renderAccount('/account/details', AccountDetails);
    await userEvent.clear(await screen.findByLabelText('Mobile number'));
    await userEvent.type(field('Mobile number'), '0411 111 111');
    await save();
    expect((await screen.findByRole('alert')).textContent).toContain('Another account uses this mobile number.');
    expect(field('Mobile number').value).toBe('0411 111 111');
    expect(snackbarMessage()).toBeUndefined();
  });
});
