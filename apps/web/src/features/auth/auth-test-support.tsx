// Renders the sign-in pages in a memory router for component tests; any other path shows where
// the app went. The captcha solver is mocked by each test file (vi.mock of lib/captcha.ts).
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { LoginPage } from './login-page.tsx';
import { OAuthRegisterPage, OAuthReturnPage } from './oauth-pages.tsx';
import { RegisterPage } from './register-page.tsx';
import { VerifyOtpPage } from './verify-otp-page.tsx';

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Went to {pathname + search}</p>;
}

export function renderAuth(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/register', Component: RegisterPage },
      { path: '/verify-otp', Component: VerifyOtpPage },
      { path: '/oauth-register', Component: OAuthRegisterPage },
      { path: '/oauth/redirect', Component: OAuthReturnPage },
      { path: '/oauth/paypal-redirect', Component: OAuthReturnPage },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The captcha token the mocked solver answers for an action. */
export const captchaFor = (action: string) => `solved-${action}`;
