// The survey started inside the order page after an order. Features do not import each other, so
// the app provides the survey screen at start-up (app/main.tsx; test/setup.ts for component tests),
// loaded lazily, and the order page asks for it here.
import type { ComponentType } from 'react';

/** Where a survey was started from, and about which order. */
export interface SurveyEntry {
  baseRoute: string;
  surveyId: string;
  orderId?: string;
  /** Started inside another page (the order page after an order): no page frame of its own. */
  embedded?: boolean;
}

export type SurveyScreen = ComponentType<{ entry: SurveyEntry }>;

let loadScreen: (() => Promise<SurveyScreen>) | null = null;

export function provideSurveyScreen(load: (() => Promise<SurveyScreen>) | null): void {
  loadScreen = load;
}

export function surveyScreen(): Promise<SurveyScreen> {
  if (!loadScreen) return Promise.reject(new Error('The survey screen was not provided at start-up.'));
  return loadScreen();
}
