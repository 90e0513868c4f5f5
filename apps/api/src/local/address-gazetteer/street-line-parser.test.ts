import { describe, expect, it } from 'vitest';
import { formatStreetLine, parseAddressText, parseStreetLine, type ParsedAddress } from './street-line-parser.ts';

describe('parseAddressText', () => {
  it.each<[string, ParsedAddress]>([
    ['12 Smith St Parramatta', { number: '12', streetName: 'Smith', streetType: 'Street', locality: 'Parramatta' }],
    [
      '12/34 George Street, Sydney NSW 2000',
      {
        unit: '12',
        number: '34',
        streetName: 'George',
        streetType: 'Street',
        locality: 'Sydney',
        state: 'NSW',
        postcode: '2000',
      },
    ],
    [
      'Unit 5 10 Church Rd, 2150',
      { unit: '5', number: '10', streetName: 'Church', streetType: 'Road', postcode: '2150' },
    ],
    [
      'Unit 5, 10 Church Rd, Parramatta',
      { unit: '5', number: '10', streetName: 'Church', streetType: 'Road', locality: 'Parramatta' },
    ],
    ['Lot 3 Example Ave', { number: 'Lot 3', streetName: 'Example', streetType: 'Avenue' }],
    ['2150', { postcode: '2150' }],
    ['parra', { locality: 'Parra' }],
    ['George St', { streetName: 'George', streetType: 'Street' }],
    ['Harris Park', { locality: 'Harris Park' }],
    ['Sydney NSW 2000', { locality: 'Sydney', state: 'NSW', postcode: '2000' }],
    ['Parramatta 2150 NSW', { locality: 'Parramatta', state: 'NSW', postcode: '2150' }],
    ['NSW 2150', { state: 'NSW', postcode: '2150' }],
    ['2150 harris', { postcode: '2150', locality: 'Harris' }],
    ['Sydney, New South Wales, Australia', { locality: 'Sydney', state: 'NSW' }],
  ])('reads %j', (text, expected) => {
    expect(parseAddressText(text)).toEqual(expected);
  });

  it('normalises every street-type abbreviation the brief lists', () => {
    const cases: Record<string, string> = {
      St: 'Street',
      Rd: 'Road',
      Ave: 'Avenue',
      Pde: 'Parade',
      Hwy: 'Highway',
      Cres: 'Crescent',
      Dr: 'Drive',
      Pl: 'Place',
      Ct: 'Court',
      Tce: 'Terrace',
      Bvd: 'Boulevard',
      Blvd: 'Boulevard',
      Cl: 'Close',
      Ln: 'Lane',
      Way: 'Way',
      Cct: 'Circuit',
      'st.': 'Street',
    };
    for (const [typed, full] of Object.entries(cases)) {
      expect(parseAddressText(`1 Main ${typed} Parramatta`).streetType, typed).toBe(full);
    }
  });

  it('reads a leading St as part of the name (St Kilda Rd), not as the street type', () => {
    expect(parseAddressText('12 St Kilda Rd St Kilda VIC')).toEqual({
      number: '12',
      streetName: 'St Kilda',
      streetType: 'Road',
      locality: 'St Kilda',
      state: 'VIC',
    });
  });

  it('reads suburb-like full words (Grove, Vista) as a street type only after a house number', () => {
    expect(parseAddressText('Kelvin Grove')).toEqual({ locality: 'Kelvin Grove' });
    expect(parseAddressText('Bella Vista')).toEqual({ locality: 'Bella Vista' });
    expect(parseAddressText('5 Oak Grove Kelvin Grove')).toMatchObject({
      streetName: 'Oak',
      streetType: 'Grove',
      locality: 'Kelvin Grove',
    });
  });

  it('keeps a four-digit house number when a street follows it', () => {
    expect(parseAddressText('1234 Pacific Hwy Pymble')).toMatchObject({
      number: '1234',
      streetType: 'Highway',
      locality: 'Pymble',
    });
  });

  it('reads house ranges, letter suffixes and unit words', () => {
    expect(parseAddressText('10-12 Smith St Parramatta')).toMatchObject({ number: '10-12' });
    expect(parseAddressText('10a Smith St Parramatta')).toMatchObject({ number: '10A' });
    expect(parseAddressText('Shop 3 1 Smith St Parramatta')).toMatchObject({ unit: '3', number: '1' });
    expect(parseAddressText('Apt 7b/9 Smith St Parramatta')).toMatchObject({ unit: '7B' });
  });

  it('treats a lone state code as the start of a suburb name', () => {
    expect(parseAddressText('act')).toEqual({ locality: 'Act' });
    expect(parseAddressText('Port Victoria')).toEqual({ locality: 'Port Victoria' });
  });

  it('puts words after the street type into the street when a comma ends the street', () => {
    expect(parseAddressText('1 Smith St North, Parramatta')).toMatchObject({
      streetType: 'Street',
      streetSuffix: 'North',
      locality: 'Parramatta',
    });
  });

  it('turns punctuation that addresses never use into spaces', () => {
    expect(parseAddressText("'; DROP TABLE users;--")).not.toHaveProperty('number');
    expect(parseAddressText('<script>alert(1)</script>').locality).not.toMatch(/[<>()]/);
    expect(parseAddressText('   ,,, ')).toEqual({});
  });

  it('title-cases names and localities for display', () => {
    expect(parseAddressText('3 o’connell st mcmahons point')).toMatchObject({
      streetName: "O'Connell",
      locality: 'McMahons Point',
    });
  });
});

describe('formatStreetLine', () => {
  it.each([
    ['12 Smith St Parramatta', '12 Smith Street'],
    ['12/34 George Street, Sydney NSW 2000', '12/34 George Street'],
    ['Unit 5 10 Church Rd, 2150', '5/10 Church Road'],
    ['Unit 5 Church Rd, Parramatta', 'Unit 5 Church Road'],
    ['Lot 3 Example Ave', 'Lot 3 Example Avenue'],
    ['George St', 'George Street'],
  ])('writes %j as %j', (text, line) => {
    expect(formatStreetLine(parseAddressText(text))).toBe(line);
  });

  it('is null without a street name', () => {
    expect(formatStreetLine(parseAddressText('2150'))).toBeNull();
    expect(formatStreetLine(parseAddressText('parra'))).toBeNull();
  });

  it('reads back what it writes', () => {
    for (const line of [
      '12 Smith Street',
      '12/34 George Street',
      'Lot 3 Example Avenue',
      '12 St Kilda Road',
      '1 Smith Street North',
    ]) {
      expect(formatStreetLine(parseStreetLine(line))).toBe(line);
    }
  });
});
