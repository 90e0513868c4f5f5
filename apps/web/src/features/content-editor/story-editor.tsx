import { MARKDOWN_FIELDS, type EditorStory, type StoryFields, type StoryLinkLists } from '@storefront/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button/button.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { editorKeys, fetchEditorStory, publishStory, restoreStoryVersion, saveStoryDraft } from './editor-api.ts';
import { EditorInput } from './editor-input.tsx';
import { LinkListEditor, linkListValid } from './link-list-editor.tsx';
import { StoryPreview } from './story-preview.tsx';
import { StoryVersions } from './story-versions.tsx';
import { endsSession, useSignOutOn } from './use-editor-failure.ts';
import { useEditorSession } from './editor-session.ts';
import { useGuardUnsaved } from './unsaved-edits.ts';

/** Header fields first, the body last, anything else between. */
const ORDER = ['title', 'lead', 'teaser'];
const rank = (field: string) =>
  (MARKDOWN_FIELDS as readonly string[]).includes(field) ? 99 : ORDER.indexOf(field) + 1 || 50;
const fieldLabel = (field: string) => field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ');

export function StoryEditor({ token, uuid }: { token: string; uuid: string }) {
  const story = useQuery({
    queryKey: editorKeys.story(uuid),
    queryFn: ({ signal }) => fetchEditorStory(token, uuid, signal),
    retry: false,
  });
  useSignOutOn(story.error);
  if (story.isPending) return <Spinner label="Loading the story" />;
  if (story.isError) {
    return (
      <div role="alert" className="editor-form__error">
        <p>This story could not be loaded.</p>
        <Button variant="secondary" onClick={() => void story.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <StoryForm token={token} story={story.data} />;
}

type Action = 'save' | 'publish' | 'restore';

interface Problem {
  message: string;
  fields: Record<string, string>;
}

function problemOf(error: unknown): Problem {
  if (error instanceof ApiError && (error.status === 400 || error.status === 409 || error.status === 404)) {
    const data = error.data as { message?: unknown; errors?: { field?: unknown; message?: unknown }[] } | null;
    const fields: Record<string, string> = {};
    for (const item of data?.errors ?? []) {
      if (typeof item.field === 'string' && typeof item.message === 'string')
        fields[item.field.replace(/^body\.(fields\.)?/, '')] = item.message;
    }
    return { message: typeof data?.message === 'string' ? data.message : 'That did not work.', fields };
  }
  return { message: 'That did not work. Check your connection and try again.', fields: {} };
}

const sameFields = (a: StoryFields, b: StoryFields) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
const sameLinkLists = (a: StoryLinkLists, b: StoryLinkLists) => JSON.stringify(a) === JSON.stringify(b);

/** The API's errors for one link list, by `<index>.<field>` ('' for the list itself). */
function listErrors(fields: Record<string, string> | undefined, key: string): Record<string, string> {
  const prefix = `linkLists.${key}`;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields ?? {})) {
    if (field === prefix) errors[''] = message;
    else if (field.startsWith(`${prefix}.`)) errors[field.slice(prefix.length + 1)] = message;
  }
  return errors;
}

const BAD_LINKS = 'Some links need a label or an allowed address. Fix the links marked below, then save again.';

function StoryForm({ token, story }: { token: string; story: EditorStory }) {
  const id = useId();
  const queryClient = useQueryClient();
  const signOut = useEditorSession((s) => s.signOut);
  const current = story.draft ?? story.published;
  const [name, setName] = useState(current.name);
  const [fields, setFields] = useState<StoryFields>(current.fields);
  const [linkLists, setLinkLists] = useState<StoryLinkLists>(current.linkLists ?? {});
  const [showLinkProblems, setShowLinkProblems] = useState(false);
  const [busy, setBusy] = useState<Action | null>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const dirty =
    name !== current.name || !sameFields(fields, current.fields) || !sameLinkLists(linkLists, current.linkLists ?? {});
  useGuardUnsaved(dirty);
  const listKeys = Object.keys(story.published.linkLists ?? {});
  const fieldNames = Object.keys(story.published.fields).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

  /** Runs one change; the answer becomes the story everyone on the page sees. */
  async function run(action: Action, change: () => Promise<EditorStory>, done: (saved: EditorStory) => string) {
    setBusy(action);
    setProblem(null);
    setStatus('');
    try {
      const saved = await change();
      queryClient.setQueryData(editorKeys.story(story.uuid), saved);
      void queryClient.invalidateQueries({ queryKey: editorKeys.versions(story.uuid) });
      void queryClient.invalidateQueries({ queryKey: [...editorKeys.all, 'stories'] });
      setStatus(done(saved));
      return saved;
    } catch (error) {
      const reason = endsSession(error);
      if (reason) signOut(reason);
      else setProblem(problemOf(error));
      return undefined;
    } finally {
      setBusy(null);
    }
  }

  const save = () => {
    // Bad links are shown at once, without a round trip (the API refuses them too).
    if (!Object.values(linkLists).every(linkListValid)) {
      setShowLinkProblems(true);
      setStatus('');
      setProblem({ message: BAD_LINKS, fields: {} });
      return Promise.resolve(undefined);
    }
    return run(
      'save',
      () => saveStoryDraft(token, story.uuid, { name, fields, ...(listKeys.length > 0 ? { linkLists } : {}) }),
      (saved) => `Draft saved as version ${saved.draft?.version}. Customers do not see it until you publish.`,
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  // Publishing saves unsaved changes first, so what is published is what the preview shows.
  const publish = async () => {
    if (dirty && !(await save())) return;
    await run(
      'publish',
      async () => (await publishStory(token, story.uuid)).story,
      () => 'Published. Customers see the change within 5 minutes, at once after their next version check.',
    );
  };

  const restore = (version: number) =>
    run(
      'restore',
      () => restoreStoryVersion(token, story.uuid, version),
      (saved) => {
        if (saved.draft) {
          setName(saved.draft.name);
          setFields(saved.draft.fields);
          setLinkLists(saved.draft.linkLists ?? {});
        }
        return `Version ${version} restored as a new draft (version ${saved.draft?.version}). Publish it to show it to customers.`;
      },
    );

  const canPublish = dirty || story.draft !== null;
  return (
    <div className="editor-story">
      <form
        className="editor-form"
        onSubmit={onSubmit}
        noValidate
        aria-busy={busy !== null}
        aria-labelledby={`${id}-heading`}
      >
        <h2 id={`${id}-heading`}>Edit {story.published.name}</h2>
        <p className="editor-story__meta">
          /{story.fullSlug} ·{' '}
          {story.draft ? `Draft version ${story.draft.version}, not published` : 'No unpublished draft'}
        </p>
        <p className="editor-form__status" role="status">
          {status}
        </p>
        <div className="editor-form__error" role="alert">
          {problem && <p>{problem.message}</p>}
        </div>
        <EditorInput
          id={`${id}-name`}
          label="Name"
          hint="The story's name in lists."
          value={name}
          error={problem?.fields.name}
          onChange={setName}
        />
        {fieldNames.map((field) => (
          <EditorInput
            key={field}
            id={`${id}-${field}`}
            label={fieldLabel(field)}
            hint={
              (MARKDOWN_FIELDS as readonly string[]).includes(field)
                ? 'Markdown: **bold**, ## headings, [links](/menu), lists.'
                : undefined
            }
            multiline={field === 'body' ? 14 : field === 'lead' || field === 'teaser' ? 3 : undefined}
            value={fields[field] ?? ''}
            error={problem?.fields[field]}
            onChange={(value) => setFields((previous) => ({ ...previous, [field]: value }))}
          />
        ))}
        {listKeys.map((key) => (
          <LinkListEditor
            key={key}
            label={story.linkListLabels?.[key] ?? 'Links'}
            links={linkLists[key] ?? []}
            serverErrors={listErrors(problem?.fields, key)}
            showAllProblems={showLinkProblems}
            onChange={(links) => setLinkLists((previous) => ({ ...previous, [key]: links }))}
          />
        ))}
        <div className="editor-form__actions">
          <Button type="submit" variant="secondary" disabled={busy !== null || !dirty}>
            {busy === 'save' ? 'Saving…' : 'Save draft'}
          </Button>
          <Button onClick={() => void publish()} disabled={busy !== null || !canPublish}>
            {busy === 'publish' ? 'Publishing…' : 'Publish'}
          </Button>
        </div>
      </form>
      <section className="editor-story__preview" aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`}>Preview</h2>
        <StoryPreview name={name} fields={fields} linkLists={linkLists} linkListLabels={story.linkListLabels ?? {}} />
      </section>
      <StoryVersions token={token} uuid={story.uuid} busy={busy !== null} onRestore={(v) => void restore(v)} />
    </div>
  );
}
