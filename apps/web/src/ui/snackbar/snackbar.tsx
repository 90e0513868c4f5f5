import { useEffect, useRef, useState } from 'react';
import { AlertIcon, CheckIcon, CloseIcon } from '../icons/icons.tsx';
import { useSnackbarStore } from './snackbar-store.ts';
import './snackbar.css';

/**
 * The live region stays mounted so screen readers announce each new message. Hovering or focusing
 * the snackbar pauses its timer (WCAG 2.2.1): it closes once the pointer or focus leaves.
 */
export function SnackbarHost() {
  const current = useSnackbarStore((s) => s.current);
  const dismiss = useSnackbarStore((s) => s.dismiss);
  const [paused, setPaused] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!current || current.autoCloseMs <= 0 || paused) return;
    timer.current = setTimeout(() => dismiss(current.id), current.autoCloseMs);
    return () => clearTimeout(timer.current);
  }, [current, paused, dismiss]);

  return (
    <div className="snackbar-region" role="status" aria-live="polite">
      {current && (
        <div
          key={current.id}
          className={`snackbar snackbar--${current.theme}`}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          {current.theme === 'success' ? <CheckIcon /> : <AlertIcon />}
          <p className="snackbar__message">{current.message}</p>
          {current.actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className="snackbar__action"
              onClick={() => {
                action.onClick();
                dismiss(current.id);
              }}
            >
              {action.label}
            </button>
          ))}
          <button
            type="button"
            className="snackbar__close"
            aria-label="Dismiss message"
            onClick={() => dismiss(current.id)}
          >
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
}
