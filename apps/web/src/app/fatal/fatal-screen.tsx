// The fatal-error screen. It runs in its own React root with no router, query client or app state,
// because the app itself may be what failed.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../../ui/button/button.tsx';
import { Logo } from '../../ui/logo/logo.tsx';
import { StorageUnavailableError } from '../start-up/storage-check.ts';
import { RETRY_COUNTDOWN_SECONDS } from './retry-memory.ts';
import './fatal.css';

export const FATAL_ONLINE_TEXT = 'Our website is temporarily unavailable. Please try again shortly.';
export const FATAL_OFFLINE_TEXT = 'Check your connection and try again.';
/** Spec section 9: logo width on the fatal screen. */
export const FATAL_LOGO_WIDTH = '200px';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/** Only reasons written for visitors are shown; technical ones go to the error log. */
export const visibleReason = (reason: unknown): string | null =>
  reason instanceof StorageUnavailableError ? reason.message : null;

export interface FatalScreenProps {
  reason: unknown;
  /** Reached after a previous retry: Retry waits for the countdown. */
  retried: boolean;
  onRetry(): void;
}

export function FatalScreen({ reason, retried, onRetry }: FatalScreenProps) {
  const online = useOnline();
  const [seconds, setSeconds] = useState(retried ? RETRY_COUNTDOWN_SECONDS : 0);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  useEffect(() => {
    document.title = 'Red Roof Pizza is temporarily unavailable';
  }, []);

  const detail = visibleReason(reason);
  return (
    <main className="fatal">
      <div className="fatal__card">
        <a href="/" className="fatal__logo">
          <Logo style={{ width: FATAL_LOGO_WIDTH, height: 'auto' }} />
          <span className="sr-only">Red Roof Pizza home</span>
        </a>
        <h1 className="fatal__message">{online ? FATAL_ONLINE_TEXT : FATAL_OFFLINE_TEXT}</h1>
        {detail && <p className="fatal__detail">{detail}</p>}
        <Button size="lg" disabled={seconds > 0} onClick={onRetry}>
          {seconds > 0 ? `Retry in ${seconds}` : 'Retry'}
        </Button>
      </div>
    </main>
  );
}
