// The signed-in content editor, kept for the tab in session storage (closing the tab signs out).
import { createStaffSessionStore, liveStaffSession } from '../../lib/session/staff-session-store.ts';

export interface EditorSession {
  token: string;
  name: string;
  expiresAt: string;
}

export const useEditorSession = createStaffSessionStore<EditorSession>('content-editor');

/** The session if it has not expired. */
export const liveEditorSession = (session: EditorSession | null, now = Date.now()): EditorSession | null =>
  liveStaffSession(session, now);
