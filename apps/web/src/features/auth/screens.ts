export { LoginModal, LoginPage } from './login-page.tsx';
export { OAuthRegisterPage, OAuthReturnPage } from './oauth-pages.tsx';
export { RegisterPage } from './register-page.tsx';
export { VerifyOtpPage } from './verify-otp-page.tsx';
