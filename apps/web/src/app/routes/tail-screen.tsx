// Screen for the splat route: the loader has already parsed the path (base-route-tail.ts).
import { Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import type { TailMatch } from './base-route-tail.ts';
import { areas } from './areas.ts';
import { lazyComponent } from './lazy-screen.tsx';

type Located = Extract<TailMatch, { kind: 'locate' | 'qr' }>;
type Survey = Extract<TailMatch, { kind: 'survey' }>;

const LocateScreen = lazyComponent<{ entry: Located }, Awaited<ReturnType<typeof areas.location>>>(
  areas.location,
  'LocateScreen',
);
const SurveyPage = lazyComponent<{ entry: Survey }, Awaited<ReturnType<typeof areas.survey>>>(
  areas.survey,
  'SurveyPage',
);
const ContentPage = lazyComponent<{ slug: string }, Awaited<ReturnType<typeof areas.content>>>(
  areas.content,
  'ContentPage',
);

export function TailScreen() {
  const match = useLoaderData() as TailMatch;
  return (
    <Suspense fallback={<PageSpinner />}>
      {match.kind === 'locate' || match.kind === 'qr' ? (
        <LocateScreen entry={match} />
      ) : match.kind === 'survey' ? (
        <SurveyPage entry={match} />
      ) : match.kind === 'content' ? (
        <ContentPage key={match.slug} slug={match.slug} />
      ) : null}
    </Suspense>
  );
}

export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner label="Loading page" size="lg" />
    </div>
  );
}
