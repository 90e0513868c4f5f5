// Runs a save from a screen of this area and keeps what the screen shows about it: busy while
// preparing, a message for the outcomes that need one, a warning for the date-time selector.
import { useState } from 'react';
import type { SaveResult, SessionRequest } from '../../lib/session/save-session.ts';
import { resetSelector } from './selector-store.ts';

export interface SaveNotice {
  tone: 'error' | 'warning' | 'info';
  text: string;
  /** The outcome, for screens that offer a next step (no stores: pick up instead). */
  status: SaveResult['status'];
}

export interface SessionSaver {
  saving: boolean;
  notice: SaveNotice | null;
  /** Warning for the date-time selector (time not accepted). */
  warning: string | null;
  save(request: SessionRequest): Promise<SaveResult>;
  clear(): void;
}

export function useSessionSaver({
  onSuccess,
  onDone,
  initialWarning = null,
}: {
  /** The locator success callback (runs with the spec's other after-save steps). */
  onSuccess?: () => void;
  /** Saved, or handed to the session response handler: the screen can close. */
  onDone?: (result: SaveResult) => void;
  initialWarning?: string | null;
}): SessionSaver {
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  const [warning, setWarning] = useState<string | null>(initialWarning);

  const save = async (request: SessionRequest) => {
    setSaving(true);
    setNotice(null);
    let result: SaveResult;
    try {
      // The save rules load with the first save (they bring the date library).
      const { saveSession } = await import('../../lib/session/save-session.ts');
      result = await saveSession(request, { resetSelector, onSuccess });
    } finally {
      setSaving(false);
    }
    if (result.status === 'saved' || result.status === 'handled') {
      setWarning(null);
      onDone?.(result);
    } else if (result.status === 'invalid-time') {
      setWarning(result.warning);
    } else {
      setNotice({
        tone: result.status === 'no-stores' ? 'warning' : 'error',
        text: result.message,
        status: result.status,
      });
    }
    return result;
  };

  return {
    saving,
    notice,
    warning,
    save,
    clear: () => {
      setNotice(null);
      setWarning(null);
    },
  };
}
