// Edits of the open story not saved yet: a reload or a closed tab asks first (the browser's own
// prompt), and so does opening another story or area of the editor (the app's confirm dialog).
import { useEffect } from 'react';
import { create } from 'zustand';
import { openAlert } from '../../ui/alert-dialog/alert-store.ts';

export const useUnsavedEdits = create<{ unsaved: boolean }>(() => ({ unsaved: false }));

export const unsavedMessages = {
  title: 'Leave without saving?',
  body: 'Your changes to this story are not saved yet. Leave them, or keep editing and save a draft.',
  leave: 'Leave without saving',
  stay: 'Keep editing',
} as const;

/** Holds the editor's leaving while its form has edits the server does not. */
export function useGuardUnsaved(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    useUnsavedEdits.setState({ unsaved: true });
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      useUnsavedEdits.setState({ unsaved: false });
    };
  }, [dirty]);
}

/** True when nothing is unsaved, or the editor chose to leave the edits. */
export function mayLeaveUnsaved(): Promise<boolean> {
  if (!useUnsavedEdits.getState().unsaved) return Promise.resolve(true);
  return openAlert({
    type: 'confirm',
    title: unsavedMessages.title,
    body: unsavedMessages.body,
    confirmText: unsavedMessages.leave,
    cancelText: unsavedMessages.stay,
  });
}
