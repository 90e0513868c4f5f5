import { endpoints } from '@storefront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { staffWithRole, type StaffAuth } from '../staff/staff-roles.service.ts';
import type { ContentDatasourcesEditing } from './content-datasources-editing.ts';

/** The editor's dictionary and feature flags (decision 206): every call needs the editor role. */
export const contentDatasourcesEditorRoutes: FastifyPluginAsyncZod<{
  datasources: ContentDatasourcesEditing;
  auth: StaffAuth;
}> = async (app, { datasources, auth }) => {
  const editor = (request: Parameters<typeof staffWithRole>[1]) => staffWithRole(auth, request, 'editor');

  serveEndpoint(app, endpoints.contentEditorDatasource, async (request) => {
    await editor(request);
    return datasources.list(request.params.datasource);
  });

  serveEndpoint(app, endpoints.contentEditorSaveDatasourceEntry, async (request) => {
    const member = await editor(request);
    const { datasource, name } = request.params;
    return datasources.save(datasource, name, request.body.value, member.username);
  });

  serveEndpoint(app, endpoints.contentEditorDeleteDatasourceEntry, async (request) => {
    const member = await editor(request);
    return datasources.remove(request.params.datasource, request.params.name, member.username);
  });

  serveEndpoint(app, endpoints.contentEditorDatasourceChanges, async (request) => {
    await editor(request);
    return datasources.changes(request.params.datasource);
  });
};
