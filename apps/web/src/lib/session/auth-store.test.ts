import { describe, expect, it } from 'vitest';
import { useAuthStore } from './auth-store.ts';
import { useCallCentreStore } from './call-centre-store.ts';

describe('auth store', () => {
  it('signs in and out, persisting to pinia_auth', () => {
    const customer = { customerId: 'c1', firstName: 'Sam', email: 'sam@example.com', hasEmailAccount: true };
    useAuthStore.getState().signIn(customer);
    expect(useAuthStore.getState()).toMatchObject({ isAuth: true, isProviderAuth: false, customer });
    expect(JSON.parse(sessionStorage.getItem('pinia_auth')!).state.isAuth).toBe(true);
    useAuthStore.getState().signOut();
    expect(useAuthStore.getState()).toMatchObject({ isAuth: false, customer: null });
  });
});

describe('call-centre store', () => {
  it('carries the agent name', () => {
    useCallCentreStore.getState().enableCallCentre('Priya');
    expect(useCallCentreStore.getState()).toMatchObject({ isCallCentre: true, agentName: 'Priya' });
    expect(JSON.parse(sessionStorage.getItem('pinia_callCentre')!).state.agentName).toBe('Priya');
    useCallCentreStore.getState().disableCallCentre();
    expect(useCallCentreStore.getState().isCallCentre).toBe(false);
  });
});
