import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export async function registerSecurity(app: FastifyInstance, options: { origins: string[] }) {
  // Built once: the Fastify plugin built the middleware, and parsed the policy, again for every
  // request, which was the largest cost of a cached read after the network write.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline style attributes are used by React components; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Agrees with frame-ancestors 'none': no page of this site is meant to be framed, the sandbox's
    // hosted payment pages included (the app navigates to them at the top level).
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(cors, {
    origin: options.origins,
    credentials: true,
    exposedHeaders: ['x-request-id'],
  });
  await app.register(compress, { global: true, threshold: 1024 });
}
