// How many items of a long list to render. A list mounted with the app (a page load) renders its
// first few with the first screen and the rest a few at a time, one task each with a frame between:
// rendered at once, the menu's cards made the mount one long task that kept a slow phone from
// answering a tap. A list mounted later (a navigation in the app) renders whole.
import { useEffect, useState } from 'react';
import { backgroundWorkStarted } from './background-work.ts';

/** Items rendered with the first screen. */
export const FIRST_STEP = 6;
/** Items added per task after it. */
export const LATER_STEP = 4;

export function useStepwiseCount(total: number, first = FIRST_STEP, step = LATER_STEP): number {
  // Decided once, at mount: the first screen is still to be drawn only on a page load.
  const [stepwise] = useState(() => !backgroundWorkStarted());
  const [count, setCount] = useState(first);
  const done = !stepwise || count >= total;
  useEffect(() => {
    if (done) return;
    // After the next frame, in a task of its own: what is on the screen is painted between steps.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setCount((shown) => shown + step), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [done, count, step]);
  return done ? total : count;
}
