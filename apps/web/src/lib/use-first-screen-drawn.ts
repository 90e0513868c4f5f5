// Whether the first screen has been drawn (background-work.ts): what can wait for it renders once it has.
import { useEffect, useState } from 'react';
import { afterFirstScreen, backgroundWorkStarted } from './background-work.ts';

export function useFirstScreenDrawn(): boolean {
  const [drawn, setDrawn] = useState(backgroundWorkStarted);
  useEffect(() => (drawn ? undefined : afterFirstScreen(() => setDrawn(true))), [drawn]);
  return drawn;
}
