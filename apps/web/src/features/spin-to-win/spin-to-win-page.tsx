// /spin-to-win (document 1 section 2, decision 197): the running campaign's wheel and its published
// odds. A signed-in customer spins once per period; the server picks the segment, the wheel turns
// to it (at once with reduced motion), a live region announces the result and the prize modal
// shows the won code. A guest sees the wheel and a prompt to sign in.
import type { SpinOutcome, SpinWheel as Wheel } from '@storefront/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { PrizeModal } from './prize-modal.tsx';
import { restingAngle } from './spin-angle.ts';
import { fetchSpinWheel, isNoCampaign, spinErrorMessage, spinTheWheel, spinWheelKey } from './spin-api.ts';
import { SPIN_MS, SpinWheel } from './spin-wheel.tsx';
import { spinWords } from './spin-words.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';
import './spin-to-win.css';

export const SPIN_TO_WIN_PATH = '/spin-to-win';
const frame = { crumbs: [{ to: '/', label: 'Home' }], eyebrow: 'Offer', width: 'narrow' as const };

type Phase = 'ready' | 'asking' | 'turning' | 'landed';

function announcementOf(wheel: Wheel, outcome: SpinOutcome): string {
  const label = wheel.segments[outcome.segmentIndex]?.label ?? '';
  return outcome.deal ? spinWords.won(label) : spinWords.noPrize(label);
}

function refusalText(wheel: Wheel): string | null {
  if (wheel.refusal === 'NotStarted') return spinWords.notStarted;
  if (wheel.refusal === 'Ended') return spinWords.ended;
  return null;
}

export function SpinToWinPage() {
  const customerId = useAuthStore((s) => (s.isAuth ? (s.customer?.customerId ?? null) : null));
  const wheel = useQuery({
    queryKey: spinWheelKey(customerId),
    queryFn: ({ signal }) => fetchSpinWheel(signal),
    // The error state's own button retries; a 404 (nothing running) is an answer, not a failure.
    retry: false,
  });

  if (wheel.isPending) {
    return (
      <Page title={spinWords.title} {...frame}>
        <div className="spin-loading">
          <Spinner label={spinWords.loading} />
        </div>
      </Page>
    );
  }
  if (wheel.isError) {
    return (
      <Page title={spinWords.title} {...frame}>
        {isNoCampaign(wheel.error) ? (
          <div className="notice">
            <p>{spinWords.noCampaign}</p>
            <Link to="/offers" className={buttonClass({ variant: 'secondary' })}>
              {spinWords.seeOffers}
            </Link>
          </div>
        ) : (
          <div className="notice" role="alert">
            <p>{spinWords.loadFailed}</p>
            <Button variant="secondary" onClick={() => void wheel.refetch()}>
              {spinWords.retry}
            </Button>
          </div>
        )}
      </Page>
    );
  }
  return <SpinToWin wheel={wheel.data} signedIn={customerId !== null} customerId={customerId} />;
}

function SpinToWin({ wheel, signedIn, customerId }: { wheel: Wheel; signedIn: boolean; customerId: string | null }) {
  const reducedMotion = usePrefersReducedMotion();
  const client = useQueryClient();
  const [phase, setPhase] = useState<Phase>('ready');
  const [outcome, setOutcome] = useState<SpinOutcome | null>(null);
  const [angle, setAngle] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const fallback = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => () => clearTimeout(fallback.current), []);
  // The spin button is gone once spun: closing the prize modal brings focus to what replaced it.
  useEffect(() => {
    if (!modalOpen && phase === 'landed') summary.current?.focus();
  }, [modalOpen, phase]);

  const spun = outcome ?? wheel.lastSpin;
  const land = (result: SpinOutcome) => {
    clearTimeout(fallback.current);
    setPhase('landed');
    setAnnouncement(announcementOf(wheel, result));
    setModalOpen(true);
  };

  const spin = async () => {
    setPhase('asking');
    setError(null);
    setAnnouncement(spinWords.spinning);
    try {
      const result = await spinTheWheel(wheel.campaign);
      setOutcome(result);
      setAngle(restingAngle(wheel.segments, result.segmentIndex));
      if (reducedMotion) land(result);
      else {
        setPhase('turning');
        // transitionend is the signal; this is the net in case it never fires (a hidden tab).
        fallback.current = setTimeout(() => land(result), SPIN_MS + 500);
      }
    } catch (failure) {
      setPhase('ready');
      setAnnouncement('');
      setError(spinErrorMessage(failure, spinWords.spinFailed));
      void client.invalidateQueries({ queryKey: spinWheelKey(customerId) });
    }
  };

  const closed = refusalText(wheel);
  const busy = phase === 'asking' || phase === 'turning';
  return (
    <Page title={wheel.headline} {...frame}>
      {wheel.description && <p className="spin-description">{wheel.description}</p>}
      <div className="spin-stage">
        <SpinWheel
          segments={wheel.segments}
          angle={angle}
          animate={!reducedMotion}
          onStopped={() => {
            if (phase === 'turning' && outcome) land(outcome);
          }}
        />
        <p className="spin-announcement" role="status" aria-live="polite">
          {announcement}
        </p>
        {error && (
          <p className="notice" role="alert">
            {error}
          </p>
        )}
        {!signedIn ? (
          <div className="spin-actions">
            <p>{spinWords.signInPrompt}</p>
            <Link
              to={`/login?redirect=${encodeURIComponent('/spin-to-win')}`}
              className={buttonClass({ size: 'lg', block: true })}
            >
              {spinWords.signIn}
            </Link>
          </div>
        ) : spun && !busy ? (
          <div className="spin-actions">
            <p ref={summary} tabIndex={-1}>
              <strong>{spinWords.alreadySpun}</strong>{' '}
              {spun.deal ? spinWords.lastWin(spun.deal.name) : spinWords.lastNoPrize}
            </p>
            {spun.deal && (
              <Button variant="secondary" block onClick={() => setModalOpen(true)}>
                {spinWords.showPrize}
              </Button>
            )}
          </div>
        ) : closed ? (
          <p className="spin-actions">{closed}</p>
        ) : (
          <div className="spin-actions">
            <Button size="lg" block disabled={busy || !wheel.canSpin} aria-busy={busy} onClick={() => void spin()}>
              {busy ? spinWords.spinning : spinWords.spin}
            </Button>
          </div>
        )}
      </div>
      <Section title={spinWords.odds}>
        <table className="spin-odds">
          <thead>
            <tr>
              <th scope="col">Segment</th>
              <th scope="col">Prize</th>
              <th scope="col">Chance</th>
            </tr>
          </thead>
          <tbody>
            {wheel.segments.map((segment) => (
              <tr key={segment.index}>
                <td>{segment.label}</td>
                <td>{segment.prize?.name ?? 'No prize'}</td>
                <td>{segment.chancePercent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <PrizeModal open={modalOpen} deal={spun?.deal ?? null} onClose={() => setModalOpen(false)} />
    </Page>
  );
}
