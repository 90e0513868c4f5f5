import type { FastifyInstance } from 'fastify';

// Every answer a test app gives is checked against the OpenAPI document: a status the document
// does not list for that operation is an error in the document (or in the route), wherever the
// test that provoked it lives.

interface DocumentedOperations {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

/** '/api/v1/baskets/:basketId' as the document writes it: '/api/v1/baskets/{basketId}'. */
const documentPath = (routeUrl: string) => routeUrl.replace(/:(\w+)/g, '{$1}');

export function watchDocumentedStatuses(app: FastifyInstance) {
  const undocumented = new Set<string>();
  let doc: DocumentedOperations | undefined;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions;
    // Only the operations the document describes: routes with a schema that is not hidden.
    if (!route.url || !route.schema || (route.schema as { hide?: boolean }).hide) return;
    doc ??= app.swagger() as unknown as DocumentedOperations;
    const operation = doc.paths[documentPath(route.url)]?.[request.method.toLowerCase()];
    if (!operation) return;
    const status = String(reply.statusCode);
    if (!operation.responses?.[status]) undocumented.add(`${request.method} ${route.url} answered ${status}`);
  });
  return {
    /** Throws when any answer had a status the document leaves out. */
    assertAllDocumented() {
      if (undocumented.size === 0) return;
      throw new Error(
        `Statuses missing from the OpenAPI document (add them to the route's schema.response):\n  ${[...undocumented].join('\n  ')}`,
      );
    },
  };
}
