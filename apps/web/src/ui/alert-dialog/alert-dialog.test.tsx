import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlertDialog } from './alert-dialog.tsx';
import { ALERT_DEFAULTS, openAlert } from './alert-store.ts';

describe('alert dialog', () => {
  it('defaults to a confirm alert titled Warning asking Are you sure?', () => {
    expect(ALERT_DEFAULTS).toEqual({
      type: 'confirm',
      title: 'Warning',
      body: 'Are you sure?',
      confirmText: 'Confirm',
      cancelText: 'Cancel',
    });
  });

  it('resolves true on Confirm', async () => {
    render(<AlertDialog />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = openAlert();
    });
    const dialog = screen.getByRole('alertdialog', { hidden: true });
    expect(dialog.textContent).toContain('Warning');
    expect(dialog.textContent).toContain('Are you sure?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
  });

  it('resolves false on Cancel, with custom wording', async () => {
    render(<AlertDialog />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = openAlert({ body: 'Are you sure you want to empty your cart?', confirmText: 'Empty cart' });
    });
    expect(screen.getByText('Are you sure you want to empty your cart?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    await expect(answer).resolves.toBe(false);
  });

  it('an info alert has a single button', () => {
    render(<AlertDialog />);
    act(() => {
      void openAlert({ type: 'info', confirmText: 'OK' });
    });
    expect(screen.queryByRole('button', { name: 'Cancel', hidden: true })).toBeNull();
    expect(screen.getByRole('button', { name: 'OK', hidden: true })).toBeTruthy();
  });

  it('a newer alert cancels the unanswered one', async () => {
    let first!: Promise<boolean>;
    act(() => {
      first = openAlert();
      void openAlert({ title: 'Second' });
    });
    await expect(first).resolves.toBe(false);
  });
});
