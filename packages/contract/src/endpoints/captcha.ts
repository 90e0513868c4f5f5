// The proof-of-work captcha (ALTCHA): a challenge per action, and the check of a solved one for
// the actions with no call of their own.
import { recaptchaBodySchema, recaptchaResultSchema } from '../customer.ts';
import { captchaChallengeSchema, captchaQuerySchema } from '../payment-setup.ts';
import { endpoint } from './define.ts';

export const captchaEndpoints = {
  captchaChallenge: endpoint({
    method: 'GET',
    path: '/api/v1/captcha/challenge',
    summary: 'A proof-of-work challenge for one captcha action (ALTCHA)',
    description:
      'Solve it in the browser and send base64 JSON {challenge, solution} as the captcha token. For CUSTOMER_TOKEN the cost (parameters.cost) doubles with each declined card from this address past the third, up to 32.',
    tags: ['captcha'],
    query: captchaQuerySchema,
    responses: { 200: captchaChallengeSchema },
  }),
  captchaVerify: endpoint({
    method: 'POST',
    path: '/api/v1/customer/recaptcha',
    summary: 'Verify a solved captcha (ALTCHA) for the LOGIN or UNSUBSCRIBE action, once',
    tags: ['customer', 'captcha'],
    body: recaptchaBodySchema,
    responses: { 200: recaptchaResultSchema },
    problems: [400],
  }),
};
