import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../lib/session/session-fixtures.test-support.ts';
import { AddressCombobox, searchTerm } from './address-combobox.tsx';
import { SUGGEST_DEBOUNCE_MS } from './use-debounced.ts';
import { renderWithQuery } from '../../lib/render-with-query.test-support.tsx';

const picklist = [
  {
    moniker: 'a',
    text: '12 Smith Street, Parramatta NSW 2150',
    street: '12 Smith Street',
    locality: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
  },
  {
    moniker: 'b',
    text: '12 Smith Street, North Parramatta NSW 2151',
    street: '12 Smith Street',
    locality: 'North Parramatta',
    state: 'NSW',
    postcode: '2151',
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('searchTerm', () => {
  it('needs 3 characters and adds the chosen locality', () => {
    expect(searchTerm('12', null)).toBeNull();
    expect(searchTerm(' 215 ', null)).toBe('215');
    expect(searchTerm('12 Smith St', { text: 'Parramatta NSW 2150' })).toBe('12 Smith St Parramatta NSW 2150');
  });
});

describe('AddressCombobox', () => {
  it('asks for 3 characters before searching', async () => {
    const { calls } = mockApi(() => ({ body: { picklist } }));
    renderWithQuery(<AddressCombobox label="Delivery address" onChoose={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Delivery address' }), '12');
    expect(screen.getByRole('status').textContent).toBe('Enter at least 3 characters');
    await new Promise((r) => setTimeout(r, 400));
    expect(calls).toEqual([]);
  });

  it('suggests after a pause, announces the count, and chooses with the keyboard', async () => {
    const { calls } = mockApi(() => ({ body: { picklist } }));
    const onChoose = vi.fn();
    renderWithQuery(<AddressCombobox label="Delivery address" onChoose={onChoose} />);
    const input = screen.getByRole('combobox', { name: 'Delivery address' });
    await userEvent.type(input, '12 Smith St Parramatta');
    await screen.findByRole('option', { name: /North Parramatta/ });
    // One request for the whole phrase: typing was debounced.
    expect(calls.map((c) => c.query.get('text'))).toEqual(['12 Smith St Parramatta']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 addresses found. Use the up and down arrows to choose.');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // wraps to the first
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(picklist[0]);
    expect((input as HTMLInputElement).value).toBe('12 Smith Street, Parramatta NSW 2150');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list, then clears the text; neither reaches the dialog', async () => {
    mockApi(() => ({ body: { picklist } }));
    renderWithQuery(<AddressCombobox label="Delivery address" onChoose={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Delivery address' });
    await userEvent.type(input, '12 Smith');
    await screen.findAllByRole('option');
    const onDocumentKey = vi.fn();
    document.addEventListener('keydown', onDocumentKey);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    expect(onDocumentKey).not.toHaveBeenCalled();
    document.removeEventListener('keydown', onDocumentKey);
  });

  it('says when nothing matches, and when the lookup fails, keeping the text', async () => {
    mockApi((call) => (call.query.get('text') === 'zzzz' ? { body: { picklist: [] } } : { status: 500, body: {} }));
    renderWithQuery(<AddressCombobox label="Delivery address" onChoose={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Delivery address' });
    await userEvent.type(input, 'zzzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/No matching addresses/));
    await userEvent.type(input, 'y');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/couldn't search addresses/));
    expect((input as HTMLInputElement).value).toBe('zzzzy');
  });

  it('searches within a chosen locality', async () => {
    const { calls } = mockApi(() => ({ body: { picklist } }));
    renderWithQuery(
      <AddressCombobox label="Street address" scope={{ text: 'Parramatta NSW 2150' }} onChoose={vi.fn()} />,
    );
    expect(screen.getByText('Parramatta NSW 2150')).toBeTruthy();
    await userEvent.type(screen.getByRole('combobox', { name: 'Street address' }), '12 Smith');
    await screen.findAllByRole('option');
    expect(calls[0]!.query.get('text')).toBe('12 Smith Parramatta NSW 2150');
  });

  it('does not search the text a choice put in the field, and searches again once it is edited', async () => {
    const { calls } = mockApi(() => ({ body: { picklist } }));
    renderWithQuery(
      <AddressCombobox label="Street address" scope={{ text: 'Parramatta NSW 2150' }} onChoose={vi.fn()} />,
    );
    const input = screen.getByRole('combobox', { name: 'Street address' });
    await userEvent.type(input, '12 Smith');
    await userEvent.click((await screen.findAllByRole('option'))[0]!);
    expect((input as HTMLInputElement).value).toBe('12 Smith Street, Parramatta NSW 2150');
    // Past the debounce: no search of the chosen text, and no "No matching addresses" under it.
    await new Promise((resolve) => setTimeout(resolve, SUGGEST_DEBOUNCE_MS + 100));
    expect(calls.map((c) => c.query.get('text'))).toEqual(['12 Smith Parramatta NSW 2150']);
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.clear(input);
    await userEvent.type(input, '14 Smith');
    await screen.findAllByRole('option');
    expect(calls.map((c) => c.query.get('text'))).toEqual([
      '12 Smith Parramatta NSW 2150',
      '14 Smith Parramatta NSW 2150',
    ]);
  });
});
