import { describe, expect, it } from 'vitest';
import {
  cleanMobileInput,
  detailsFromCustomerInfo,
  displayMobile,
  EMPTY_DETAILS,
  toCustomerInfoInput,
  validateDetails,
  withoutFieldInUse,
} from './customer-details.ts';

const form = { ...EMPTY_DETAILS, mobileNumber: '0412 345 678', email: 'alex@example.com' };

describe('contact details', () => {
  it('needs a mobile and an email; names are optional', () => {
    expect(validateDetails(form)).toEqual({});
    expect(validateDetails(EMPTY_DETAILS)).toEqual({
      mobileNumber: 'Enter your mobile number.',
      email: 'Enter your email address.',
    });
  });

  it('accepts only Australian mobiles and real-looking emails', () => {
    expect(validateDetails({ ...form, mobileNumber: '02 9999 1234' }).mobileNumber).toMatch(/starting 04 or \+614/);
    expect(validateDetails({ ...form, email: 'alex@' }).email).toBe('Enter an email address like name@example.com.');
  });

  it('keeps to the contract limits', () => {
    expect(validateDetails({ ...form, firstName: 'x'.repeat(61) }).firstName).toBeTruthy();
    expect(validateDetails({ ...form, orderNote: 'x'.repeat(251) }).orderNote).toBeTruthy();
  });

  it('sanitises the mobile as it is typed and shows it with the +614 prefix', () => {
    expect(cleanMobileInput('04a12-345 (678)')).toBe('0412-345 (678)');
    expect(displayMobile('0412345678')).toBe('+61 412 345 678');
    expect(displayMobile('12')).toBe('12');
  });

  it('sends the +614 mobile, trimmed values, no empty names (the server fills placeholders) and the UTM', () => {
    expect(
      toCustomerInfoInput(
        { ...form, firstName: '  ', lastName: ' Citizen ', email: ' alex@example.com ' },
        { last_source: 'flyer', last_medium: null },
      ),
    ).toEqual({ lastName: 'Citizen', mobileNumber: '+61412345678', email: 'alex@example.com', utm_source: 'flyer' });
  });

  it('shows the placeholder names as empty when prefilling from the basket', () => {
    expect(
      detailsFromCustomerInfo({
        firstName: 'firstName',
        lastName: 'lastName',
        mobileNumber: '+61412345678',
        email: 'alex@example.com',
      }),
    ).toEqual({ mobileNumber: '+61 412 345 678', email: 'alex@example.com' });
    expect(detailsFromCustomerInfo(null)).toEqual({});
  });
});

describe('filling in known details', () => {
  const known = { firstName: 'Sam', mobileNumber: '0412 345 678', email: 'sam@example.com' };
  const input = (name: string) => {
    const element = document.createElement('input');
    element.name = name;
    return element;
  };

  it('leaves out the field the customer is in, so a late answer does not run into their typing', () => {
    expect(withoutFieldInUse(known, input('mobileNumber'))).toEqual({ firstName: 'Sam', email: 'sam@example.com' });
  });

  it('fills everything when the customer is in no field, or in one with nothing to fill', () => {
    expect(withoutFieldInUse(known, document.body)).toEqual(known);
    expect(withoutFieldInUse(known, null)).toEqual(known);
    expect(withoutFieldInUse(known, input('orderNote'))).toEqual(known);
  });
});
