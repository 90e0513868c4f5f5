// False on a component's first render, true from a task after it: a lazy part rendered only then
// starts its import there, not in the mount's task. Starting one is work of its own (Vite's preload
// helper adds the part's style sheets to the document): on the landing, about 10 ms of the app's
// first render, which under a phone's slower CPU made one long task with it.
import { useEffect, useState } from 'react';

export function useAfterMountTask(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAfter(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return after;
}
