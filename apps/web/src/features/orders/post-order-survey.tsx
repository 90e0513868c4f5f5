// The post-order survey started on the order page itself, so the receipt and tracker stay in view.
// The survey code (provided by the app, lib/embedded-survey.ts) loads only when it starts; ending it (or 'Not now') returns to the plain order page.
import { lazy, Suspense } from 'react';
import { surveyScreen } from '../../lib/embedded-survey.ts';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { POST_ORDER_SURVEY } from './order-constants.ts';

const SurveyPage = lazy(async () => ({ default: await surveyScreen() }));

export function PostOrderSurvey({ orderId }: { orderId: string }) {
  return (
    <Suspense fallback={<Spinner label="Loading the survey" />}>
      <SurveyPage entry={{ baseRoute: `/order/${orderId}`, surveyId: POST_ORDER_SURVEY, orderId, embedded: true }} />
    </Suspense>
  );
}
