// The cart's contents, on the /cart page and in the cart sheet: lines with their parts, edit,
// quantity and remove; meals; the basket's messages; service charges and totals; empty and checkout.
import type { Basket, BasketItemView, GroupedBasketItemView } from '@storefront/contract';
import { describeItem, describeMeal, formatCents, MAX_ALCOHOL_UNITS, minimumSpendMessage } from '@storefront/domain';
import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { checkBasketChange } from '../../lib/api/basket-outcomes.ts';
import { basketItemEditPath } from '../../lib/api/product-service.ts';
import { OFFLINE_ORDERING_REASON, useOnline } from '../../lib/pwa/use-online.ts';
import { openAlert } from '../../ui/alert-dialog/alert-store.ts';
import { Button } from '../../ui/button/button.tsx';
import { CartTotals } from '../../ui/cart-totals/cart-totals.tsx';
import { AlertIcon } from '../../ui/icons/icons.tsx';
import { LineDetails } from '../../ui/line-details/line-details.tsx';
import { ProductImage } from '../../ui/product-image/product-image.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { QuantityStepper } from '../../ui/stepper/quantity-stepper.tsx';
import {
  incompleteMealMessage,
  minimumSpendOf,
  standardDrinksIn,
  unavailableMessageFor,
} from '../../lib/cart-model.ts';
import { AlcoholNote } from './alcohol-note.tsx';
import type { CartActions } from './use-cart-actions.ts';

// VoucherAutoRemove is shown once as an alert; the same message is not repeated on every answer.
const alerted = new Set<string>();

function useVoucherAlerts(basket: Basket) {
  useEffect(() => {
    for (const message of basket.messages) {
      if (message.code !== 'VoucherAutoRemove' || alerted.has(message.message)) continue;
      alerted.add(message.message);
      void openAlert({ type: 'info', title: 'Voucher removed', body: message.message, confirmText: 'OK' });
    }
  }, [basket.messages]);
}

export function CartContents({
  basket,
  actions,
  compact = false,
  onNavigate,
}: {
  basket: Basket;
  actions: CartActions;
  compact?: boolean;
  onNavigate?: () => void;
}) {
  useVoucherAlerts(basket);
  const online = useOnline();
  const offlineReasonId = useId();
  const location = useLocation();
  const returnTo = compact ? location.pathname : '/cart';
  const minimum = minimumSpendOf(basket);
  const drinks = standardDrinksIn(basket);
  const otherMessages = basket.messages.filter(
    (m) => m.code !== 'BasketItemNotFound' && m.code !== 'VoucherAutoRemove',
  );
  const unavailable = basket.messages.filter((m) => m.code === 'BasketItemNotFound');

  return (
    <div className={`cart${compact ? ' cart--compact' : ''}`} aria-busy={actions.clearing || undefined}>
      {unavailable.length > 0 && (
        <div className="cart-alert" role="alert">
          <AlertIcon />
          <div>
            <p>Some items in your cart are no longer available:</p>
            <ul>
              {unavailable.map((m) => (
                <li key={m.message}>{m.message}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {otherMessages.map((m) => (
        <p key={`${m.code}:${m.message}`} className="cart-note" role="status">
          {m.message}
        </p>
      ))}
      <ul className="cart-lines" aria-label="Items in your cart">
        {basket.groupedBasketItems.map((meal) => (
          <MealLine
            key={meal.groupedBasketItemId}
            basket={basket}
            meal={meal}
            actions={actions}
            returnTo={returnTo}
            onNavigate={onNavigate}
          />
        ))}
        {basket.basketItems.map((item) => (
          <ItemLine
            key={item.basketItemId}
            basket={basket}
            item={item}
            actions={actions}
            returnTo={returnTo}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
      <AlcoholNote drinks={drinks} max={basket.maxAlcoholUnits || MAX_ALCOHOL_UNITS} />
      <CartTotals
        totals={basket}
        block="cart-totals"
        itemiseVouchers={false}
        totalLabel="Total"
        savingsLabel="You're saving"
      />
      {!minimum.met && (
        <p className="cart-note cart-note--warning" role="status">
          {minimumSpendMessage(minimum.serviceType, minimum.orderMinimum)}{' '}
          <span className="cart-note__more">Add {formatCents(minimum.minimumSpend)} more.</span>
        </p>
      )}
      <div className="cart-actions">
        <Button
          size="lg"
          block
          onClick={() => void actions.checkout(onNavigate)}
          disabled={actions.checkingOut || actions.clearing || !online}
          aria-describedby={online ? undefined : offlineReasonId}
        >
          {actions.checkingOut ? <Spinner size="sm" label="Checking your cart" /> : 'Checkout'}
        </Button>
        <Button variant="ghost" onClick={() => void actions.clear()} disabled={actions.clearing || !online}>
          {actions.clearing ? <Spinner size="sm" label="Emptying your cart" /> : 'Empty cart'}
        </Button>
        {!online && (
          <p id={offlineReasonId} className="offline-reason">
            {OFFLINE_ORDERING_REASON}
          </p>
        )}
      </div>
    </div>
  );
}

function ItemLine({
  basket,
  item,
  actions,
  returnTo,
  onNavigate,
}: {
  basket: Basket;
  item: BasketItemView;
  actions: CartActions;
  returnTo: string;
  onNavigate?: () => void;
}) {
  const busy = actions.isBusy(item.basketItemId);
  // Offline, the lines stay readable but cannot change: every change is a call to the basket.
  const online = useOnline();
  const locked = busy || !online;
  const flagged = unavailableMessageFor(basket, item.name);
  const more = checkBasketChange(basket, {
    kind: 'quantity',
    basketItemId: item.basketItemId,
    quantity: item.quantity + 1,
  });
  return (
    <li className={`cart-line${flagged ? ' cart-line--flagged' : ''}`} aria-busy={busy || undefined}>
      <ProductImage imageSlug={item.slug} className="cart-line__image" />
      <div className="cart-line__body">
        <h3 className="cart-line__name">{item.name}</h3>
        <LineDetails line={describeItem(item)} />
        {flagged && (
          <p className="cart-line__flag">
            <AlertIcon /> {flagged}
          </p>
        )}
        {!more.ok && item.alcoholUnits > 0 && <p className="cart-line__limit">{more.message}</p>}
        <div className="cart-line__controls">
          <QuantityStepper
            size="sm"
            label={item.name}
            value={item.quantity}
            removeAtMin
            increaseBlocked={!more.ok}
            disabled={locked}
            onChange={(quantity) => void actions.setQuantity(item, quantity)}
          />
          {item.isCustomisable && (
            <Link
              to={basketItemEditPath(item)}
              state={{ returnTo }}
              className="cart-line__link"
              onClick={onNavigate}
              aria-label={`Edit ${item.name}`}
            >
              Edit
            </Link>
          )}
          <button
            type="button"
            className="cart-line__link"
            onClick={() => void actions.remove(item)}
            disabled={locked}
            aria-label={`Remove ${item.name}`}
          >
            Remove
          </button>
          {busy && <Spinner size="sm" label={`Updating ${item.name}`} />}
        </div>
      </div>
      <p className="cart-line__price">
        {item.voucherCode && item.totalPrice === 0 ? 'Free' : formatCents(item.totalPrice)}
        {item.quantity > 1 && <span>{formatCents(item.unitPrice)} each</span>}
      </p>
    </li>
  );
}

function MealLine({
  basket,
  meal,
  actions,
  returnTo,
  onNavigate,
}: {
  basket: Basket;
  meal: GroupedBasketItemView;
  actions: CartActions;
  returnTo: string;
  onNavigate?: () => void;
}) {
  const busy = actions.isBusy(meal.groupedBasketItemId);
  const online = useOnline();
  const locked = busy || !online;
  const incomplete = incompleteMealMessage(basket, meal);
  const more = checkBasketChange(basket, {
    kind: 'meal-quantity',
    groupedBasketItemId: meal.groupedBasketItemId,
    quantity: meal.quantity + 1,
  });
  const swapPath = `/pizza-meals/${meal.slug}/${meal.groupedBasketItemId}`;
  return (
    <li className={`cart-line cart-line--meal${incomplete ? ' cart-line--flagged' : ''}`} aria-busy={busy || undefined}>
      <ProductImage imageSlug={meal.slug} className="cart-line__image" />
      <div className="cart-line__body">
        <h3 className="cart-line__name">
          {meal.name}
          {meal.isVoucher && meal.voucherCode && <span className="cart-line__voucher">{meal.voucherCode}</span>}
        </h3>
        <LineDetails line={describeMeal(meal)} />
        {incomplete && (
          <div className="cart-line__flag cart-line__incomplete" role="group" aria-label={`${meal.name} is incomplete`}>
            <p>
              <AlertIcon /> {incomplete} Continue with the rest as separate items, or remove the meal.
            </p>
            <div>
              <Button size="sm" onClick={() => void actions.unbundleMeal(meal)} disabled={locked}>
                Continue
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void actions.removeMeal(meal)} disabled={locked}>
                Remove meal
              </Button>
            </div>
          </div>
        )}
        <div className="cart-line__controls">
          <QuantityStepper
            size="sm"
            label={meal.name}
            value={meal.quantity}
            removeAtMin
            increaseBlocked={!more.ok}
            disabled={locked}
            onChange={(quantity) => void actions.setMealQuantity(meal, quantity)}
          />
          {meal.ableToSwap && (
            <Link
              to={swapPath}
              state={{ returnTo }}
              className="cart-line__link"
              onClick={onNavigate}
              aria-label={`Change items in ${meal.name}`}
            >
              Change items
            </Link>
          )}
          <button
            type="button"
            className="cart-line__link"
            onClick={() => void actions.removeMeal(meal)}
            disabled={locked}
            aria-label={`Remove ${meal.name}`}
          >
            Remove
          </button>
          {busy && <Spinner size="sm" label={`Updating ${meal.name}`} />}
        </div>
      </div>
      <p className="cart-line__price">
        {formatCents(meal.totalPrice)}
        {meal.savings > 0 && <span className="cart-line__saving">Save {formatCents(meal.savings)}</span>}
      </p>
    </li>
  );
}
