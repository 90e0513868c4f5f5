import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HawaiianGame } from './hawaiian-game.tsx';

const base = () => document.querySelector<HTMLElement>('.game__base')!;
const left = () => parseFloat(base().style.left);

describe('Hawaiian pizza game', () => {
  it('starts from the button, takes focus and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<HawaiianGame />);
    const area = screen.getByRole('application', { name: 'Pizza base and falling toppings' });
    expect(area.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move left' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(document.activeElement).toBe(area);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    const before = left();
    fireEvent.keyDown(area, { key: 'ArrowLeft' });
    fireEvent.keyUp(area, { key: 'ArrowLeft' });
    expect(left()).toBeLessThan(before);
    fireEvent.keyDown(area, { key: 'ArrowRight' });
    fireEvent.keyUp(area, { key: 'ArrowRight' });
    expect(left()).toBeCloseTo(before);

    fireEvent.keyDown(area, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('Paused.');
  });

  it('moves with the on-screen buttons (keyboard activation nudges)', async () => {
    const user = userEvent.setup();
    render(<HawaiianGame />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const before = left();
    screen.getByRole('button', { name: 'Move right' }).focus();
    await user.keyboard('{Enter}');
    expect(left()).toBeGreaterThan(before);
  });
});
