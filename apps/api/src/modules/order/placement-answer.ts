import type { ChallengeRequired, PlacedOrder } from '@storefront/contract';

/** What a placement answers: the order placed, or the card's 3-D Secure challenge to complete first. */
export type PlacementAnswer = { status: 201; body: PlacedOrder } | { status: 302; body: ChallengeRequired };
