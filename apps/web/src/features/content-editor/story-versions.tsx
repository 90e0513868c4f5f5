import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../ui/button/button.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { editorKeys, fetchStoryVersions } from './editor-api.ts';
import { useSignOutOn } from './use-editor-failure.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' });

/** Every saved version, newest first; any one can come back as a new draft. */
export function StoryVersions({
  token,
  uuid,
  busy,
  onRestore,
}: {
  token: string;
  uuid: string;
  busy: boolean;
  onRestore(version: number): void;
}) {
  const id = useId();
  const versions = useQuery({
    queryKey: editorKeys.versions(uuid),
    queryFn: ({ signal }) => fetchStoryVersions(token, uuid, signal),
    retry: false,
  });
  useSignOutOn(versions.error);

  return (
    <section className="editor-versions" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Versions</h2>
      {versions.isPending ? (
        <Spinner label="Loading the versions" />
      ) : versions.isError ? (
        <div role="alert" className="editor-form__error">
          <p>The versions could not be loaded.</p>
          <Button variant="secondary" onClick={() => void versions.refetch()}>
            Try again
          </Button>
        </div>
      ) : versions.data.length === 0 ? (
        <p>No saved versions yet: the first Save draft makes one.</p>
      ) : (
        <ol className="editor-versions__items">
          {versions.data.map((version) => (
            <li key={version.version}>
              <span>
                <strong>Version {version.version}</strong> · {version.name} · saved by {version.savedBy},{' '}
                {when(version.savedAt)}
                {version.publishedAt ? ` · published ${when(version.publishedAt)}` : ' · not published'}
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => onRestore(version.version)}
                aria-label={`Restore version ${version.version}`}
              >
                Restore
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
