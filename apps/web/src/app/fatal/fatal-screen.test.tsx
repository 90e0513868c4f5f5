import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageUnavailableError } from '../start-up/storage-check.ts';
import { FATAL_LOGO_WIDTH, FATAL_OFFLINE_TEXT, FATAL_ONLINE_TEXT, FatalScreen } from './fatal-screen.tsx';
import { RETRY_COUNTDOWN_SECONDS } from './retry-memory.ts';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FatalScreen', () => {
  it('shows the logo, 200px wide, linking to /', () => {
    render(<FatalScreen reason={new Error('x')} retried={false} onRetry={() => {}} />);
    expect(FATAL_LOGO_WIDTH).toBe('200px');
    const link = screen.getByRole('link', { name: 'Red Roof Pizza home' });
    expect(link.getAttribute('href')).toBe('/');
    expect((link.querySelector('svg') as SVGElement).style.width).toBe('200px');
  });

  it('shows the online text with an enabled Retry', () => {
    const onRetry = vi.fn();
    render(<FatalScreen reason={new Error('x')} retried={false} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Our website is temporarily unavailable. Please try again shortly.',
    );
    expect(FATAL_ONLINE_TEXT).toBe('Our website is temporarily unavailable. Please try again shortly.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the offline text when the connection drops, and back', () => {
    render(<FatalScreen reason={new Error('x')} retried={false} onRetry={() => {}} />);
    act(() => setOnline(false));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check your connection and try again.');
    expect(FATAL_OFFLINE_TEXT).toBe('Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    act(() => setOnline(true));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(FATAL_ONLINE_TEXT);
  });

  it('after a previous retry counts down from 5 with Retry disabled, then enables it', () => {
    expect(RETRY_COUNTDOWN_SECONDS).toBe(5);
    const onRetry = vi.fn();
    render(<FatalScreen reason={new Error('x')} retried onRetry={onRetry} />);
    const button = () => screen.getByRole('button');
    expect(button().textContent).toBe('Retry in 5');
    expect(button()).toHaveProperty('disabled', true);
    fireEvent.click(button());
    expect(onRetry).not.toHaveBeenCalled();
    for (const n of [4, 3, 2, 1]) {
      act(() => vi.advanceTimersByTime(1000));
      expect(button().textContent).toBe(`Retry in ${n}`);
    }
    act(() => vi.advanceTimersByTime(999));
    expect(button()).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(1));
    expect(button().textContent).toBe('Retry');
    expect(button()).toHaveProperty('disabled', false);
  });

  it('shows storage reasons to the visitor, but not technical ones', () => {
    const { unmount } = render(
      <FatalScreen
        reason={new StorageUnavailableError('Local storage is not available')}
        retried={false}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByText('Local storage is not available')).toBeTruthy();
    unmount();
    render(
      <FatalScreen reason={new Error('HTTP 500 from /api/v1/Configuration')} retried={false} onRetry={() => {}} />,
    );
    expect(screen.queryByText(/HTTP 500/)).toBeNull();
  });
});
