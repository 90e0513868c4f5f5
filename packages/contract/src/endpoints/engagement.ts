// The customer-engagement service (decision 165): content cards, in-app messages, custom events and
// attributes, keyed by the SDK key of settings.API_BRAZE_KEY (401 without it), for a signed-in
// customer (their token) or a guest (the device id the app keeps). The marketing console schedules
// cards and messages; its calls need a staff token with the marketing role (401 without, 403 for
// another role).
import { z } from 'zod';
import {
  acceptedSchema,
  consoleContentCardSchema,
  consoleInAppMessageSchema,
  contentCardSchema,
  customAttributesResultSchema,
  customAttributesSchema,
  customEventSchema,
  engagementIdParamsSchema,
  engagementKeyHeadersSchema,
  engagementStateChangeSchema,
  engagementStateSchema,
  engagementViewerQuerySchema,
  inAppMessageSchema,
  marketerSchema,
  newContentCardSchema,
  newInAppMessageSchema,
} from '../engagement.ts';
import { endpoint } from './define.ts';
import { staffBearerHeadersSchema } from './staff-bearer-headers.ts';

const tags = ['engagement'];
const consoleTags = ['marketing console'];
const viewerNote =
  'A signed-in customer is their bearer token; a guest sends the device id the app keeps (a blank guid counts as none: 400).';

export const engagementEndpoints = {
  engagementContentCards: endpoint({
    method: 'GET',
    path: '/api/v1/engagement/content-cards',
    summary: "This viewer's content cards: in schedule, in their segment, not expired, not dismissed",
    description: `${viewerNote} A card whose expiresAt has passed is left out; expiresAt 0 never expires and null is always expired.`,
    tags,
    query: engagementViewerQuerySchema,
    headers: engagementKeyHeadersSchema,
    responses: { 200: z.array(contentCardSchema) },
    problems: [400, 401],
  }),
  engagementContentCardState: endpoint({
    method: 'POST',
    path: '/api/v1/engagement/content-cards/:id/state',
    summary: 'Mark a content card viewed, clicked or dismissed for this viewer',
    description: viewerNote,
    tags,
    params: engagementIdParamsSchema,
    body: engagementStateChangeSchema,
    headers: engagementKeyHeadersSchema,
    responses: { 200: engagementStateSchema },
    problems: [400, 401, 404],
  }),
  engagementInAppMessages: endpoint({
    method: 'GET',
    path: '/api/v1/engagement/in-app-messages',
    summary: "This viewer's in-app messages (a contactless one only when the current store is in its stores)",
    description: viewerNote,
    tags,
    query: engagementViewerQuerySchema,
    headers: engagementKeyHeadersSchema,
    responses: { 200: z.array(inAppMessageSchema) },
    problems: [400, 401],
  }),
  engagementInAppMessageState: endpoint({
    method: 'POST',
    path: '/api/v1/engagement/in-app-messages/:id/state',
    summary: 'Mark an in-app message viewed, clicked or dismissed for this viewer',
    description: viewerNote,
    tags,
    params: engagementIdParamsSchema,
    body: engagementStateChangeSchema,
    headers: engagementKeyHeadersSchema,
    responses: { 200: engagementStateSchema },
    problems: [400, 401, 404],
  }),
  engagementCustomEvent: endpoint({
    method: 'POST',
    path: '/api/v1/engagement/events',
    summary: 'Record a custom event for this viewer',
    description: viewerNote,
    tags,
    body: customEventSchema,
    headers: engagementKeyHeadersSchema,
    responses: { 202: acceptedSchema },
    problems: [400, 401],
  }),
  engagementCustomAttributes: endpoint({
    method: 'PUT',
    path: '/api/v1/engagement/attributes',
    summary: "Set (or with null, remove) this viewer's custom attributes; answers all of them",
    description: viewerNote,
    tags,
    body: customAttributesSchema,
    headers: engagementKeyHeadersSchema,
    responses: { 200: customAttributesResultSchema },
    problems: [400, 401],
  }),
  engagementConsoleMe: endpoint({
    method: 'GET',
    path: '/api/v1/engagement-console/me',
    summary: 'The signed-in marketer (403 for an account without the marketing role)',
    tags: consoleTags,
    headers: staffBearerHeadersSchema,
    responses: { 200: marketerSchema },
    problems: [401, 403],
  }),
  engagementConsoleCards: endpoint({
    method: 'GET',
    path: '/api/v1/engagement-console/content-cards',
    summary: 'Every content card, newest first, with its impressions, clicks and dismissals',
    tags: consoleTags,
    headers: staffBearerHeadersSchema,
    responses: { 200: z.array(consoleContentCardSchema) },
    problems: [401, 403],
  }),
  engagementConsoleCreateCard: endpoint({
    method: 'POST',
    path: '/api/v1/engagement-console/content-cards',
    summary: 'Create and schedule a content card for a segment',
    tags: consoleTags,
    body: newContentCardSchema,
    headers: staffBearerHeadersSchema,
    responses: { 201: consoleContentCardSchema },
    problems: [400, 401, 403],
  }),
  engagementConsoleMessages: endpoint({
    method: 'GET',
    path: '/api/v1/engagement-console/in-app-messages',
    summary: 'Every in-app message, newest first, with its impressions, clicks and dismissals',
    tags: consoleTags,
    headers: staffBearerHeadersSchema,
    responses: { 200: z.array(consoleInAppMessageSchema) },
    problems: [401, 403],
  }),
  engagementConsoleCreateMessage: endpoint({
    method: 'POST',
    path: '/api/v1/engagement-console/in-app-messages',
    summary: 'Create and schedule an in-app message for a segment',
    tags: consoleTags,
    body: newInAppMessageSchema,
    headers: staffBearerHeadersSchema,
    responses: { 201: consoleInAppMessageSchema },
    problems: [400, 401, 403],
  }),
};
