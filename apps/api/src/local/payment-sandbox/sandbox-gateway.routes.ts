import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cardFieldsScript } from './hosted-pages/card-fields-script.ts';
import { cardPage } from './hosted-pages/card-page.ts';
import { abandonedPage, challengePage } from './hosted-pages/challenge-page.ts';
import { noticePage, sendPage, type PageContent } from './hosted-pages/page-layout.ts';
import { methodNames, redirectPage } from './hosted-pages/redirect-pages.ts';
import type { PaymentSandbox } from './payment-sandbox.ts';
import type { RedirectAnswer } from './sandbox-redirect-payments.ts';
import { SANDBOX_PREFIX } from './sandbox-urls.ts';

export interface SandboxGatewayRoutesOptions {
  sandbox: PaymentSandbox;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** Requests to these pages are not logged below warn: card forms must leave no trace in the logs. */
const quiet = { logLevel: 'warn', schema: { hide: true } } as const;
const pageOptions = { schema: { hide: true } } as const;

const notFoundPage = noticePage(
  'Payment page not found',
  'This payment link is not valid or has been replaced. Go back to the store and start the payment again.',
);

const formOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};

const answerOf = (value: unknown, allowed: readonly string[]) =>
  typeof value === 'string' && allowed.includes(value) ? value : undefined;

/**
 * The sandbox gateway's hosted pages: card fields, the 3-D Secure challenge and the redirect
 * methods' pages. Registered only while no real provider is configured. The pages stand where a
 * provider's own site would, so the storefront's pages and API never handle a card number.
 */
export const sandboxGatewayRoutes: FastifyPluginAsync<SandboxGatewayRoutesOptions> = async (app, { sandbox }) => {
  // The hosted forms post url-encoded, and nothing else is accepted here: a JSON parser's error
  // message quotes the body it choked on, and the body may hold a card number.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const page = (reply: FastifyReply, status: number, content: PageContent) =>
    sendPage(reply, status, content, sandbox.returnOrigins);
  const goTo = (reply: FastifyReply, location: string) =>
    reply.header('cache-control', 'no-store').redirect(location, 303);

  app.get(`${SANDBOX_PREFIX}/assets/card-fields.js`, pageOptions, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(cardFieldsScript),
  );

  app.get<{ Params: { sessionId: string } }>(
    `${SANDBOX_PREFIX}/card/:sessionId`,
    pageOptions,
    async (request, reply) => {
      const { sessionId } = request.params;
      const view = await sandbox.cards.describeSession(sessionId);
      if (!view) return page(reply, 404, notFoundPage);
      if (view.state !== 'open') {
        const tokenised = view.state === 'tokenised';
        const notice = tokenised
          ? noticePage('Card already entered', 'A card was already entered for this payment.', {
              href: view.returnUrl,
              text: 'Continue to the store',
            })
          : noticePage(
              'Payment session expired',
              'This payment session has expired. Return to the store to try again.',
              {
                href: view.returnUrl,
                text: 'Return to the store',
              },
            );
        return page(reply, tokenised ? 409 : 410, notice);
      }
      return page(reply, 200, cardPage({ sessionId, amountCents: view.amountCents, returnUrl: view.returnUrl }));
    },
  );

  app.post<{ Params: { sessionId: string } }>(`${SANDBOX_PREFIX}/card/:sessionId`, quiet, async (request, reply) => {
    const { sessionId } = request.params;
    const outcome = await sandbox.cards.tokenise(sessionId, formOf(request));
    if (!outcome) return page(reply, 404, notFoundPage);
    if (outcome.ok) return goTo(reply, outcome.location);
    const view = await sandbox.cards.describeSession(sessionId);
    if (!view || view.state !== 'open') return page(reply, 404, notFoundPage);
    const content = cardPage({
      sessionId,
      amountCents: view.amountCents,
      returnUrl: view.returnUrl,
      errors: outcome.errors,
      kept: outcome.kept,
    });
    return page(reply, 422, content);
  });

  // Card fields drawn by the app itself (initialiseFlexApi): the same checks as the hosted page,
  // answered in JSON. Errors name the field, never its value.
  app.post<{ Params: { sessionId: string } }>(
    `${SANDBOX_PREFIX}/flex/:sessionId/tokens`,
    quiet,
    async (request, reply) => {
      const { sessionId } = request.params;
      reply.header('cache-control', 'no-store');
      const view = await sandbox.cards.describeSession(sessionId);
      if (!view) return reply.code(404).send({ error: 'not_found', message: 'No such card session.' });
      if (view.state === 'expired') {
        return reply.code(410).send({ error: 'session_expired', message: 'The card session has expired.' });
      }
      if (view.state === 'open') {
        const outcome = await sandbox.cards.tokenise(sessionId, formOf(request));
        if (outcome && !outcome.ok) {
          return reply
            .code(422)
            .send({ error: 'invalid_card', message: 'Check the card details.', fields: outcome.errors });
        }
      }
      // A repeat submit answers with the card the session already holds, as the hosted page does.
      const state = await sandbox.cards.sessionState(sessionId);
      if (!state.card) return reply.code(410).send({ error: 'token_deleted', message: 'The card was discarded.' });
      // The card as the app may show it: never the token or the fingerprint, which are the merchant's.
      const { token: _token, fingerprint: _fingerprint, ...card } = state.card;
      return reply.code(view.state === 'open' ? 201 : 200).send({ flexToken: sessionId, card });
    },
  );

  app.get<{ Params: { authorisationId: string } }>(
    `${SANDBOX_PREFIX}/3ds/:authorisationId`,
    pageOptions,
    async (request, reply) => {
      const { authorisationId } = request.params;
      const view = await sandbox.authorisations.describeChallenge(authorisationId);
      if (!view) return page(reply, 404, notFoundPage);
      if (view.state === 'answered') return goTo(reply, view.location);
      return page(reply, 200, challengePage({ authorisationId, ...view }));
    },
  );

  app.post<{ Params: { authorisationId: string } }>(
    `${SANDBOX_PREFIX}/3ds/:authorisationId`,
    quiet,
    async (request, reply) => {
      const { authorisationId } = request.params;
      const answer = answerOf(formOf(request).answer, ['approve', 'fail', 'abandon']);
      const view =
        answer === 'approve' || answer === 'fail'
          ? await sandbox.authorisations.answerChallenge(authorisationId, answer)
          : await sandbox.authorisations.describeChallenge(authorisationId);
      if (!view) return page(reply, 404, notFoundPage);
      if (view.state === 'answered') return goTo(reply, view.location);
      // Abandon (or no answer at all) leaves the authorisation pending until its timeout.
      if (answer === 'abandon') return page(reply, 200, abandonedPage(view.abandonLocation));
      return page(reply, 400, challengePage({ authorisationId, ...view }));
    },
  );

  app.get<{ Params: { paymentId: string } }>(
    `${SANDBOX_PREFIX}/pay/:paymentId`,
    pageOptions,
    async (request, reply) => {
      const { paymentId } = request.params;
      const view = await sandbox.redirects.describe(paymentId);
      if (!view) return page(reply, 404, notFoundPage);
      if (view.state === 'settled') {
        return page(
          reply,
          409,
          noticePage('Payment already answered', 'This payment has already been answered.', {
            href: view.location,
            text: 'Return to the store',
          }),
        );
      }
      return page(reply, 200, redirectPage({ paymentId, ...view }));
    },
  );

  app.post<{ Params: { paymentId: string } }>(`${SANDBOX_PREFIX}/pay/:paymentId`, quiet, async (request, reply) => {
    const { paymentId } = request.params;
    const form = formOf(request);
    const answer = answerOf(form.answer, ['approve', 'decline', 'cancel']) as RedirectAnswer | undefined;
    const view = answer
      ? await sandbox.redirects.answer(paymentId, answer, typeof form.card === 'string' ? form.card : undefined)
      : await sandbox.redirects.describe(paymentId);
    if (!view) return page(reply, 404, notFoundPage);
    if (view.state === 'settled') return goTo(reply, view.location);
    // Unanswered: no answer sent, or a wallet approval without a card chosen.
    const content = redirectPage({ paymentId, ...view });
    return page(reply, 400, { ...content, title: `${methodNames[view.method]}: choose an answer` });
  });
};
