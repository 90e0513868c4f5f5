import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, type Route } from '../../test/api-mock.ts';
import { storeFixture } from '../../test/store-fixtures.ts';
import { resumeMessages } from './careers-form.tsx';
import { formMessages } from './form-messages.ts';
import { CareersPage, ContactPage, FranchisePage, FranchiseThanksPage } from './form-pages.tsx';

// Issue 15, item 4: the contact, franchise and careers forms check with the contract's rules, say
// which fields are missing, keep what was typed when sending fails, and show where it went.
afterEach(() => vi.unstubAllGlobals());

const STORES = 'GET /api/v1/store?includeComingSoon=false';
const RECEIPT = { submissionId: '7d3f8f55-5d0b-4a43-9a3c-0b8f8e0a1c11', deliveredTo: 'Red Roof Pizza Parramatta' };
const stores = () =>
  json(200, [storeFixture(), storeFixture({ code: 'BON', storeId: 8, name: 'Red Roof Pizza Bondi' })]);

function renderAt(path: string, routes: Record<string, Route>) {
  const api = mockApi('none', { [STORES]: stores, ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/contact', element: <ContactPage /> },
      { path: '/franchise', element: <FranchisePage /> },
      { path: '/franchise/thank-you', element: <FranchiseThanksPage /> },
      { path: '/careers-apply-now', element: <CareersPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router };
}

const type = (label: string | RegExp, text: string) => userEvent.type(screen.getByLabelText(label), text);
const choose = (label: string | RegExp, option: string) =>
  userEvent.selectOptions(screen.getByLabelText(label), screen.getByRole('option', { name: option }));

describe('/contact', () => {
  const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

  it('names each missing field, ties it to its input, focuses the first and sends nothing', async () => {
    const { api } = renderAt('/contact', {});
    await send();
    expect(await screen.findByText(formMessages.incomplete)).toBeTruthy();
    const first = screen.getByLabelText('First name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)!.textContent).toBe('Enter your first name');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getByText('Enter your e-mail address')).toBeTruthy();
    expect(screen.getByText('Choose what it is about')).toBeTruthy();
    expect(screen.getByText('Enter your message')).toBeTruthy();
    expect(api.keys().filter((k) => k.startsWith('POST'))).toEqual([]);
  });

  it('sends the message to the chosen store and shows where it went', async () => {
    const { api } = renderAt('/contact', { 'POST /api/v1/storeform/contact': () => json(201, RECEIPT) });
    await type('First name', 'Sam');
    await type('Last name', 'Nguyen');
    await type('Email', 'sam@example.com');
    await choose('What is it about?', 'A store');
    await screen.findByRole('option', { name: 'Red Roof Pizza Parramatta (NSW)' });
    await choose('Store (optional)', 'Red Roof Pizza Parramatta (NSW)');
    await type('Message', 'Lovely staff.');
    await send();
    expect(await screen.findByText(RECEIPT.submissionId)).toBeTruthy();
    expect(screen.getByText(RECEIPT.deliveredTo)).toBeTruthy();
    // A blank optional phone is left out, not sent empty.
    expect(api.calls('POST /api/v1/storeform/contact')[0]!.body).toEqual({
      firstName: 'Sam',
      lastName: 'Nguyen',
      email: 'sam@example.com',
      topic: 'store',
      storeCode: 'PAR',
      message: 'Lovely staff.',
    });
  });

  it('keeps what was typed when sending fails, and puts the server field errors on their fields', async () => {
    let answer = 500;
    renderAt('/contact', {
      'POST /api/v1/storeform/contact': () =>
        answer === 500
          ? json(500, {})
          : new Response(
              JSON.stringify({
                type: 'about:blank',
                title: 'Bad Request',
                status: 400,
                code: 'InvalidRequest',
                message: 'Invalid request',
                errors: [{ field: 'body.email', message: 'Enter a valid e-mail address' }],
              }),
              { status: 400, headers: { 'content-type': 'application/problem+json' } },
            ),
    });
    await type('First name', 'Sam');
    await type('Last name', 'Nguyen');
    await type('Email', 'sam@example.com');
    await choose('What is it about?', 'Something else');
    await type('Message', 'Hello');
    await send();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', formMessages.submitError);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sam@example.com');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');

    answer = 400;
    await send();
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('/franchise', () => {
  it('sends the enquiry and goes to the thank-you page', async () => {
    const { api, router } = renderAt('/franchise', {
      'POST /api/v1/storeform/franchise': () => json(201, { ...RECEIPT, deliveredTo: 'Head office' }),
    });
    await type('First name', 'Jo');
    await type('Last name', 'Baker');
    await type('Email', 'jo@example.com');
    await type('Phone', '0412 345 678');
    await choose('State or territory', 'NSW');
    await type('Where would you like a store?', 'Penrith');
    await choose('How much could you invest?', '$250,000 to $500,000');
    await userEvent.click(screen.getByRole('button', { name: 'Register my interest' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/franchise/thank-you'));
    expect(await screen.findByText(RECEIPT.submissionId)).toBeTruthy();
    expect(api.calls('POST /api/v1/storeform/franchise')[0]!.body).toEqual({
      firstName: 'Jo',
      lastName: 'Baker',
      email: 'jo@example.com',
      phone: '0412 345 678',
      state: 'NSW',
      area: 'Penrith',
      capital: '250k-500k',
    });
  });

  it('says the phone is missing', async () => {
    renderAt('/franchise', {});
    await userEvent.click(screen.getByRole('button', { name: 'Register my interest' }));
    expect(await screen.findByText('Enter your phone number')).toBeTruthy();
    expect(screen.getByText('Choose a state or territory')).toBeTruthy();
  });
});

describe('/careers-apply-now', () => {
  const PDF = '%PDF-1.7 a short résumé';
  const pdf = () => new File([PDF], 'Ari Lee CV.pdf', { type: 'application/pdf' });

  async function fillIn() {
    await type('First name', 'Ari');
    await type('Last name', 'Lee');
    await type('Email', 'ari@example.com');
    await type('Phone', '0498 765 432');
    await screen.findByRole('option', { name: 'Red Roof Pizza Bondi (NSW)' });
    await choose('Store', 'Red Roof Pizza Bondi (NSW)');
    await choose('Role', 'Delivery driver');
    await type('When can you work?', 'Weeknights');
  }
  const apply = () => userEvent.click(screen.getByRole('button', { name: 'Send application' }));

  it('sends the application with the résumé in base64 and shows the reference', async () => {
    const { api } = renderAt('/careers-apply-now', { 'POST /api/v1/storeform/careers': () => json(201, RECEIPT) });
    await fillIn();
    await userEvent.upload(screen.getByLabelText('Résumé'), pdf());
    await apply();
    expect(await screen.findByText(RECEIPT.submissionId)).toBeTruthy();
    const body = api.calls('POST /api/v1/storeform/careers')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ storeCode: 'BON', role: 'delivery-driver', availability: 'Weeknights' });
    expect(body.resume).toEqual({
      fileName: 'Ari Lee CV.pdf',
      contentType: 'application/pdf',
      data: Buffer.from(PDF).toString('base64'),
    });
  });

  it('asks for a résumé, and refuses one that is not PDF or Word or is over 5 MB, sending nothing', async () => {
    const { api } = renderAt('/careers-apply-now', {});
    await fillIn();
    await apply();
    expect(await screen.findByText(resumeMessages.missing)).toBeTruthy();

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Résumé'), new File(['x'], 'photo.png', { type: 'image/png' }));
    await apply();
    expect(await screen.findByText(resumeMessages.wrongType)).toBeTruthy();

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Résumé'), big);
    await apply();
    expect(await screen.findByText(resumeMessages.tooLarge)).toBeTruthy();
    expect(api.keys().filter((k) => k.startsWith('POST'))).toEqual([]);
  });

  it("shows the server's refusal of a disguised file on the résumé field", async () => {
    const refusal = 'Your résumé must be a PDF or Word document (.pdf, .doc or .docx).';
    renderAt('/careers-apply-now', {
      'POST /api/v1/storeform/careers': () =>
        new Response(
          JSON.stringify({
            type: 'about:blank',
            title: 'Unsupported Media Type',
            status: 415,
            code: 'InvalidRequest',
            message: refusal,
            errors: [{ field: 'body.resume', message: 'The file content is not what its type says' }],
          }),
          { status: 415, headers: { 'content-type': 'application/problem+json' } },
        ),
    });
    await fillIn();
    await userEvent.upload(screen.getByLabelText('Résumé'), pdf());
    await apply();
    const resume = screen.getByLabelText('Résumé');
    await waitFor(() => expect(resume.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${resume.id}-error`)!.textContent).toBe(refusal);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ari@example.com');
  });
});
