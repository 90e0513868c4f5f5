// What the customer is told when the address provider fails (problem+json messages).
export const ADDRESS_UNAVAILABLE_MESSAGE = 'Address lookup is not available right now. Please try again.';
export const ADDRESS_UNREADABLE_MESSAGE =
  'The address service sent an answer we could not read. Please try again, or search for your suburb.';
