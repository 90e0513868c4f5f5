import type { CaptchaAction } from '@storefront/contract';
import { AppError } from '../../platform/errors.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';

/** Checks and spends a solved captcha for `action`; a refusal names the field the customer calls sent it in. */
export async function checkCaptcha(captcha: CaptchaService, payload: string, action: CaptchaAction, field: string) {
  try {
    await captcha.verify(payload, action);
  } catch (error) {
    if (error instanceof AppError && error.code === 'CaptchaInvalid') {
      throw new AppError(error.status, error.code, error.message, [{ field, message: 'Invalid or expired' }]);
    }
    throw error;
  }
}
