// The longest value each checkout contact field takes (spec document 2, section 3 CustomerInfo).
// No schema library here: the order placement schema and the app's details form both read these,
// and the form must not pull zod into the checkout's first load.
export const CUSTOMER_DETAILS_LIMITS = {
  /** First name and last name, each. */
  name: 60,
  email: 200,
  /** As typed, before it is sanitised to +614... */
  mobile: 30,
  orderNote: 250,
  /** Each utm_* attribution value the order carries. */
  utm: 200,
} as const;
