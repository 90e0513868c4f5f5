import { describe, expect, it } from 'vitest';
import {
  isSafeRedirect,
  LOCALISE_REDIRECT_KEY,
  setLocaliseRedirect,
  takeLocaliseRedirect,
} from './localise-redirect.ts';
import { setPendingVoucher, takePendingVoucher, usePendingVoucher } from './pending-voucher.ts';

describe('pending voucher queue', () => {
  it('keeps one code for the visit (pinia_pendingVoucher) until taken', () => {
    setPendingVoucher(' PIZZA20 ');
    expect(usePendingVoucher.getState().pendingVoucher).toBe('PIZZA20');
    expect(JSON.parse(sessionStorage.getItem('pinia_pendingVoucher')!).state.pendingVoucher).toBe('PIZZA20');
    expect(takePendingVoucher()).toBe('PIZZA20');
    expect(takePendingVoucher()).toBeNull();
    setPendingVoucher('');
    expect(takePendingVoucher()).toBeNull();
  });
});

describe('localise redirect', () => {
  it('is taken once, same-site paths only', () => {
    setLocaliseRedirect('/menu/pizza?x=1');
    expect(sessionStorage.getItem(LOCALISE_REDIRECT_KEY)).toBe('/menu/pizza?x=1');
    expect(takeLocaliseRedirect()).toBe('/menu/pizza?x=1');
    expect(takeLocaliseRedirect()).toBeNull();
    setLocaliseRedirect('//evil.example/x');
    expect(takeLocaliseRedirect()).toBeNull();
    expect(isSafeRedirect('https://evil.example')).toBe(false);
    expect(isSafeRedirect('/\\evil')).toBe(false);
  });
});
