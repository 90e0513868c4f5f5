import type { CardField, KeptFields } from '../card-form.ts';
import { SANDBOX_PREFIX, withParams } from '../sandbox-urls.ts';
import { testCards } from '../test-cards.ts';
import { formatCardNumber } from '../card-rules.ts';
import { formatAud, html, MERCHANT_NAME, type PageContent } from './page-layout.ts';

export interface CardPageInput {
  sessionId: string;
  amountCents: number;
  returnUrl: string;
  errors?: Partial<Record<CardField, string>>;
  kept?: KeptFields;
}

const fieldOrder: CardField[] = ['number', 'expiry', 'securityCode', 'name'];
const outcomeNames = {
  success: 'Success',
  challenge: '3-D Secure challenge',
  declined: 'Declined',
  insufficient_funds: 'Insufficient funds',
  expired_card: 'Expired card',
} as const;

interface FieldSpec {
  id: CardField;
  label: string;
  hint: string;
  autocomplete: string;
  value?: string;
  maxlength: number;
  numeric: boolean;
}

function field(spec: FieldSpec, error: string | undefined, autofocus: boolean) {
  const describedBy = `${spec.id}-hint ${spec.id}-error`;
  return html`<div class="field">
    <label for="${spec.id}" id="${spec.id}-label">${spec.label}</label>
    <p class="hint" id="${spec.id}-hint">${spec.hint}</p>
    <p class="error" id="${spec.id}-error">${error}</p>
    <input
      type="text"
      id="${spec.id}"
      name="${spec.id}"
      autocomplete="${spec.autocomplete}"
      ${spec.numeric ? html` inputmode="numeric"` : ''}
      maxlength="${spec.maxlength}"
      spellcheck="false"
      autocapitalize="off"
      aria-describedby="${describedBy}"
      ${error ? html` aria-invalid="true"` : ''}${autofocus ? html` autofocus` : ''}
      value="${spec.value ?? ''}"
    />
  </div>`;
}

/**
 * The hosted card fields. The number and security code are never filled back in, even after an
 * error: the page must not carry them anywhere but the form post.
 */
export function cardPage({ sessionId, amountCents, returnUrl, errors = {}, kept }: CardPageInput): PageContent {
  const firstError = fieldOrder.find((f) => errors[f]);
  const specs: FieldSpec[] = [
    {
      id: 'number',
      label: 'Card number',
      hint: 'Visa, Mastercard or American Express.',
      autocomplete: 'cc-number',
      maxlength: 23,
      numeric: true,
    },
    {
      id: 'expiry',
      label: 'Expiry date',
      hint: 'MM/YY, for example 04/29.',
      autocomplete: 'cc-exp',
      value: kept?.expiry ?? '',
      maxlength: 5,
      numeric: true,
    },
    {
      id: 'securityCode',
      label: 'Security code',
      hint: 'CVV or CVC: 3 digits on the back. CID (American Express): 4 digits on the front.',
      autocomplete: 'cc-csc',
      maxlength: 4,
      numeric: true,
    },
    {
      id: 'name',
      label: 'Name on card',
      hint: 'As printed on the card.',
      autocomplete: 'cc-name',
      value: kept?.name ?? '',
      maxlength: 100,
      numeric: false,
    },
  ];
  const summary = firstError
    ? html`<div class="error-summary" role="alert">
        <h2>Check your card details</h2>
        <ul>
          ${fieldOrder.filter((f) => errors[f]).map((f) => html`<li><a href="#${f}">${errors[f]}</a></li>`)}
        </ul>
      </div>`
    : '';
  const cancelUrl = withParams(returnUrl, { status: 'cancelled' });
  return {
    title: 'Card details',
    script: 'card-fields.js',
    body: html`<div class="card">
      <h1>Card details</h1>
      <p class="amount">Pay <strong>${formatAud(amountCents)}</strong> to ${MERCHANT_NAME}</p>
      ${summary}
      <form method="post" action="${SANDBOX_PREFIX}/card/${sessionId}" id="card-form" novalidate>
        ${specs.map((spec) => field(spec, errors[spec.id], spec.id === firstError))}
        <p class="visually-hidden" id="brand-status" aria-live="polite"></p>
        <div class="actions">
          <button type="submit" class="primary">Use this card</button>
          <a class="button secondary" href="${cancelUrl}">Cancel and return to ${MERCHANT_NAME}</a>
        </div>
      </form>
      <details>
        <summary>Sandbox test cards</summary>
        <p class="hint">
          Any expiry date in the future and any security code of the right length. An expiry date in the past declines
          as an expired card.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">Brand</th>
              <th scope="col">Number</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            ${testCards.map(
              (c) =>
                html`<tr>
                  <td>${c.brand}</td>
                  <td>${formatCardNumber(c.number)}</td>
                  <td>${outcomeNames[c.outcome]}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </details>
    </div>`,
  };
}
