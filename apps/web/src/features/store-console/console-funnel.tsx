// Today's funnel in the store console: how many visits got to each step (visits, chose delivery or
// pickup, added to cart, began checkout, ordered), counted by the API from the analytics collector.
// It loads only when opened, so the kitchen's order board makes no extra call.
import type { AnalyticsFunnel } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../ui/button/button.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { fetchFunnel } from './funnel-api.ts';
import './console-funnel.css';

/** A step's share of the visits, as a whole percentage. */
const shareOf = (count: number, visits: number): string =>
  visits === 0 ? '' : `${Math.round((count / visits) * 100)}%`;

function FunnelSteps({ funnel }: { funnel: AnalyticsFunnel }) {
  const visits = funnel.steps[0]?.count ?? 0;
  if (visits === 0) {
    return <p className="console-empty">No visits yet today. Steps show here as customers browse and order.</p>;
  }
  return (
    <ol className="console-funnel__steps">
      {funnel.steps.map((step) => (
        <li key={step.step} className="console-funnel__step">
          <span className="console-funnel__label">{step.label}</span>
          <span className="console-funnel__count">{step.count}</span>
          <span className="console-funnel__share">{shareOf(step.count, visits)}</span>
          <span
            className="console-funnel__bar"
            aria-hidden="true"
            style={{ inlineSize: `${Math.max(2, (step.count / visits) * 100)}%` }}
          />
        </li>
      ))}
    </ol>
  );
}

function FunnelBody({ token }: { token: string }) {
  const funnel = useQuery({
    queryKey: ['staff-funnel', token],
    queryFn: ({ signal }) => fetchFunnel(token, signal),
    // Reopening the panel reads today's figures afresh (the app's queries stay fresh for longer).
    staleTime: 0,
    refetchInterval: 60_000,
  });
  if (funnel.isPending) {
    return (
      <div className="console-loading">
        <Spinner label="Loading today's funnel" size="lg" />
      </div>
    );
  }
  if (funnel.isError) {
    return (
      <div role="alert">
        <p>We couldn't load today's funnel.</p>
        <Button onClick={() => void funnel.refetch()}>Try again</Button>
      </div>
    );
  }
  return (
    <>
      <p className="console-funnel__day">
        {funnel.data.date} ({funnel.data.timeZone})
      </p>
      <FunnelSteps funnel={funnel.data} />
    </>
  );
}

export function ConsoleFunnel({ token }: { token: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="console-group console-finished console-funnel"
      onToggle={(event) => setOpened(event.currentTarget.open)}
    >
      <summary>
        <h2>Today's funnel</h2>
      </summary>
      {opened && <FunnelBody token={token} />}
    </details>
  );
}
