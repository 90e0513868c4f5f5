import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { LocalIdentityProviders, LocalIssuer } from './local-identity-provider.ts';
import { signInPage } from './sign-in-page.ts';
import { testUsers } from './test-users.ts';

async function readForm(stream: NodeJS.ReadableStream): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of stream) {
    text += String(chunk);
    if (text.length > 10_000) break;
  }
  return new URLSearchParams(text);
}

/** The plain sign-in page of one stand-in: pick a test user (login and consent at once) or cancel. */
function interactionRoutes(app: FastifyInstance, issuer: LocalIssuer, appOrigins: string[]) {
  const { mountPath } = issuer;
  // The page's form leads, through the provider, back to the app: form-action must allow its origins.
  const csp = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${appOrigins.join(' ')}; frame-ancestors 'none'; base-uri 'none'`;

  app.get<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid`, async (request, reply) => {
    const oidc = await issuer.load();
    const details = await oidc.interactionDetails(request.raw, reply.raw);
    reply.header('content-security-policy', csp).header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return signInPage({
      provider: issuer.provider,
      clientId: String(details.params.client_id ?? ''),
      action: `${mountPath}/interaction/${details.uid}/login`,
      users: testUsers[issuer.provider],
    });
  });

  app.post<{ Params: { uid: string }; Body: URLSearchParams }>(
    `${mountPath}/interaction/:uid/login`,
    async (request, reply) => {
      const oidc = await issuer.load();
      const details = await oidc.interactionDetails(request.raw, reply.raw);
      const form = request.body;
      const user = testUsers[issuer.provider].find((u) => u.sub === form.get('sub'));
      let result: Record<string, unknown>;
      if (form.get('cancel') || !user) {
        result = { error: 'access_denied', error_description: 'The person cancelled the sign-in' };
      } else {
        const grant = new oidc.Grant({ accountId: user.sub, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        result = { login: { accountId: user.sub }, consent: { grantId: await grant.save() } };
      }
      const returnTo = await oidc.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
      return reply.redirect(returnTo, 303);
    },
  );
}

/**
 * Mounts the local Google, Apple and PayPal stand-ins under /idp/{provider}: the providers' own
 * endpoints (discovery, authorize, token, JWKS) are their Koa apps, run on Fastify's raw request;
 * the sign-in pages are ours.
 */
export const identityProviderRoutes: FastifyPluginAsync<{
  providers: LocalIdentityProviders;
  appOrigins: string[];
}> = async (app, { providers, appOrigins }) => {
  await app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      async (_req: unknown, payload: NodeJS.ReadableStream) => readForm(payload),
    );
    for (const issuer of providers.issuers) interactionRoutes(pages, issuer, appOrigins);
  });

  await app.register(async (koa) => {
    // The provider reads request bodies itself: leave the stream unread.
    koa.removeAllContentTypeParsers();
    koa.addContentTypeParser('*', (_req, _payload, done) => done(null));
    for (const issuer of providers.issuers) {
      const handler = (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        issuer.handle(request.raw, reply.raw);
      };
      koa.all(issuer.mountPath, { schema: { hide: true } }, handler);
      koa.all(`${issuer.mountPath}/*`, { schema: { hide: true } }, handler);
    }
  });
};
