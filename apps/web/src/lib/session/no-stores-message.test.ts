// Spec section 8: "No stores deliver to the address: 'no stores found' message (you may be able to
// pick up from a nearby store), or a postcode error when the A/B test is on".
import { afterEach, describe, expect, it } from 'vitest';
import { POSTCODE_ERRORS_FLAG, setAbTests } from '../ab-tests.ts';
import { noStoresMessage, type DeliveryAddressInput } from './save-session.ts';

const address: DeliveryAddressInput = {
  street: '1 Far St',
  locality: 'Broken Hill',
  state: 'NSW',
  postcode: '2880',
  latitude: -31.95,
  longitude: 141.46,
};

afterEach(() => setAbTests());

describe('no stores found', () => {
  it("says 'no stores found' with pickup as the way out while the postcode-errors flag is 0 (its start-up value)", () => {
    setAbTests();
    expect(window.abFlags?.[POSTCODE_ERRORS_FLAG]).toBe(0);
    expect(noStoresMessage(false, address)).toBe(
      'Sorry, no stores found that deliver to this address. You may be able to pick up from a nearby store.',
    );
  });

  it('says the postcode error when the A/B flag is on', () => {
    setAbTests();
    window.abFlags![POSTCODE_ERRORS_FLAG] = 1;
    expect(noStoresMessage(false, address)).toBe(
      "Sorry, we don't deliver to postcode 2880 yet. Please check the postcode, or pick up from a nearby store.",
    );
    // Pickup searches have their own message either way.
    expect(noStoresMessage(true, undefined)).toBe('Sorry, no stores found near there. Try another suburb or postcode.');
  });
});
