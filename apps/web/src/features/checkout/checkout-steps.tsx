// Where the customer is in checkout: details, then payment, then review (the chosen method's
// button pays). One page holds all three, so the step follows what is filled in, not the path.
import { validateDetails, type DetailsForm } from './customer-details.ts';
import './checkout-steps.css';

export const CHECKOUT_STEPS = ['Details', 'Payment', 'Review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export function currentCheckoutStep(form: DetailsForm, methodChosen: boolean): CheckoutStep {
  if (Object.keys(validateDetails(form)).length > 0) return 'Details';
  return methodChosen ? 'Review' : 'Payment';
}

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <ol className="co-steps" aria-label="Checkout steps">
      {CHECKOUT_STEPS.map((step, index) => (
        <li
          key={step}
          className={index < at ? 'co-steps__step co-steps__step--done' : 'co-steps__step'}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className="co-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          {step}
          {index < at && <span className="sr-only"> (done)</span>}
        </li>
      ))}
    </ol>
  );
}
