// Six boxes for the one-time code. Typing moves to the next box, Backspace on an empty box goes
// back, the arrow keys move, and a pasted or autofilled code fills every box at once. The group is
// named for screen readers and each box says which digit it is.
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@storefront/contract';

export interface OtpInputProps {
  value: string;
  onChange(value: string): void;
  /** All six digits are in. */
  onComplete?(code: string): void;
  disabled?: boolean;
  invalid?: boolean;
  labelledBy: string;
  describedBy?: string;
  /** Boxes get ids `${idPrefix}-0` to `-5`. */
  idPrefix?: string;
}

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** The digits typed into a box: a second digit typed beside the old one replaces it. */
function typedDigits(boxValue: string, previous: string | undefined): string {
  const digits = digitsOf(boxValue).slice(0, OTP_LENGTH);
  const old = previous?.trim();
  if (digits.length === 2 && old && digits.startsWith(old)) return digits.slice(1);
  if (digits.length === 2 && old && digits.endsWith(old)) return digits.slice(0, 1);
  return digits;
}

export function OtpInput({
  value,
  onChange,
  onComplete,
  disabled,
  invalid,
  labelledBy,
  describedBy,
  idPrefix,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const update = (next: string, focusIndex: number) => {
    const code = next.slice(0, OTP_LENGTH);
    onChange(code);
    focus(focusIndex);
    if (code.length === OTP_LENGTH && !code.includes(' ')) onComplete?.(code);
  };

  /** Writes `digits` from box `index` on (one typed digit, or several from autofill). */
  const fill = (index: number, digits: string) => {
    if (!digits) return;
    const chars = value.padEnd(OTP_LENGTH, ' ').split('');
    digits.split('').forEach((digit, offset) => {
      if (index + offset < OTP_LENGTH) chars[index + offset] = digit;
    });
    update(chars.join('').trimEnd(), index + digits.length);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    // A whole code replaces what was there; a part fills from this box.
    if (digits.length >= OTP_LENGTH) update(digits.slice(0, OTP_LENGTH), OTP_LENGTH - 1);
    else fill(index, digits);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const chars = value.padEnd(OTP_LENGTH, ' ').split('');
    if (event.key === 'Backspace') {
      event.preventDefault();
      // Clear this box; on an empty box, clear the one before and move there.
      const target = chars[index] !== ' ' || index === 0 ? index : index - 1;
      chars[target] = ' ';
      update(chars.join('').trimEnd(), target);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  return (
    <div className="otp-input" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          id={idPrefix ? `${idPrefix}-${index}` : undefined}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp-input__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={(value[index] ?? '').trim()}
          onChange={(event) => fill(index, typedDigits(event.target.value, value[index]))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
