import type { RedirectMethod } from '../../../modules/payment/payment-gateway.ts';
import { SANDBOX_PREFIX } from '../sandbox-urls.ts';
import { walletCards } from '../test-cards.ts';
import { formatAud, html, MERCHANT_NAME, type PageContent, type SafeHtml } from './page-layout.ts';

export const methodNames: Record<RedirectMethod, string> = {
  PayPal: 'PayPal',
  PayPalPayIn4: 'PayPal Pay in 4',
  Zip: 'Zip',
  Afterpay: 'Afterpay',
  ClickToPay: 'Click to Pay',
  ApplePay: 'Apple Pay',
  GooglePay: 'Google Pay',
};

export interface RedirectPageInput {
  paymentId: string;
  method: RedirectMethod;
  amountCents: number;
  reference: string;
}

/** Four instalments, any odd cents on the first, as pay-in-4 plans show them. */
export function instalmentsOf(amountCents: number): number[] {
  const base = Math.floor(amountCents / 4);
  return [amountCents - base * 3, base, base, base];
}

const planText: Partial<Record<RedirectMethod, (amountCents: number) => string>> = {
  PayPalPayIn4: (a) => `4 interest-free payments: ${instalmentsOf(a).map(formatAud).join(', ')}, every 2 weeks.`,
  Afterpay: (a) => `4 interest-free payments: ${instalmentsOf(a).map(formatAud).join(', ')}, every 2 weeks.`,
  Zip: () => 'Buy now, pay later with your Zip account.',
  PayPal: () => 'Pay from your PayPal balance or a linked card.',
};

const form = (paymentId: string, content: SafeHtml) =>
  html`<form method="post" action="${SANDBOX_PREFIX}/pay/${paymentId}">${content}</form>`;

const cardChoices = html`<fieldset>
  <legend>Choose a card</legend>
  ${walletCards.map(
    (card, i) =>
      html`<label class="choice"
        ><input type="radio" name="card" value="${card.id}" ${i === 0 ? html` checked` : ''} /> ${card.label}</label
      >`,
  )}
</fieldset>`;

/** PayPal, PayPal Pay in 4, Zip and Afterpay: the tester answers as the provider would. */
function payLaterPage(input: RedirectPageInput): PageContent {
  const name = methodNames[input.method];
  return {
    title: name,
    body: html`<div class="card">
      <h1>${name}</h1>
      <p class="amount">Pay <strong>${formatAud(input.amountCents)}</strong> to ${MERCHANT_NAME}</p>
      <p>${planText[input.method]?.(input.amountCents)}</p>
      <p class="hint">Reference ${input.reference}</p>
      ${form(
        input.paymentId,
        html`<div class="actions">
          <button type="submit" name="answer" value="approve" class="primary" autofocus>Approve</button>
          <button type="submit" name="answer" value="decline" class="danger">Decline</button>
          <button type="submit" name="answer" value="cancel" class="secondary">
            Cancel and return to ${MERCHANT_NAME}
          </button>
        </div>`,
      )}
    </div>`,
  };
}

/** Click to Pay: the customer's stored cards, one picked and confirmed. */
function clickToPayPage(input: RedirectPageInput): PageContent {
  return {
    title: 'Click to Pay',
    body: html`<div class="card">
      <h1>Click to Pay</h1>
      <p class="amount">Pay <strong>${formatAud(input.amountCents)}</strong> to ${MERCHANT_NAME}</p>
      <p class="hint">Cards saved in your sandbox Click to Pay profile.</p>
      ${form(
        input.paymentId,
        html`${cardChoices}
          <div class="actions">
            <button type="submit" name="answer" value="approve" class="primary">Continue with this card</button>
            <button type="submit" name="answer" value="cancel" class="secondary">
              Cancel and return to ${MERCHANT_NAME}
            </button>
          </div>`,
      )}
    </div>`,
  };
}

/** Apple Pay and Google Pay, simulated where the browser has no real sheet. */
function walletSheetPage(input: RedirectPageInput): PageContent {
  const name = methodNames[input.method];
  return {
    title: name,
    body: html`<div
      class="sheet${input.method === 'ApplePay' ? ' dark' : ''}"
      role="dialog"
      aria-labelledby="sheet-title"
      aria-modal="true"
    >
      <h1 id="sheet-title">${name}</h1>
      <p class="hint">Simulated payment sheet</p>
      <p class="amount">Pay ${MERCHANT_NAME} <strong>${formatAud(input.amountCents)}</strong></p>
      ${form(
        input.paymentId,
        html`${cardChoices}
          <div class="actions">
            <button type="submit" name="answer" value="approve" class="primary">
              Pay ${formatAud(input.amountCents)}
            </button>
            <button type="submit" name="answer" value="cancel" class="secondary">Cancel</button>
          </div>`,
      )}
    </div>`,
  };
}

export function redirectPage(input: RedirectPageInput): PageContent {
  if (input.method === 'ClickToPay') return clickToPayPage(input);
  if (input.method === 'ApplePay' || input.method === 'GooglePay') return walletSheetPage(input);
  return payLaterPage(input);
}
