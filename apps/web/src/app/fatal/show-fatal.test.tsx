import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../../lib/platform/index.ts';
import { FATAL_RETRY_KEY } from './retry-memory.ts';
import { FATAL_ROOT_ID, isFatalShown, pageBeforeFatal, resetFatalForTests, retry, showFatal } from './show-fatal.tsx';

beforeEach(() => {
  document.body.innerHTML = '<div id="loading"></div><div id="root"><p>app</p></div>';
  delete window.dataLayer;
  window.history.replaceState(null, '', '/menu/pizza?x=1');
});
afterEach(() => {
  resetFatalForTests();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('showFatal', () => {
  it('removes the app root, mounts its own root, pushes fatal-error with the page path and logs', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reason = new Error('Configuration failed');
    await act(async () => showFatal(reason));
    expect(document.getElementById('root')).toBeNull();
    expect(document.getElementById('loading')).toBeNull();
    expect(document.getElementById(FATAL_ROOT_ID)?.textContent).toContain('Our website is temporarily unavailable');
    expect(window.dataLayer).toEqual([{ event: 'fatal-error', pagePath: '/menu/pizza' }]);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('[error 2.0.0]'),
      'Configuration failed',
      expect.objectContaining({ error: reason }),
    );
    expect(isFatalShown()).toBe(true);
  });

  it('shows once even if asked twice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      showFatal(new Error('a'));
      showFatal(new Error('b'));
    });
    expect(document.querySelectorAll(`#${FATAL_ROOT_ID}`)).toHaveLength(1);
    expect(window.dataLayer).toHaveLength(1);
  });

  it('starts the countdown when reached after a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(FATAL_RETRY_KEY, '1');
    await act(async () => showFatal(new Error('a')));
    expect(document.querySelector(`#${FATAL_ROOT_ID} button`)?.textContent).toBe('Retry in 5');
  });
});

describe('retry', () => {
  it('remembers the retry and reloads the page', () => {
    const reload = vi.spyOn(platform, 'reload').mockImplementation(() => {});
    retry();
    expect(sessionStorage.getItem(FATAL_RETRY_KEY)).toBe('1');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('on /fatal with no page it came from loads the home page', () => {
    window.history.replaceState(null, '', '/fatal');
    const assign = vi.spyOn(platform, 'assign').mockImplementation(() => {});
    retry();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('spec 000 section 4: Retry on /fatal reloads the page it came from', () => {
    window.history.replaceState(null, '', '/fatal?from=%2Fcart%3Fstep%3D2');
    const assign = vi.spyOn(platform, 'assign').mockImplementation(() => {});
    const reload = vi.spyOn(platform, 'reload').mockImplementation(() => {});
    retry();
    expect(assign).toHaveBeenCalledWith('/cart?step=2');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('pageBeforeFatal', () => {
  it('keeps only a path on this site that is not /fatal itself', () => {
    expect(pageBeforeFatal('?from=%2Fmenu%2Fpizza')).toBe('/menu/pizza');
    expect(pageBeforeFatal('?from=https%3A%2F%2Fevil.example')).toBe('/');
    expect(pageBeforeFatal('?from=%2F%2Fevil.example')).toBe('/');
    expect(pageBeforeFatal('?from=%2F%5Cevil.example')).toBe('/');
    expect(pageBeforeFatal('?from=%2Ffatal%3Ffrom%3D%252Fcart')).toBe('/');
    expect(pageBeforeFatal('')).toBe('/');
  });
});
