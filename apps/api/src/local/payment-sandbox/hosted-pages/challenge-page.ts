import type { CardSummary } from '../../../modules/payment/payment-gateway.ts';
import { CHALLENGE_TIMEOUT_MINUTES } from '../sandbox-authorisations.ts';
import { SANDBOX_PREFIX } from '../sandbox-urls.ts';
import { formatAud, html, MERCHANT_NAME, noticePage, type PageContent } from './page-layout.ts';

export interface ChallengePageInput {
  authorisationId: string;
  amountCents: number;
  reference: string;
  card: CardSummary | null;
}

/** The issuer's 3-D Secure check, as the sandbox plays it: the tester picks the bank's answer. */
export function challengePage({ authorisationId, amountCents, reference, card }: ChallengePageInput): PageContent {
  const cardText = card ? `${card.brand} ending ${card.last4}` : 'your card';
  return {
    title: '3-D Secure check',
    body: html`<div class="card">
      <h1>Confirm this payment</h1>
      <p>
        Your bank asks you to confirm a payment of <strong>${formatAud(amountCents)}</strong> to ${MERCHANT_NAME} with
        ${cardText}.
      </p>
      <p class="hint">Reference ${reference}</p>
      <form method="post" action="${SANDBOX_PREFIX}/3ds/${authorisationId}">
        <div class="actions">
          <button type="submit" name="answer" value="approve" class="primary" autofocus>Approve</button>
          <button type="submit" name="answer" value="fail" class="danger" aria-describedby="fail-hint">Fail</button>
          <button type="submit" name="answer" value="abandon" class="secondary" aria-describedby="abandon-hint">
            Abandon
          </button>
        </div>
      </form>
      <p class="hint" id="fail-hint">Fail: the bank refuses the check and the payment is declined.</p>
      <p class="hint" id="abandon-hint">
        Abandon: leave without answering, as if the window were closed. The payment stays pending and is declined after
        ${CHALLENGE_TIMEOUT_MINUTES} minutes.
      </p>
    </div>`,
  };
}

export function abandonedPage(returnLocation: string): PageContent {
  return noticePage(
    'Check left unanswered',
    `You left the bank's check without answering. You can close this window. The payment stays pending and is declined after ${CHALLENGE_TIMEOUT_MINUTES} minutes without an answer.`,
    { href: returnLocation, text: `Back to ${MERCHANT_NAME}` },
  );
}
