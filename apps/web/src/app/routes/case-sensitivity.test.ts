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

  it('leaves the change-email route alone', () => {
    expect(target('/change-email/C1/AbC/Confirm')).toBeNull();
    expect(isCaseSensitivePath('/Change-Email/x/y/confirm')).toBe(true);
    expect(isCaseSensitivePath('/menu/Pizza')).toBe(false);
  });

  it("leaves a group order's share link alone: its token is mixed case", () => {
    expect(target('/group/J8OYXx3_APcj93ArUx92USVEqpZ9PiUndNvlFQnq3Lg?pay=share')).toBeNull();
  });

  it('lower-cases every other route: /preferences/EMAIL/x works as /preferences/email/x', () => {
    expect(target('/preferences/EMAIL/x')).toBe('/preferences/email/x');
    // (call-centre mode's loader has read the agent's name as typed before the redirect applies)
    expect(target('/callcentermode/Priya')).toBe('/callcentermode/priya');
    expect(isCaseSensitivePath('/preferences/EMAIL/x')).toBe(false);
  });
});
