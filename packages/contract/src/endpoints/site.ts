// What crawlers read: robots.txt and the sitemap of every public page.
import { z } from 'zod';
import { endpoint } from './define.ts';

const tags = ['site'];

export const siteEndpoints = {
  robotsTxt: endpoint({
    method: 'GET',
    path: '/robots.txt',
    summary: 'Which paths crawlers may visit, and where the sitemap is',
    tags,
    responses: { 200: z.string().describe('text/plain') },
  }),
  sitemapXml: endpoint({
    method: 'GET',
    path: '/sitemap.xml',
    summary: 'Every public page: landing, menu, products and meals, stores, blog and content pages',
    tags,
    responses: { 200: z.string().describe('application/xml (sitemaps.org 0.9)') },
  }),
  assetLinks: endpoint({
    method: 'GET',
    path: '/.well-known/assetlinks.json',
    summary: "Android App Links: the storefront's links open the native app signed with these certificates",
    description: '404 when the deployment names no signing certificate (ANDROID_CERT_FINGERPRINTS).',
    tags,
    responses: { 200: z.array(z.record(z.string(), z.unknown())) },
    problems: [404],
  }),
  appleAppSiteAssociation: endpoint({
    method: 'GET',
    path: '/.well-known/apple-app-site-association',
    summary: "iOS Universal Links: the storefront's links open the native app of this team",
    description: '404 when the deployment names no Apple team (APPLE_TEAM_ID).',
    tags,
    responses: { 200: z.record(z.string(), z.unknown()) },
    problems: [404],
  }),
};
