// The card-payment captcha (action CUSTOMER_TOKEN) is the shared ALTCHA solver in lib/captcha.ts.
export { CaptchaUnsolvedError, captchaMessages, solveCaptcha } from '../../lib/captcha.ts';
export type { CaptchaAction } from '../../lib/captcha.ts';
