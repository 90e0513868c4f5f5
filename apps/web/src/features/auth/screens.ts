export {
  ChangeEmailPage,
  LoginPage,
  OAuthRegisterPage,
  OAuthReturnPage,
  RegisterPage,
  VerifyOtpPage,
} from './auth-pages.tsx';
