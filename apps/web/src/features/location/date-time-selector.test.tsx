import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useConfigurationStore } from '../../lib/api/get-configuration.ts';
import { EARLY, NOON, scheduleOf } from '../../lib/session/session-fixtures.test-support.ts';
import { sampleConfiguration } from '../../test/fixtures.ts';
import { DateTimeSelector, useSlotChoice } from './date-time-selector.tsx';
import { useSelectorStore } from './selector-store.ts';
import {
  AFTERNOON_FROM_HOUR,
  EVENING_FROM_HOUR,
  slotChoice,
  slotPeriod,
  slotText,
  type SelectorStore,
} from './slot-choice.ts';

const selectorStore = (now: Date, promiseMinutes = 20): SelectorStore => ({
  code: 'NSW002',
  timeZone: 'Australia/Sydney',
  tradingDays: scheduleOf(now).tradingDays,
  promiseMinutes,
});

function Harness({
  now,
  serviceType = 'pickup',
  warning,
}: {
  now: Date;
  serviceType?: 'pickup' | 'delivery';
  warning?: string;
}) {
  const choice = useSlotChoice(selectorStore(now, serviceType === 'delivery' ? 30 : 20), serviceType, now);
  return (
    <>
      <DateTimeSelector choice={choice} serviceType={serviceType} now={now} warning={warning} />
      <output data-testid="value">{JSON.stringify(choice.value)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent!);

beforeEach(() => {
  useConfigurationStore.setState({ configuration: sampleConfiguration });
  useSelectorStore.getState().reset();
});

describe('slotChoice', () => {
  it('defaults to the first day with times and its first slot', () => {
    const choice = slotChoice({
      store: selectorStore(NOON),
      serviceType: 'pickup',
      slotLengthMinutes: 0,
      now: NOON,
      chosenDay: null,
      chosenSlot: null,
    });
    expect(choice.day!.day.date).toBe('2026-11-22');
    expect(choice.value).toEqual({ isAsap: true, orderDueAt: null });
    const late = new Date('2026-11-22T22:20:00+11:00');
    const evening = slotChoice({
      store: selectorStore(late),
      serviceType: 'pickup',
      slotLengthMinutes: 0,
      now: late,
      chosenDay: null,
      chosenSlot: null,
    });
    expect(evening.day!.day.date).toBe('2026-11-23');
    expect(evening.value).toEqual({ isAsap: false, orderDueAt: '2026-11-23T11:00' });
  });

  it('falls back when the chosen slot is no longer offered', () => {
    const choice = slotChoice({
      store: selectorStore(NOON),
      serviceType: 'pickup',
      slotLengthMinutes: 0,
      now: NOON,
      chosenDay: '2026-11-22',
      chosenSlot: '2026-11-22T09:00',
    });
    expect(choice.slot!.isAsap).toBe(true);
  });

  it('shows ranges when a slot length is configured', () => {
    const choice = slotChoice({
      store: selectorStore(NOON, 30),
      serviceType: 'delivery',
      slotLengthMinutes: 15,
      now: NOON,
      chosenDay: null,
      chosenSlot: null,
    });
    expect(choice.day!.slots.slice(0, 2).map(slotText)).toEqual(['ASAP (30 mins)', '12:30 pm – 12:45 pm']);
  });
});

describe('DateTimeSelector', () => {
  it("offers the store's days (a holiday closed) and 'ASAP (n mins)' first", async () => {
    render(<Harness now={NOON} />);
    const days = screen.getByRole('group', { name: 'Day' });
    const radios = within(days).getAllByRole('radio');
    expect(radios).toHaveLength(7);
    expect(within(days).getByRole('radio', { name: /Today/ })).toHaveProperty('checked', true);
    expect(within(days).getByRole('radio', { name: /Test Holiday/ })).toHaveProperty('disabled', true);
    const time = screen.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement;
    expect(time.options[0]!.textContent).toBe('ASAP (20 mins)');
    expect(time.options[1]!.textContent).toBe('12:30 pm');
    await userEvent.selectOptions(time, '2026-11-22T18:00');
    expect(value()).toEqual({ isAsap: false, orderDueAt: '2026-11-22T18:00' });
    await userEvent.click(within(days).getByRole('radio', { name: /Tomorrow/ }));
    expect(value()).toEqual({ isAsap: false, orderDueAt: '2026-11-23T11:00' });
    expect((screen.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement).options[0]!.textContent).toBe(
      '11:00 am',
    );
  });

  it('spec 001 section 9: groups the times as morning, afternoon (12 to 17 h) and evening (after 17 h)', () => {
    render(<Harness now={NOON} />);
    const time = screen.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement;
    const groups = [...time.querySelectorAll('optgroup')];
    expect(groups.map((g) => g.label)).toEqual(['Afternoon', 'Evening']);
    const values = (g: HTMLOptGroupElement) => [...g.querySelectorAll('option')].map((o) => o.value.slice(11));
    expect(values(groups[0]!).at(0)).toBe('12:30');
    expect(values(groups[0]!).at(-1)).toBe('16:45');
    expect(values(groups[1]!).at(0)).toBe('17:00');
    // ASAP stands before the groups.
    expect(time.options[0]!.parentElement).toBe(time);
  });

  it('puts a slot in its part of the day by its store-local hour', () => {
    const at = (hhmm: string) => slotPeriod({ value: `2026-11-22T${hhmm}`, isAsap: false });
    expect([at('11:45'), at('12:00'), at('16:59'), at('17:00'), at('23:45')]).toEqual([
      'Morning',
      'Afternoon',
      'Afternoon',
      'Evening',
      'Evening',
    ]);
    expect(slotPeriod({ value: 'ASAP', isAsap: true })).toBe('Now');
    expect([AFTERNOON_FROM_HOUR, EVENING_FROM_HOUR]).toEqual([12, 17]);
  });

  it('has no ASAP before the store opens', () => {
    render(<Harness now={EARLY} />);
    const time = screen.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement;
    expect(time.options[0]!.textContent).toBe('11:00 am');
  });

  it('shows delivery ranges from the configured 15 minutes', () => {
    render(<Harness now={NOON} serviceType="delivery" />);
    const time = screen.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement;
    expect([...time.options].slice(0, 2).map((o) => o.textContent)).toEqual(['ASAP (30 mins)', '12:30 pm – 12:45 pm']);
  });

  it('shows the warning it was opened with', () => {
    render(<Harness now={NOON} warning="That time is no longer available. Please choose another time." />);
    expect(screen.getByRole('alert').textContent).toBe('That time is no longer available. Please choose another time.');
  });
});
