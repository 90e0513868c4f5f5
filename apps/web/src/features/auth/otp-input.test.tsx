import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input.tsx';

function Harness({ onComplete }: { onComplete(code: string): void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <p id="label">Your code</p>
      <OtpInput value={value} onChange={setValue} onComplete={onComplete} labelledBy="label" />
      <output>{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('the six code boxes', () => {
  it('are a named group of six labelled boxes, the first offering one-time-code autofill', () => {
    render(<Harness onComplete={() => {}} />);
    expect(screen.getByRole('group', { name: 'Your code' })).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    expect(boxes()[2]!.getAttribute('aria-label')).toBe('Digit 3 of 6');
    expect(boxes()[0]!.autocomplete).toBe('one-time-code');
    expect(boxes()[0]!.inputMode).toBe('numeric');
  });

  it('move to the next box as digits are typed, and complete on the sixth', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('12a3456');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('Backspace clears a box, then goes back; the arrow keys move', async () => {
    render(<Harness onComplete={() => {}} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('123');
    expect(document.activeElement).toBe(boxes()[3]);
    await userEvent.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[2]);
    expect(boxes()[2]!.value).toBe('');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(boxes()[1]);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('a pasted code fills every box, whatever box it lands in and whatever spacing it has', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(boxes()[3]!, { clipboardData: { getData: () => ' 654 321 ' } });
    expect(boxes().map((b) => b.value)).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('an autofilled code in the first box fills them all', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(boxes()[0]!, { target: { value: '987654' } });
    expect(onComplete).toHaveBeenCalledWith('987654');
  });
});
