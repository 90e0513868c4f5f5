import { afterEach, describe, expect, it, vi } from 'vitest';
import { FatalPageError, fatalLoader } from './fatal-route.tsx';
import * as fatal from './show-fatal.tsx';

afterEach(() => vi.restoreAllMocks());

describe('/fatal', () => {
  it('shows the fatal screen before rendering anything', () => {
    const show = vi.spyOn(fatal, 'showFatal').mockImplementation(() => {});
    expect(fatalLoader()).toBeNull();
    expect(show).toHaveBeenCalledWith(expect.any(FatalPageError));
  });
});
