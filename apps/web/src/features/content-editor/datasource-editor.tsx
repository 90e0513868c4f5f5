// The dictionary and the feature flags (decision 206): every entry listed, found by name or words;
// one added, changed or deleted at a time, each published at once (cv is bumped), and the latest
// changes with who made them. Names and values are checked as the API checks them.
import {
  datasourceNameError,
  datasourceValueError,
  type EditableDatasource,
  type EditorDatasourceEntry,
} from '@storefront/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button/button.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import {
  datasourceKeys,
  deleteDatasourceEntry,
  fetchDatasourceChanges,
  fetchEditorDatasource,
  saveDatasourceEntry,
} from './editor-api.ts';
import { EditorInput } from './editor-input.tsx';
import { endsSession, useSignOutOn } from './use-editor-failure.ts';
import { useEditorSession } from './editor-session.ts';

const WORDS: Record<EditableDatasource, { title: string; lead: string; nameHint: string; valueHint: string }> = {
  dictionary: {
    title: 'Dictionary',
    lead: 'Words the app shows on the landing, the offers strips, the blog and its messages. An entry the app does not find, or an empty one, shows the built-in words.',
    nameHint: 'Lower-case words split by dots or hyphens, like home.start-order.title.',
    valueHint: 'The words customers see.',
  },
  'feature-flags': {
    title: 'Feature flags',
    lead: 'Switches for parts of the app, like pizzas_page_category for the pizza page filter. A part shows when its flag is enable, empty, or a list holding the order type (delivery, pickup, unlocalised); a flag that is not there hides it.',
    nameHint: 'Lower-case words joined by underscores, like home_offer_strip.',
    valueHint: 'enable, empty, or a comma-separated list like delivery,pickup. Anything else turns it off.',
  },
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' });

interface Failure {
  message: string;
  fields: { name?: string; value?: string };
}

/** What the API said, by field of the form; a session that ended signs out instead. */
function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && [400, 404, 409].includes(error.status)) {
    const data = error.data as { message?: unknown; errors?: { field?: unknown; message?: unknown }[] } | null;
    const fields: Failure['fields'] = {};
    for (const item of data?.errors ?? []) {
      if (typeof item.message !== 'string') continue;
      if (item.field === 'params.name') fields.name = item.message;
      else if (item.field === 'body.value') fields.value = item.message;
    }
    return { message: typeof data?.message === 'string' ? data.message : 'This change cannot be saved.', fields };
  }
  return { message: 'The change could not be saved. Check your connection and try again.', fields: {} };
}

const published = (what: string, cv: number) =>
  `${what} Customers see it at their next content check (content version ${cv}).`;

export function DatasourceEditor({ token, datasource }: { token: string; datasource: EditableDatasource }) {
  const id = useId();
  const words = WORDS[datasource];
  const queryClient = useQueryClient();
  const signOut = useEditorSession((s) => s.signOut);
  const entries = useQuery({
    queryKey: datasourceKeys.entries(datasource),
    queryFn: ({ signal }) => fetchEditorDatasource(token, datasource, signal),
    retry: false,
  });
  useSignOutOn(entries.error);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [find, setFind] = useState('');

  /** Runs one change; answers the failure to show, or null once published. */
  async function run(change: () => Promise<{ cv: number }>, done: (cv: number) => string): Promise<Failure | null> {
    setBusy(true);
    setStatus('');
    try {
      const result = await change();
      setStatus(done(result.cv));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: datasourceKeys.entries(datasource) }),
        queryClient.invalidateQueries({ queryKey: datasourceKeys.changes(datasource) }),
      ]);
      return null;
    } catch (error) {
      const ended = endsSession(error);
      if (ended) signOut(ended);
      return failureOf(error);
    } finally {
      setBusy(false);
    }
  }

  const list = entries.data?.entries ?? [];
  const needle = find.trim().toLowerCase();
  const shown = needle
    ? list.filter((e) => e.name.toLowerCase().includes(needle) || e.value.toLowerCase().includes(needle))
    : list;

  return (
    <section className="editor-datasource" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{words.title}</h2>
      <p className="editor-story__meta">{words.lead}</p>
      <p className="editor-form__status" role="status">
        {status}
      </p>
      {entries.isPending ? (
        <Spinner label={`Loading the ${words.title.toLowerCase()}`} />
      ) : entries.isError ? (
        <div role="alert" className="editor-form__error">
          <p>The {words.title.toLowerCase()} could not be loaded.</p>
          <Button variant="secondary" onClick={() => void entries.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <AddEntry
            datasource={datasource}
            names={new Set(list.map((e) => e.name))}
            full={list.length >= entries.data.entriesMax}
            max={entries.data.entriesMax}
            busy={busy}
            onRefused={() => setStatus('')}
            onAdd={(name, value) =>
              run(
                () => saveDatasourceEntry(token, datasource, name, value),
                (cv) => published(`Added ${name}.`, cv),
              )
            }
          />
          <div className="editor-datasource__find">
            <EditorInput
              id={`${id}-find`}
              label="Find an entry"
              hint={`${list.length} of at most ${entries.data.entriesMax} entries. Type part of a name or of its words.`}
              value={find}
              onChange={setFind}
            />
          </div>
          {shown.length === 0 ? (
            <p>{needle ? 'No entry matches.' : 'There are no entries yet.'}</p>
          ) : (
            <ul className="editor-entries" aria-label={`${words.title} entries`}>
              {shown.map((entry) => (
                <EntryRow
                  key={entry.name}
                  datasource={datasource}
                  entry={entry}
                  busy={busy}
                  onRefused={() => setStatus('')}
                  onSave={(value) =>
                    run(
                      () => saveDatasourceEntry(token, datasource, entry.name, value),
                      (cv) => published(`Saved ${entry.name}.`, cv),
                    )
                  }
                  onDelete={() =>
                    run(
                      () => deleteDatasourceEntry(token, datasource, entry.name),
                      (cv) => published(`Deleted ${entry.name}.`, cv),
                    )
                  }
                />
              ))}
            </ul>
          )}
          <Changes token={token} datasource={datasource} />
        </>
      )}
    </section>
  );
}

function AddEntry({
  datasource,
  names,
  full,
  max,
  busy,
  onRefused,
  onAdd,
}: {
  datasource: EditableDatasource;
  names: ReadonlySet<string>;
  full: boolean;
  max: number;
  busy: boolean;
  /** A change refused before it was sent: the last change's message no longer stands above it. */
  onRefused(): void;
  onAdd(name: string, value: string): Promise<Failure | null>;
}) {
  const id = useId();
  const words = WORDS[datasource];
  const [name, setName] = useState('');
  const [value, setValue] = useState(datasource === 'feature-flags' ? 'enable' : '');
  const [failure, setFailure] = useState<Failure | null>(null);
  const nameField = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    const fields: Failure['fields'] = {};
    const nameError = trimmed === '' ? 'Give the entry a name' : datasourceNameError(datasource, trimmed);
    if (nameError) fields.name = nameError;
    else if (names.has(trimmed)) fields.name = `There is already an entry named ${trimmed}: change it in the list.`;
    const valueError = datasourceValueError(datasource, value);
    if (valueError) fields.value = valueError;
    if (fields.name || fields.value) {
      setFailure({ message: 'Fix the marked fields, then add it again.', fields });
      onRefused();
      nameField.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const answer = await onAdd(trimmed, value);
    setFailure(answer);
    if (!answer) {
      setName('');
      setValue(datasource === 'feature-flags' ? 'enable' : '');
    }
  }

  return (
    <form className="editor-form editor-datasource__add" onSubmit={(e) => void submit(e)} noValidate>
      <h3>Add an entry</h3>
      {full ? (
        <p className="editor-form__error" role="alert">
          {datasource === 'dictionary'
            ? `The dictionary holds at most ${max} entries: delete one you no longer need before adding another.`
            : `There can be at most ${max} feature flags: delete one you no longer need before adding another.`}
        </p>
      ) : (
        <>
          <p className="editor-form__error" role="alert">
            {failure?.message}
          </p>
          <div ref={nameField} className="editor-datasource__add-fields">
            <EditorInput
              id={`${id}-name`}
              label="Name"
              hint={words.nameHint}
              value={name}
              error={failure?.fields.name}
              onChange={setName}
            />
            <EditorInput
              id={`${id}-value`}
              label="Value"
              hint={words.valueHint}
              value={value}
              error={failure?.fields.value}
              onChange={setValue}
            />
          </div>
          <div className="editor-form__actions">
            <Button type="submit" disabled={busy}>
              Add and publish
            </Button>
          </div>
        </>
      )}
    </form>
  );
}

function EntryRow({
  datasource,
  entry,
  busy,
  onRefused,
  onSave,
  onDelete,
}: {
  datasource: EditableDatasource;
  entry: EditorDatasourceEntry;
  busy: boolean;
  onRefused(): void;
  onSave(value: string): Promise<Failure | null>;
  onDelete(): Promise<Failure | null>;
}) {
  const id = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const [value, setValue] = useState(entry.value);
  const [failure, setFailure] = useState<Failure | null>(null);
  const row = useRef<HTMLLIElement>(null);
  const focusFirst = () =>
    requestAnimationFrame(() => row.current?.querySelector<HTMLElement>('input, textarea, button')?.focus());
  const show = (next: typeof mode) => {
    setMode(next);
    setFailure(null);
    focusFirst();
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const error = datasourceValueError(datasource, value);
    if (error) {
      setFailure({ message: '', fields: { value: error } });
      onRefused();
      return;
    }
    const answer = await onSave(value);
    setFailure(answer);
    if (!answer) show('view');
  }

  async function remove() {
    const answer = await onDelete();
    setFailure(answer);
  }

  return (
    <li ref={row} className="editor-entry">
      <code className="editor-entry__name">{entry.name}</code>
      {mode === 'edit' ? (
        <form className="editor-form" onSubmit={(e) => void save(e)} noValidate>
          <EditorInput
            id={`${id}-value`}
            label={`Value of ${entry.name}`}
            multiline={datasource === 'dictionary' ? 2 : undefined}
            value={value}
            error={failure?.fields.value || failure?.message || undefined}
            onChange={setValue}
          />
          <div className="editor-form__actions">
            <Button type="submit" size="sm" disabled={busy}>
              Save and publish
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setValue(entry.value);
                show('view');
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="editor-entry__value">{entry.value === '' ? <em>(empty)</em> : entry.value}</p>
          {mode === 'delete' ? (
            <div className="editor-entry__confirm" role="group" aria-label={`Delete ${entry.name}?`}>
              <p>
                Delete {entry.name}?{' '}
                {datasource === 'dictionary'
                  ? 'The app shows its built-in words instead.'
                  : 'Parts behind this flag are hidden.'}
              </p>
              {failure && <p className="editor-field__error">{failure.message}</p>}
              <div className="editor-form__actions">
                <Button variant="secondary" size="sm" disabled={busy} onClick={() => void remove()}>
                  Yes, delete {entry.name}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => show('view')}>
                  Keep it
                </Button>
              </div>
            </div>
          ) : (
            <div className="editor-entry__actions">
              <Button variant="secondary" size="sm" aria-label={`Change ${entry.name}`} onClick={() => show('edit')}>
                Change
              </Button>
              <Button variant="ghost" size="sm" aria-label={`Delete ${entry.name}`} onClick={() => show('delete')}>
                Delete
              </Button>
            </div>
          )}
        </>
      )}
    </li>
  );
}

/** The latest changes, newest first: the history of entries that have no drafts. */
function Changes({ token, datasource }: { token: string; datasource: EditableDatasource }) {
  const id = useId();
  const changes = useQuery({
    queryKey: datasourceKeys.changes(datasource),
    queryFn: ({ signal }) => fetchDatasourceChanges(token, datasource, signal),
    retry: false,
  });
  useSignOutOn(changes.error);
  return (
    <section className="editor-versions" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Recent changes</h3>
      {changes.isPending ? (
        <Spinner label="Loading the changes" />
      ) : changes.isError ? (
        <p className="editor-form__error">The changes could not be loaded.</p>
      ) : changes.data.length === 0 ? (
        <p>No changes yet: these are the entries as seeded.</p>
      ) : (
        <ol className="editor-versions__items editor-changes">
          {changes.data.map((change, index) => (
            <li key={`${change.changedAt}-${index}`}>
              <span>
                <strong>{change.name}</strong>{' '}
                {change.before === null ? 'added' : change.after === null ? 'deleted' : 'changed'} by {change.changedBy}
                , {when(change.changedAt)}
                {change.before !== null && change.after !== null && (
                  <>
                    : <del>{change.before || '(empty)'}</del> → <ins>{change.after || '(empty)'}</ins>
                  </>
                )}
                {change.before === null && change.after !== null && <>: {change.after || '(empty)'}</>}
                {change.after === null && change.before !== null && (
                  <>
                    : was <del>{change.before || '(empty)'}</del>
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
