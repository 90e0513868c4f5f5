// The contract's constants this area needs, copied so zod (which every value export of
// @storefront/contract pulls in, ~25 KB gzipped) stays out of the chunk (docs/decisions/011).
// order-constants.test.ts keeps them equal to the contract's.

/** POST_ORDER_SURVEY_ID: the survey started after an order. */
export const POST_ORDER_SURVEY = 'post-order-2026';
/** TRACKING_WINDOW_HOURS: tracking stops this long after the order was placed (spec section 9). */
export const TRACKING_HOURS = 8;
