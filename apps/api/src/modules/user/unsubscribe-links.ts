import type { CustomerSecrets } from '../customer/customer-secrets.ts';

const PURPOSE = 'one-click-unsubscribe';

/**
 * The links a marketing message carries. The one-click link (RFC 8058) is POSTed by the mail
 * client with no captcha and no sign-in, so it is signed with the server secret: only a link we
 * sent opts anyone out. The preferences link opens the opt-out screen, which asks for a captcha.
 */
export function unsubscribeLinks(secrets: CustomerSecrets) {
  const signatureOf = (userId: string) => secrets.hash(PURPOSE, userId.toLowerCase());
  return {
    oneClickUrl: (origin: string, userId: string) =>
      `${origin}/api/v1/user/unsubscribe/${userId}/${signatureOf(userId)}`,
    preferencesUrl: (origin: string, userId: string) => `${origin}/preferences/email/${userId}`,
    verify: (userId: string, signature: string) => secrets.matches(PURPOSE, userId.toLowerCase(), signature),
  };
}

export type UnsubscribeLinks = ReturnType<typeof unsubscribeLinks>;
