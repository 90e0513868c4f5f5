import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { appleAppSiteAssociation, assetLinks, type AppLinkSigners } from './app-links.ts';
import type { SiteService } from './site.service.ts';

// Crawlers read these at most a few times a day; an hour keeps a new store or post from waiting long.
const CRAWLER_CACHE = 'public, max-age=3600';

const notConfigured = () => new AppError(404, 'NotFound', 'This deployment has no native app to link to.');

export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteService; appLinks: AppLinkSigners }> = async (
  app,
  { site, appLinks },
) => {
  serveEndpoint(app, endpoints.robotsTxt, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .serializer((text) => text as string)
      .send(site.robots()),
  );

  serveEndpoint(app, endpoints.sitemapXml, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .serializer((text) => text as string)
      .send(await site.sitemap()),
  );

  // Served as application/json (Apple requires it for the file without an extension).
  serveEndpoint(app, endpoints.assetLinks, async (_request, reply) => {
    const links = assetLinks(appLinks);
    if (!links) throw notConfigured();
    return reply.header('cache-control', CRAWLER_CACHE).send(links);
  });

  serveEndpoint(app, endpoints.appleAppSiteAssociation, async (_request, reply) => {
    const association = appleAppSiteAssociation(appLinks);
    if (!association) throw notConfigured();
    return reply.type('application/json').header('cache-control', CRAWLER_CACHE).send(association);
  });
};
