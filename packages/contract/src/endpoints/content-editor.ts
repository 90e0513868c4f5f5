// The content editor (decision 177): staff with the editor role sign in with POST /staff/login and
// send its token as a bearer token. Without one every call is 401; a store-only account is 403.
import { z } from 'zod';
import {
  contentEditorMemberSchema,
  editorStoriesQuerySchema,
  editorStoryParamsSchema,
  editorStorySchema,
  editorStorySummarySchema,
  editorStoryVersionSchema,
  editorVersionParamsSchema,
  publishResultSchema,
  saveDraftSchema,
} from '../content-editor.ts';
import { endpoint } from './define.ts';
import { staffBearerHeadersSchema } from './staff-bearer-headers.ts';

const tags = ['content editor'];
const problems = [401, 403] as const;

export const contentEditorEndpoints = {
  contentEditorMe: endpoint({
    method: 'GET',
    path: '/api/v1/content-editor/me',
    summary: 'The signed-in editor (403 for an account without the editor role)',
    tags,
    headers: staffBearerHeadersSchema,
    responses: { 200: contentEditorMemberSchema },
    problems,
  }),
  contentEditorStories: endpoint({
    method: 'GET',
    path: '/api/v1/content-editor/stories',
    summary: 'Stories by slug prefix, by full slug, with whether each has an unpublished draft',
    tags,
    query: editorStoriesQuerySchema,
    headers: staffBearerHeadersSchema,
    responses: { 200: z.array(editorStorySummarySchema) },
    problems: [400, ...problems],
  }),
  contentEditorStory: endpoint({
    method: 'GET',
    path: '/api/v1/content-editor/stories/:uuid',
    summary: 'One story: its published text and its draft, if any',
    tags,
    params: editorStoryParamsSchema,
    headers: staffBearerHeadersSchema,
    responses: { 200: editorStorySchema },
    problems: [400, 404, ...problems],
  }),
  contentEditorSaveDraft: endpoint({
    method: 'PUT',
    path: '/api/v1/content-editor/stories/:uuid/draft',
    summary: "Save a draft of the story's name and text fields (a new version; customers do not see it)",
    description: 'Only text fields the story has may be sent; each within its limit (2,000 characters, a body 50,000).',
    tags,
    params: editorStoryParamsSchema,
    body: saveDraftSchema,
    headers: staffBearerHeadersSchema,
    responses: { 200: editorStorySchema },
    problems: [400, 404, 409, ...problems],
  }),
  contentEditorVersions: endpoint({
    method: 'GET',
    path: '/api/v1/content-editor/stories/:uuid/versions',
    summary: "The story's saved versions, newest first",
    tags,
    params: editorStoryParamsSchema,
    headers: staffBearerHeadersSchema,
    responses: { 200: z.array(editorStoryVersionSchema) },
    problems: [400, 404, ...problems],
  }),
  contentEditorRestore: endpoint({
    method: 'POST',
    path: '/api/v1/content-editor/stories/:uuid/versions/:version/restore',
    summary: 'Copy a saved version as a new draft',
    tags,
    params: editorVersionParamsSchema,
    headers: staffBearerHeadersSchema,
    responses: { 200: editorStorySchema },
    problems: [400, 404, 409, ...problems],
  }),
  contentEditorPublish: endpoint({
    method: 'POST',
    path: '/api/v1/content-editor/stories/:uuid/publish',
    summary: "Publish the story's draft: customers see it, and the content version (cv) is bumped",
    tags,
    params: editorStoryParamsSchema,
    headers: staffBearerHeadersSchema,
    responses: { 200: publishResultSchema },
    problems: [400, 404, 409, ...problems],
  }),
};
