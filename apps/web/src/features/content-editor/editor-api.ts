// The content editor's calls (decision 177). Every call but the sign-in carries the staff token as
// a bearer token; auth: false keeps a 401 from touching a signed-in customer's session.
import type {
  EditableDatasource,
  EditorStory,
  EditorStorySummary,
  EditorStoryVersion,
  SaveDraft,
} from '@storefront/contract';
import { callApi, type CallResult } from '../../lib/api/call-api.ts';

export type EditorSignIn = CallResult<'staffLogin'>;
export type PublishResult = CallResult<'contentEditorPublish'>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const signInStaff = (username: string, password: string): Promise<EditorSignIn> =>
  callApi('staffLogin', { body: { username, password }, auth: false });

/** 403 when the account has no editor role. */
export const fetchEditor = (token: string) => callApi('contentEditorMe', { headers: bearer(token), auth: false });

export const fetchEditorStories = (
  token: string,
  startsWith: string,
  signal?: AbortSignal,
): Promise<EditorStorySummary[]> =>
  callApi('contentEditorStories', {
    query: startsWith ? { starts_with: startsWith } : {},
    headers: bearer(token),
    signal,
    auth: false,
  });

export const fetchEditorStory = (token: string, uuid: string, signal?: AbortSignal): Promise<EditorStory> =>
  callApi('contentEditorStory', { params: { uuid }, headers: bearer(token), signal, auth: false });

export const saveStoryDraft = (token: string, uuid: string, draft: SaveDraft): Promise<EditorStory> =>
  callApi('contentEditorSaveDraft', { params: { uuid }, body: draft, headers: bearer(token), auth: false });

export const fetchStoryVersions = (token: string, uuid: string, signal?: AbortSignal): Promise<EditorStoryVersion[]> =>
  callApi('contentEditorVersions', { params: { uuid }, headers: bearer(token), signal, auth: false });

export const restoreStoryVersion = (token: string, uuid: string, version: number): Promise<EditorStory> =>
  callApi('contentEditorRestore', { params: { uuid, version }, headers: bearer(token), auth: false });

export const publishStory = (token: string, uuid: string): Promise<PublishResult> =>
  callApi('contentEditorPublish', { params: { uuid }, headers: bearer(token), auth: false });

/** Query keys of the editor's reads; a change updates the story and refreshes the lists. */
export const editorKeys = {
  all: ['content-editor'] as const,
  stories: (prefix: string) => ['content-editor', 'stories', prefix] as const,
  story: (uuid: string) => ['content-editor', 'story', uuid] as const,
  versions: (uuid: string) => ['content-editor', 'versions', uuid] as const,
};

export const fetchEditorDatasource = (token: string, datasource: EditableDatasource, signal?: AbortSignal) =>
  callApi('contentEditorDatasource', { params: { datasource }, headers: bearer(token), signal, auth: false });

export const fetchDatasourceChanges = (token: string, datasource: EditableDatasource, signal?: AbortSignal) =>
  callApi('contentEditorDatasourceChanges', { params: { datasource }, headers: bearer(token), signal, auth: false });

/** Adds or changes an entry; it is published at once. */
export const saveDatasourceEntry = (token: string, datasource: EditableDatasource, name: string, value: string) =>
  callApi('contentEditorSaveDatasourceEntry', {
    params: { datasource, name },
    body: { value },
    headers: bearer(token),
    auth: false,
  });

export const deleteDatasourceEntry = (token: string, datasource: EditableDatasource, name: string) =>
  callApi('contentEditorDeleteDatasourceEntry', { params: { datasource, name }, headers: bearer(token), auth: false });

export const datasourceKeys = {
  entries: (datasource: EditableDatasource) => ['content-editor', 'datasource', datasource] as const,
  changes: (datasource: EditableDatasource) => ['content-editor', 'datasource-changes', datasource] as const,
};
