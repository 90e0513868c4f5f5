// /content-editor: staff with the editor role sign in, pick a story, edit its text fields and
// markdown body, preview it as a customer would see it, save drafts, publish, and restore earlier
// versions; and change the dictionary and feature flags (decision 206). Decision 177;
// docs/content-editor.md.
import type { EditableDatasource } from '@storefront/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button/button.tsx';
import { Page } from '../../ui/page/page.tsx';
import { StaffSignIn } from '../../ui/staff-sign-in/staff-sign-in.tsx';
import { DatasourceEditor } from './datasource-editor.tsx';
import { fetchEditor, signInStaff } from './editor-api.ts';
import { liveEditorSession, useEditorSession } from './editor-session.ts';
import { StoryEditor } from './story-editor.tsx';
import { StoryList } from './story-list.tsx';
import { mayLeaveUnsaved } from './unsaved-edits.ts';
import './content-editor.css';

export function ContentEditorPage() {
  const stored = useEditorSession((s) => s.session);
  const signOut = useEditorSession((s) => s.signOut);
  const [checkedAt] = useState(() => Date.now());
  const session = liveEditorSession(stored, checkedAt);
  // An expired session left in storage is dropped.
  useEffect(() => {
    if (stored && !session) signOut('Your session has ended. Sign in again.');
  }, [stored, session, signOut]);

  return session ? <Workspace token={session.token} name={session.name} /> : <SignIn />;
}

function SignIn() {
  const signIn = useEditorSession((s) => s.signIn);
  const endedBecause = useEditorSession((s) => s.endedBecause);
  return (
    <StaffSignIn
      title="Content editor"
      eyebrow="For content editors"
      lead={<p>Sign in with your editor account to change and publish the site's pages and posts.</p>}
      endedBecause={endedBecause}
      onSignIn={async (username, password) => {
        const staff = await signInStaff(username, password);
        // A store account signs in, but only an editor may stay.
        const editor = await fetchEditor(staff.token);
        signIn({ token: staff.token, name: editor.name, expiresAt: staff.expiresAt });
      }}
      explain={(e) =>
        e instanceof ApiError && e.status === 403
          ? 'This account cannot edit content. Ask head office for an editor account.'
          : null
      }
    />
  );
}

/** What the workspace shows: stories, or one of the datasources an editor changes. */
type Area = 'stories' | EditableDatasource;
const AREAS: { area: Area; label: string }[] = [
  { area: 'stories', label: 'Stories' },
  { area: 'dictionary', label: 'Dictionary' },
  { area: 'feature-flags', label: 'Feature flags' },
];

function Workspace({ token, name }: { token: string; name: string }) {
  const signOut = useEditorSession((s) => s.signOut);
  // The open story is in the address, so a reload opens it again.
  const [params, setParams] = useSearchParams();
  const selected = params.get('story');
  const [area, setArea] = useState<Area>('stories');
  const leaveThen = (go: () => void) => void mayLeaveUnsaved().then((leave) => leave && go());
  const select = (uuid: string) => {
    if (uuid !== selected) leaveThen(() => setParams({ story: uuid }));
  };
  return (
    <Page
      title="Content editor"
      eyebrow={`Signed in as ${name}`}
      actions={
        <Button variant="secondary" onClick={() => signOut()}>
          Sign out
        </Button>
      }
    >
      <nav className="editor-areas" aria-label="What to edit">
        {AREAS.map((item) => (
          <button
            key={item.area}
            type="button"
            className="editor-areas__item"
            aria-pressed={area === item.area}
            onClick={() => leaveThen(() => setArea(item.area))}
          >
            {item.label}
          </button>
        ))}
      </nav>
      {area === 'stories' ? (
        <div className="editor-workspace">
          <StoryList token={token} selected={selected} onSelect={select} />
          {selected ? (
            <StoryEditor key={selected} token={token} uuid={selected} />
          ) : (
            <p className="editor-workspace__hint">Choose a story to edit it.</p>
          )}
        </div>
      ) : (
        <DatasourceEditor key={area} token={token} datasource={area} />
      )}
    </Page>
  );
}
