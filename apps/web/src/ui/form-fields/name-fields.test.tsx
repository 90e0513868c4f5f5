import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { NameFields } from './name-fields.tsx';

function Form({ error, busy = false }: { error?: string; busy?: boolean }) {
  const { register, control } = useForm({ defaultValues: { firstName: 'Sam', lastName: '' } });
  const [firstName, lastName] = useWatch({ control, name: ['firstName', 'lastName'] });
  return (
    <>
      <NameFields
        idPrefix="reg"
        firstName={register('firstName')}
        lastName={register('lastName')}
        errors={error ? { lastName: { message: error } } : {}}
        disabled={busy}
      />
      <output>{`${firstName} ${lastName}`}</output>
    </>
  );
}

describe('NameFields', () => {
  it('labels both names for autofill and hands typing to the form', async () => {
    render(<Form />);
    const first = screen.getByRole('textbox', { name: 'First name' });
    const last = screen.getByRole('textbox', { name: 'Last name' });
    expect([first.id, first.getAttribute('autocomplete')]).toEqual(['reg-first', 'given-name']);
    expect([last.id, last.getAttribute('autocomplete')]).toEqual(['reg-last', 'family-name']);
    expect((first as HTMLInputElement).value).toBe('Sam');
    await userEvent.type(last, 'Lee');
    expect(screen.getByRole('status').textContent).toBe('Sam Lee');
  });

  it('ties an error to its field and disables both while busy', () => {
    render(<Form error="Enter your last name." busy />);
    const last = screen.getByRole('textbox', { name: 'Last name' });
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(last.getAttribute('aria-describedby')!)?.textContent).toBe('Enter your last name.');
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByRole('textbox').every((input) => (input as HTMLInputElement).disabled)).toBe(true);
  });
});
