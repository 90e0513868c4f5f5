import { describe, expect, it } from 'vitest';
import { readReferralId, REFERRAL_ID_KEY, saveReferralId } from './referral.ts';
import { useOverlayRequests } from './overlay-requests.ts';
import { EMPTY_ATTRIBUTION, useSessionStore } from './session-store.ts';

describe('session store', () => {
  it('persists debug mode and attribution to pinia_session', () => {
    useSessionStore.getState().setDebugMode(true);
    useSessionStore.getState().setAttribution({ ...EMPTY_ATTRIBUTION, last_source: 'google' });
    expect(JSON.parse(sessionStorage.getItem('pinia_session')!).state).toMatchObject({
      debugMode: true,
      last_source: 'google',
    });
  });
});

describe('referral id', () => {
  it('is kept raw in session storage as irpid', () => {
    expect(REFERRAL_ID_KEY).toBe('irpid');
    saveReferralId('abc123');
    expect(sessionStorage.getItem('irpid')).toBe('abc123');
    expect(readReferralId()).toBe('abc123');
  });
});

describe('overlay requests', () => {
  it('opens one feature overlay at a time', () => {
    useOverlayRequests.getState().openLocalisation('pickup');
    expect(useOverlayRequests.getState().localisation).toEqual({ tab: 'pickup' });
    useOverlayRequests.getState().openCart();
    expect(useOverlayRequests.getState()).toMatchObject({ cartOpen: true, localisation: null });
    useOverlayRequests.getState().openLocalisation();
    expect(useOverlayRequests.getState()).toMatchObject({ cartOpen: false, localisation: { tab: 'delivery' } });
  });
});
