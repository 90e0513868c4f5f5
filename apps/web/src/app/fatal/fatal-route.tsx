// /fatal: where other parts of the app send visitors after repeated server errors. The work is
// done in the loader, before anything renders, so the shell never flashes up first; at start-up
// the app then sees the fatal screen shown and does not mount.
import { showFatal } from './show-fatal.tsx';

export class FatalPageError extends Error {
  override readonly name = 'FatalPageError';
}

export function fatalLoader(): null {
  showFatal(new FatalPageError('The fatal page was opened'));
  return null;
}

export const FatalRoute = () => null;
