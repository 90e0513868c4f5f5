import type { FastifyInstance } from 'fastify';

/**
 * While the server closes, responses to requests still in flight carry `Connection: close`, so
 * their keep-alive sockets end with the response instead of holding the close open until the
 * keep-alive timeout.
 */
export function closeConnectionsWhenDone(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
