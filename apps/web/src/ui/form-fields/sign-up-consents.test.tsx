import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SignUpConsents } from './sign-up-consents.tsx';

function Form({ termsError }: { termsError?: string }) {
  const { register, control } = useForm({ defaultValues: { optinEmail: false, optinSms: false, acceptTerms: false } });
  const values = useWatch({ control });
  return (
    <MemoryRouter>
      <SignUpConsents
        idPrefix="reg"
        optinEmail={register('optinEmail')}
        optinSms={register('optinSms')}
        acceptTerms={register('acceptTerms')}
        termsError={termsError}
      />
      <output>{JSON.stringify(values)}</output>
    </MemoryRouter>
  );
}

describe('SignUpConsents', () => {
  it('starts with nothing ticked and hands each choice to the form', async () => {
    render(<Form />);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.id, box.checked])).toEqual([
      ['reg-optin-email', false],
      ['reg-optin-sms', false],
      ['reg-terms', false],
    ]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send me offers by SMS' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
      optinEmail: false,
      optinSms: true,
      acceptTerms: true,
    });
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('ties the terms error to the terms box', () => {
    render(<Form termsError="Please accept the terms and conditions to create an account." />);
    const terms = screen.getByRole('checkbox', { name: /I accept/ });
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(terms.getAttribute('aria-describedby')!)?.textContent).toMatch(/Please accept/);
  });
});
