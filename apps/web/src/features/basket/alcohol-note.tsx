// The standard-drinks count under the cart's lines (spec document 2, section 5: max 6 per order, the
// basket's maxAlcoholUnits governing), with an explicit 'alcohol limit reached' beside it once the
// order holds the most it may, and the reminder that alcohol needs food.
import { ALCOHOL_NEEDS_FOOD_MESSAGE, alcoholLimitReachedMessage } from '@storefront/domain';

export function AlcoholNote({ drinks, max }: { drinks: number; max: number }) {
  if (drinks <= 0) return null;
  const reached = drinks >= max;
  return (
    <p className={`cart-note${reached ? ' cart-note--warning' : ''}`}>
      Standard drinks in this order: {drinks} of {max}.{' '}
      {reached && <strong className="cart-note__limit">{alcoholLimitReachedMessage(max)} </strong>}
      {ALCOHOL_NEEDS_FOOD_MESSAGE}
    </p>
  );
}
