import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarHost } from './snackbar.tsx';
import {
  autoCloseFor,
  showSnackbar,
  showSuccess,
  SNACKBAR_AUTO_CLOSE_MS,
  SUCCESS_SNACKBAR_AUTO_CLOSE_MS,
  useSnackbarStore,
} from './snackbar-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
  useSnackbarStore.setState({ current: null });
});
afterEach(() => vi.useRealTimers());

describe('snackbar', () => {
  it('closes after 4000 ms, success after 5000 ms', () => {
    expect(SNACKBAR_AUTO_CLOSE_MS).toBe(4000);
    expect(SUCCESS_SNACKBAR_AUTO_CLOSE_MS).toBe(5000);
    expect(autoCloseFor('danger')).toBe(4000);
    expect(autoCloseFor('info')).toBe(4000);
    expect(autoCloseFor('success')).toBe(5000);
  });

  it('defaults to the success theme', () => {
    showSnackbar({ message: 'Saved' });
    expect(useSnackbarStore.getState().current).toMatchObject({ theme: 'success', autoCloseMs: 5000 });
  });

  it('shows one at a time: a new one replaces the last', () => {
    render(<SnackbarHost />);
    act(() => {
      showSnackbar({ message: 'First', theme: 'info' });
      showSnackbar({ message: 'Second', theme: 'danger' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('auto-closes a danger snackbar at 4000 ms, not before', () => {
    render(<SnackbarHost />);
    act(() => void showSnackbar({ message: 'Oops', theme: 'danger' }));
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByText('Oops')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Oops')).toBeNull();
  });

  it('auto-closes a success snackbar at 5000 ms with the spec wording', () => {
    render(<SnackbarHost />);
    act(() => void showSuccess('updated your details'));
    expect(screen.getByText('You have succesfully updated your details')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('status')!.textContent).toContain('updated');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a blocking snackbar stays until an action is chosen', () => {
    const review = vi.fn();
    render(<SnackbarHost />);
    act(
      () =>
        void showSnackbar({
          message: 'Checkout error',
          theme: 'danger',
          autoCloseMs: 0,
          actions: [
            { label: 'Review Cart', onClick: review },
            { label: 'Continue', onClick: () => {} },
          ],
        }),
    );
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Review Cart' }));
    expect(review).toHaveBeenCalledOnce();
    expect(screen.queryByText('Checkout error')).toBeNull();
  });

  it('pauses while hovered', () => {
    render(<SnackbarHost />);
    act(() => void showSnackbar({ message: 'Hold', theme: 'info' }));
    fireEvent.mouseEnter(screen.getByText('Hold').parentElement!);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Hold')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByText('Hold').parentElement!);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('Hold')).toBeNull();
  });
});
