import type { CustomerInfo, CustomerInfoInput } from '@storefront/contract';
import { toAustralianMobile } from '@storefront/domain';
import { invalidRequest } from '../../platform/errors.ts';
import type { DeliveryAddress } from '../basket/basket-disposition.ts';

/** Spec section 5: a missing first or last name defaults to these placeholders. */
export const FIRST_NAME_PLACEHOLDER = 'firstName';
export const LAST_NAME_PLACEHOLDER = 'lastName';

/** The order's CustomerInfo from what the checkout form sent and the basket's address. */
export function toCustomerInfo(
  input: CustomerInfoInput,
  basket: { deliveryAddress: DeliveryAddress | null; customerId: string | null },
): CustomerInfo {
  const mobile = toAustralianMobile(input.mobileNumber);
  if (!mobile.ok) {
    throw invalidRequest(
      'Sorry, there was an issue validating your details. Please try again or call the support number.',
      [{ field: 'body.mobileNumber', message: 'Enter an Australian mobile number, e.g. 0412 345 678' }],
    );
  }
  const { firstName, lastName, mobileNumber: _mobile, email, orderNote: _note, isContactless, ...utm } = input;
  return {
    firstName: firstName || FIRST_NAME_PLACEHOLDER,
    lastName: lastName || LAST_NAME_PLACEHOLDER,
    phoneNumber: mobile.value,
    mobileNumber: mobile.value,
    email: email.toLowerCase(),
    address: basket.deliveryAddress?.address ?? null,
    city: basket.deliveryAddress?.city ?? null,
    postalCode: basket.deliveryAddress?.postalCode ?? null,
    state: basket.deliveryAddress?.state ?? null,
    userId: basket.customerId,
    isNewUser: basket.customerId === null,
    orderRegister: basket.customerId ? 'order-customer' : 'order-guest',
    utm,
    // Asked for delivery only: a pickup is handed over at the counter.
    isContactless: basket.deliveryAddress ? (isContactless ?? null) : null,
  };
}
