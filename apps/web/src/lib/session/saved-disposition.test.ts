import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock.ts';
import { storeFixture } from '../../test/store-fixtures.ts';
import { useAlertStore } from '../../ui/alert-dialog/alert-store.ts';
import { EMPTY_LOCATION, useLocationStore } from './location-store.ts';
import { useOverlayRequests } from './overlay-requests.ts';
import { dispositionDiffers, offerSavedDisposition, savedDispositionPrompt } from './saved-disposition.ts';

const pickupAt = (storeId: number) => ({ orderType: 'pickup' as const, storeId, address: null });
const deliveryTo = (address: string) => ({ orderType: 'delivery' as const, storeId: 7, address });

beforeEach(() => {
  useLocationStore.setState(EMPTY_LOCATION);
  useOverlayRequests.setState({ localisation: null });
  useAlertStore.setState({ current: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('saved disposition after login (spec section 4)', () => {
  it('differs when the order type, the pickup store or the delivery address differs', () => {
    const pickup7 = { serviceType: 'pickup' as const, storeId: 7, address: null };
    const home = { serviceType: 'delivery' as const, storeId: null, address: '1 Main St, Parramatta NSW 2150' };
    expect(dispositionDiffers(pickup7, pickupAt(7))).toBe(false);
    expect(dispositionDiffers(pickup7, pickupAt(8))).toBe(true);
    expect(dispositionDiffers(pickup7, deliveryTo('x'))).toBe(true);
    expect(dispositionDiffers(pickup7, { orderType: 'unlocalised', storeId: 0, address: null })).toBe(true);
    expect(dispositionDiffers(home, deliveryTo('1 main st, parramatta nsw 2150'))).toBe(false);
    expect(dispositionDiffers(home, deliveryTo('2 Other Rd'))).toBe(true);
    expect(dispositionDiffers(null, pickupAt(7))).toBe(false);
    expect(dispositionDiffers({ serviceType: null, storeId: null, address: null }, pickupAt(7))).toBe(false);
  });

  it("asks with 'Yes, please change' and 'No thanks'; No leaves the session alone", async () => {
    const asking = offerSavedDisposition({ serviceType: 'delivery', storeId: null, address: '1 Main St' });
    const alert = useAlertStore.getState().current!;
    expect(alert).toMatchObject({ confirmText: 'Yes, please change', cancelText: 'No thanks' });
    expect(savedDispositionPrompt.confirmText).toBe('Yes, please change');
    expect(alert.body).toContain('1 Main St');
    useAlertStore.getState().settle(false);
    await asking;
    expect(useOverlayRequests.getState().localisation).toBeNull();
  });

  it('Yes opens the localisation modal on the saved delivery address', async () => {
    const asking = offerSavedDisposition({ serviceType: 'delivery', storeId: null, address: '1 Main St' });
    useAlertStore.getState().settle(true);
    await asking;
    expect(useOverlayRequests.getState().localisation).toMatchObject({
      tab: 'delivery',
      notice: 'Your saved address: 1 Main St',
    });
  });

  it('Yes opens the pickup tab with the saved store preset by its code', async () => {
    mockApi('none', {
      'GET /api/v1/store?includeComingSoon=false': () =>
        json(200, [
          storeFixture({ storeId: 7, code: 'PAR' }),
          storeFixture({ storeId: 8, code: 'BLK', storeName: 'blacktown' }),
        ]),
    });
    const asking = offerSavedDisposition({ serviceType: 'pickup', storeId: 8, address: null });
    useAlertStore.getState().settle(true);
    await asking;
    expect(useOverlayRequests.getState().localisation).toMatchObject({ tab: 'pickup', storeCode: 'BLK' });
  });

  it('does not ask when the saved details match the session', async () => {
    useLocationStore.setState({ ...EMPTY_LOCATION, ...pickupAt(7) });
    await offerSavedDisposition({ serviceType: 'pickup', storeId: 7, address: null });
    expect(useAlertStore.getState().current).toBeNull();
  });
});
