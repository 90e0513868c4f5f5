import { describe, expect, it } from 'vitest';
import { isCaseSensitivePath, lowercaseTarget } from './case-sensitivity.ts';

const target = (href: string) => lowercaseTarget(new URL(href, 'https://shop.test'));

describe('lower-casing paths', () => {
  it('lower-cases the path and keeps query and hash as they are', () => {
    expect(target('/Menu/WingsStreet')).toBe('/menu/wingsstreet');
    expect(target('/OFFERS?utm_source=Google#Deals')).toBe('/offers?utm_source=Google#Deals');
  });

  it('leaves lower-case paths alone', () => {
    expect(target('/menu/pizza?A=B')).toBeNull();
  });

  it('leaves case-sensitive routes alone', () => {
    expect(target('/change-email/C1/AbC/Confirm')).toBeNull();
    expect(target('/preferences/sms/aBc12')).toBeNull();
    expect(target('/callcentermode/Priya')).toBeNull();
    expect(isCaseSensitivePath('/Change-Email/x/y/confirm')).toBe(true);
    expect(isCaseSensitivePath('/menu/Pizza')).toBe(false);
  });
});
