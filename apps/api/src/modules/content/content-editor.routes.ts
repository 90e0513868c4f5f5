import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { staffWithRole, type StaffAuth } from '../staff/staff-roles.service.ts';
import type { ContentEditingService } from './content-editing.service.ts';

/** The content editor's API (decision 177): every call needs a staff token with the editor role. */
export const contentEditorRoutes: FastifyPluginAsyncZod<{ editing: ContentEditingService; auth: StaffAuth }> = async (
  app,
  { editing, auth },
) => {
  const editor = (request: Parameters<typeof staffWithRole>[1]) => staffWithRole(auth, request, 'editor');

  serveEndpoint(app, endpoints.contentEditorMe, async (request) => {
    const member = await editor(request);
    return { username: member.username, name: member.name };
  });

  serveEndpoint(app, endpoints.contentEditorStories, async (request) => {
    await editor(request);
    return editing.list(request.query.starts_with);
  });

  serveEndpoint(app, endpoints.contentEditorStory, async (request) => {
    await editor(request);
    return editing.story(request.params.uuid);
  });

  serveEndpoint(app, endpoints.contentEditorSaveDraft, async (request) => {
    const member = await editor(request);
    return editing.saveDraft(request.params.uuid, request.body, member.username);
  });

  serveEndpoint(app, endpoints.contentEditorVersions, async (request) => {
    await editor(request);
    return editing.versions(request.params.uuid);
  });

  serveEndpoint(app, endpoints.contentEditorRestore, async (request) => {
    const member = await editor(request);
    return editing.restore(request.params.uuid, request.params.version, member.username);
  });

  serveEndpoint(app, endpoints.contentEditorPublish, async (request) => {
    await editor(request);
    return editing.publish(request.params.uuid);
  });
};
