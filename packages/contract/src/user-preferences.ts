// User service (spec document 0, sections 3 and 7): marketing opt-outs without signing in. The
// e-mail links carry the user id; SMS links the short user id (a lower-case base-36 form of the
// same id, since app paths are lower-cased). Unknown ids answer exactly like known ones.
import { z } from 'zod';
import { captchaPayloadSchema } from './payment-setup.ts';

export const OPT_OUT_CHANNELS = ['email', 'sms'] as const;
export type OptOutChannel = (typeof OPT_OUT_CHANNELS)[number];

/** 128 bits in base 36: at most 25 characters, digits and lower-case letters. */
export const shortUserIdSchema = z
  .string()
  .regex(/^[0-9a-z]{1,25}$/, 'A short user id is 1 to 25 digits and lower-case letters');

export const userIdParamsSchema = z.strictObject({ userId: z.uuid() });
export const shortUserIdParamsSchema = z.strictObject({ shortUserId: shortUserIdSchema });
export const shortIdParamsSchema = z.strictObject({ shortId: shortUserIdSchema });

/** POST /user/{userId}/optin/email. Captcha action UNSUBSCRIBE in tokenV3. */
export const optinEmailBodySchema = z.strictObject({
  optinEmail: z.boolean(),
  tokenV3: captchaPayloadSchema,
});

/** POST /user/shortuserid/{shortUserId}/optin/sms. Captcha action UNSUBSCRIBE in tokenV3. */
export const optinSmsBodySchema = z.strictObject({
  optinSms: z.boolean(),
  tokenV3: captchaPayloadSchema,
});

/** POST /user/optout/email and /user/optout/sms. Captcha action UNSUBSCRIBE in tokenV3. */
export const optoutBodySchema = z.strictObject({
  userId: z.uuid(),
  optoutTimestamp: z.iso.datetime({ offset: true }).describe('When the visitor asked to opt out'),
  tokenV3: captchaPayloadSchema,
});

/** The user an opt-out link names: userStatus is returning when the visitor came with an id. */
export const userEntrySchema = z.strictObject({
  userId: z.guid(),
  shortUserId: shortUserIdSchema,
  userStatus: z.enum(['new', 'returning']),
});
export type UserEntry = z.infer<typeof userEntrySchema>;

export const getEntryBodySchema = z.strictObject({ userId: z.uuid().optional() });

/** RFC 8058 one-click unsubscribe: the mail client POSTs this form body to the List-Unsubscribe link. */
export const oneClickUnsubscribeParamsSchema = z.strictObject({
  userId: z.uuid(),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'The link signature is 64 hex digits'),
});
export const oneClickUnsubscribeBodySchema = z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') });
