// /order/{orderId}/hawaiian-pizza-game: catch pineapple and ham on the pizza base, dodge anchovies.
// Keyboard (arrows, Space), touch (drag the base, or hold the buttons) and screen readers (a live
// sentence after every catch or miss) all play; reduced motion slows the toppings and drops effects.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { readSession, writeSession } from '../../../lib/storage.ts';
import { Button } from '../../../ui/button/button.tsx';
import {
  BASE_Y,
  describeEvents,
  moveBaseTo,
  newGame,
  nudgeBase,
  pauseGame,
  START_LIVES,
  stepGame,
  toggleGame,
  TOPPING_SIZE,
  BASE_WIDTH,
  type GameState,
  type ToppingKind,
} from './pizza-game.ts';
import './game.css';

const BEST_KEY = 'hawaiian_best';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

function readBest(): number {
  const value = Number(readSession(BEST_KEY));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function HawaiianGame() {
  const reducedMotion = usePrefersReducedMotion();
  const [initial] = useState(() => newGame((Math.random() * 2 ** 31) | 0, readBest()));
  const gameRef = useRef<GameState>(initial);
  const [game, setGame] = useState<GameState>(initial);
  const [announcement, setAnnouncement] = useState('');
  const held = useRef({ left: false, right: false });
  const areaRef = useRef<HTMLDivElement>(null);
  const helpId = useId();

  const update = useCallback((change: (state: GameState) => GameState) => {
    const before = gameRef.current;
    const next = change(before);
    if (next === before) return;
    gameRef.current = next;
    setGame(next);
    const message = describeEvents(next.events, next);
    if (message) setAnnouncement(message);
    if (next.status === 'over' && before.status !== 'over') writeSession(BEST_KEY, String(next.best));
  }, []);

  const direction = () => ((held.current.right ? 1 : 0) - (held.current.left ? 1 : 0)) as -1 | 0 | 1;

  // The game loop runs only while playing.
  useEffect(() => {
    if (game.status !== 'playing') return;
    let frame = 0;
    let last = performance.now();
    const tick = (time: number) => {
      const ms = time - last;
      last = time;
      update((state) => stepGame(state, ms, direction(), { reducedMotion }));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [game.status, reducedMotion, update]);

  // A hidden tab pauses the game.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') update(pauseGame);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [update]);

  const startOrToggle = () => {
    const wasPlaying = gameRef.current.status === 'playing';
    update(toggleGame);
    setAnnouncement(wasPlaying ? 'Paused.' : `Playing. Use the left and right arrow keys to move the pizza base.`);
    if (!wasPlaying) areaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key;
    if (key === 'ArrowLeft' || key === 'ArrowRight') {
      event.preventDefault();
      const side = key === 'ArrowLeft' ? 'left' : 'right';
      if (!event.repeat) update((s) => nudgeBase(s, side === 'left' ? -1 : 1));
      held.current[side] = true;
    } else if (key === ' ' || key === 'Enter') {
      event.preventDefault();
      startOrToggle();
    } else if (key === 'Escape' || key === 'p' || key === 'P') {
      if (gameRef.current.status === 'playing') {
        event.preventDefault();
        update(pauseGame);
        setAnnouncement('Paused.');
      }
    }
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') held.current.left = false;
    if (event.key === 'ArrowRight') held.current.right = false;
  };

  const moveToPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width > 0) update((s) => moveBaseTo(s, (event.clientX - rect.left) / rect.width));
  };

  const status = game.status;
  const buttonLabel =
    status === 'playing' ? 'Pause' : status === 'paused' ? 'Resume' : status === 'over' ? 'Play again' : 'Start';

  return (
    <section className="panel game" aria-labelledby="game-title">
      <h2 id="game-title">Catch the toppings</h2>
      <p id={helpId} className="game__help">
        Catch the pineapple and ham on your pizza base and dodge the anchovies. Miss {START_LIVES} toppings and it's
        game over. Move with the left and right arrow keys, by dragging the base, or with the buttons below. Space
        starts and pauses.
      </p>
      <div className="game__bar">
        <p className="game__score">
          <span>
            Score <strong>{game.score}</strong>
          </span>
          <span>
            Lives <strong>{game.lives}</strong>
            <span aria-hidden="true" className="game__hearts">
              {' '}
              {'♥'.repeat(game.lives)}
              {'♡'.repeat(Math.max(0, START_LIVES - game.lives))}
            </span>
          </span>
          <span>
            Best <strong>{game.best}</strong>
          </span>
        </p>
        <Button onClick={startOrToggle} variant={status === 'playing' ? 'secondary' : 'primary'}>
          {buttonLabel}
        </Button>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <div
        ref={areaRef}
        className={`game__area${reducedMotion ? ' game__area--calm' : ''}`}
        role="application"
        aria-roledescription="game"
        aria-label="Pizza base and falling toppings"
        aria-describedby={helpId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={() => {
          held.current = { left: false, right: false };
        }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          moveToPointer(event);
        }}
        onPointerMove={(event) => {
          if (event.buttons > 0 || event.pointerType === 'touch') moveToPointer(event);
        }}
      >
        {game.toppings.map((t) => (
          <span
            key={t.id}
            className={`game__topping game__topping--${t.kind}`}
            style={{ left: `${(t.x - TOPPING_SIZE / 2) * 100}%`, top: `${(t.y - TOPPING_SIZE / 2) * 100}%` }}
          >
            <ToppingArt kind={t.kind} />
          </span>
        ))}
        <span
          className="game__base"
          style={{
            left: `${(game.baseX - BASE_WIDTH / 2) * 100}%`,
            top: `${BASE_Y * 100}%`,
            width: `${BASE_WIDTH * 100}%`,
          }}
        >
          <BaseArt toppings={Math.min(game.score, 9)} />
        </span>
        {status !== 'playing' && (
          <div className="game__overlay">
            <p className="game__overlay-title">
              {status === 'over'
                ? `Game over: ${game.score} topping${game.score === 1 ? '' : 's'}`
                : status === 'paused'
                  ? 'Paused'
                  : 'Ready?'}
            </p>
            <p>{status === 'ready' ? 'Press Start or Space to play.' : `Press ${buttonLabel} or Space.`}</p>
          </div>
        )}
      </div>
      <div className="game__controls">
        <Button
          variant="secondary"
          size="lg"
          aria-label="Move left"
          disabled={status !== 'playing'}
          onPointerDown={() => {
            held.current.left = true;
          }}
          onPointerUp={() => {
            held.current.left = false;
          }}
          onPointerLeave={() => {
            held.current.left = false;
          }}
          onPointerCancel={() => {
            held.current.left = false;
          }}
          onClick={(event) => {
            if (event.detail === 0) update((s) => nudgeBase(s, -1));
          }}
        >
          ←
        </Button>
        <Button
          variant="secondary"
          size="lg"
          aria-label="Move right"
          disabled={status !== 'playing'}
          onPointerDown={() => {
            held.current.right = true;
          }}
          onPointerUp={() => {
            held.current.right = false;
          }}
          onPointerLeave={() => {
            held.current.right = false;
          }}
          onPointerCancel={() => {
            held.current.right = false;
          }}
          onClick={(event) => {
            if (event.detail === 0) update((s) => nudgeBase(s, 1));
          }}
        >
          →
        </Button>
      </div>
    </section>
  );
}

function ToppingArt({ kind }: { kind: ToppingKind }) {
  if (kind === 'pineapple') {
    return (
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M6 26 L16 4 L26 26 Z" fill="#f7c92e" stroke="#b8860b" strokeWidth="2" strokeLinejoin="round" />
        <path d="M11 19 h10 M13 14 h6" stroke="#c9961a" strokeWidth="1.5" />
      </svg>
    );
  }
  if (kind === 'ham') {
    return (
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="12" fill="#f28b95" stroke="#b8505c" strokeWidth="2" />
        <path d="M10 13 q6 -4 12 2 M11 20 q5 3 10 -1" stroke="#fbd3d7" strokeWidth="2" fill="none" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M3 16 q10 -9 21 0 q-11 9 -21 0 Z" fill="#7d8da1" stroke="#3f4b5a" strokeWidth="2" />
      <path d="M24 16 l6 -5 v10 Z" fill="#7d8da1" stroke="#3f4b5a" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="9" cy="15" r="1.5" fill="#1d232b" />
    </svg>
  );
}

const BASE_DOTS = [
  [22, 12],
  [40, 9],
  [58, 13],
  [76, 10],
  [30, 17],
  [50, 16],
  [68, 17],
  [14, 14],
  [86, 14],
] as const;

function BaseArt({ toppings }: { toppings: number }) {
  return (
    <svg viewBox="0 0 100 26" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <ellipse cx="50" cy="13" rx="49" ry="12" fill="#e0a449" stroke="#9c5f1c" strokeWidth="2" />
      <ellipse cx="50" cy="13" rx="41" ry="8.5" fill="#c8321f" />
      <ellipse cx="50" cy="13" rx="37" ry="6.5" fill="#f3dc9a" />
      {BASE_DOTS.slice(0, toppings).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="2.6" fill={i % 2 ? '#f28b95' : '#f7c92e'} />
      ))}
    </svg>
  );
}
