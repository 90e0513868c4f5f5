import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../ui/button/button.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { editorKeys, fetchEditorStories } from './editor-api.ts';
import { useSignOutOn } from './use-editor-failure.ts';

/** Folders an editor works in; '' is every story. */
const FOLDERS = [
  { prefix: 'content/', label: 'Pages' },
  { prefix: 'blog/', label: 'Blog posts' },
  { prefix: '', label: 'All stories' },
];

export function StoryList({
  token,
  selected,
  onSelect,
}: {
  token: string;
  selected: string | null;
  onSelect(uuid: string): void;
}) {
  const id = useId();
  const [prefix, setPrefix] = useState('content/');
  const stories = useQuery({
    queryKey: editorKeys.stories(prefix),
    queryFn: ({ signal }) => fetchEditorStories(token, prefix, signal),
    retry: false,
  });
  useSignOutOn(stories.error);

  return (
    <nav className="editor-list" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Stories</h2>
      <div className="editor-field">
        <label htmlFor={`${id}-folder`}>Folder</label>
        <select id={`${id}-folder`} value={prefix} onChange={(e) => setPrefix(e.target.value)}>
          {FOLDERS.map((folder) => (
            <option key={folder.prefix} value={folder.prefix}>
              {folder.label}
            </option>
          ))}
        </select>
      </div>
      {stories.isPending ? (
        <Spinner label="Loading the stories" />
      ) : stories.isError ? (
        <div role="alert" className="editor-form__error">
          <p>The stories could not be loaded.</p>
          <Button variant="secondary" onClick={() => void stories.refetch()}>
            Try again
          </Button>
        </div>
      ) : stories.data.length === 0 ? (
        <p>There are no stories in this folder.</p>
      ) : (
        <ul className="editor-list__items">
          {stories.data.map((story) => (
            <li key={story.uuid}>
              <button
                type="button"
                className="editor-list__story"
                aria-current={story.uuid === selected ? 'true' : undefined}
                onClick={() => onSelect(story.uuid)}
              >
                <span className="editor-list__name">{story.name}</span>
                <span className="editor-list__slug">/{story.fullSlug}</span>
                {story.hasDraft && <span className="editor-list__draft">Unpublished draft</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
