import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hideSpinner, showSpinner, SpinnerOverlay } from './spinner.tsx';

describe('spinner overlay', () => {
  it('stays up until every task that showed it has hidden it', () => {
    render(<SpinnerOverlay />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      showSpinner('Placing your order');
      showSpinner('Placing your order');
    });
    expect(screen.getByRole('status').textContent).toBe('Placing your order');
    act(() => hideSpinner());
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => {
      hideSpinner();
      hideSpinner();
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
