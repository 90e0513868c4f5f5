import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locationSearchError } from '../../lib/location-search.ts';
import { SearchField } from './search-field.tsx';

describe('SearchField', () => {
  it('shows the validation error and searches only valid terms', async () => {
    const onSearch = vi.fn();
    render(
      <SearchField
        label="Suburb or postcode"
        submitLabel="Find stores"
        validate={locationSearchError}
        onSearch={onSearch}
      />,
    );
    const input = screen.getByRole('searchbox', { name: 'Suburb or postcode' });
    await userEvent.type(input, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Find stores' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/at least 3 characters/).id).toBe(input.getAttribute('aria-describedby'));
    await userEvent.type(input, '00{Enter}');
    expect(onSearch).toHaveBeenCalledWith('2000');
  });
});
