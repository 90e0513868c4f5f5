import { escapeHtml } from '../../modules/notifier/message-templates.ts';
import type { TestUser } from './test-users.ts';

/** The stand-in's sign-in page: a person picks one of the provider's test users, or cancels. */
export function signInPage(input: { provider: string; clientId: string; action: string; users: TestUser[] }): string {
  const buttons = input.users
    .map(
      (u) =>
        `<button type="submit" name="sub" value="${escapeHtml(u.sub)}">${escapeHtml(`${u.givenName} ${u.familyName}`)}<small>${escapeHtml(u.email)}</small></button>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${escapeHtml(input.provider)} (local test provider)</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px}button{display:block;width:100%;margin:8px 0;padding:12px;font-size:16px;text-align:left;cursor:pointer}small{display:block;color:#555}.cancel{text-align:center}</style></head>
<body><main><h1>Sign in with ${escapeHtml(input.provider)}</h1>
<p>Local test provider: choose a test user to continue to ${escapeHtml(input.clientId)}.</p>
<form method="post" action="${escapeHtml(input.action)}">
${buttons}
<button type="submit" name="cancel" value="1" class="cancel">Cancel</button>
</form></main></body></html>`;
}
