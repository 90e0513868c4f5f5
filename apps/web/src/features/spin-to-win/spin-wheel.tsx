// The wheel: slices as wide as their published odds, turned by a CSS transform to the segment the
// server chose. With reduced motion it has no transition, so it stands on the result at once.
import type { SpinSegment } from '@storefront/contract';
import type { CSSProperties } from 'react';
import { slicesOf } from './spin-angle.ts';
import { spinWords } from './spin-words.ts';

const COLOURS = ['#c8102e', '#f2a900', '#1d6b3a', '#20407a', '#7a2b85', '#e86a10'];
/** How long the animated spin takes; the page waits this long (plus a margin) if no transitionend comes. */
export const SPIN_MS = 4000;

export function SpinWheel({
  segments,
  angle,
  animate,
  onStopped,
}: {
  segments: SpinSegment[];
  angle: number;
  animate: boolean;
  onStopped: () => void;
}) {
  const slices = slicesOf(segments);
  const gradient = slices
    .map((slice, index) => `${COLOURS[index % COLOURS.length]} ${slice.start}deg ${slice.end}deg`)
    .join(', ');
  const style: CSSProperties = {
    background: `conic-gradient(${gradient})`,
    transform: `rotate(${angle}deg)`,
    transition: animate ? `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.7, 0.1, 1)` : 'none',
  };
  return (
    <div className="wheel" role="img" aria-label={spinWords.wheelLabel(segments.length)}>
      <div className="wheel__pointer" aria-hidden="true" />
      <div
        className="wheel__disc"
        data-testid="spin-wheel-disc"
        style={style}
        onTransitionEnd={(event) => {
          if (event.propertyName === 'transform') onStopped();
        }}
      >
        {segments.map((segment, index) => (
          <span
            key={segment.index}
            className="wheel__label"
            aria-hidden="true"
            style={{ transform: `rotate(${slices[index]!.middle}deg)` }}
          >
            <span>{segment.label}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
