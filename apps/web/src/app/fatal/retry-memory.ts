// "When reached after a previous retry": Retry leaves a mark in session storage before reloading.
import { readSession, removeSession, writeSession } from '../../lib/storage.ts';

export const FATAL_RETRY_KEY = 'fatal_retry';
/** Spec section 9: fatal retry countdown default 5 seconds. */
export const RETRY_COUNTDOWN_SECONDS = 5;

export const wasRetried = (): boolean => readSession(FATAL_RETRY_KEY) === '1';
export const rememberRetry = (): void => writeSession(FATAL_RETRY_KEY, '1');
/** Called once the app has started: the next fatal screen is a fresh one. */
export const forgetRetry = (): void => removeSession(FATAL_RETRY_KEY);
