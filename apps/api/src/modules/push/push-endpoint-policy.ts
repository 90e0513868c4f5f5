/**
 * The browsers' push services (Chrome and Edge through FCM, Firefox, Safari, Windows). In
 * production the server posts only to these: a subscription endpoint is chosen by the client, and
 * posting to any address it names would let a caller aim our server at internal hosts.
 */
export const PUSH_SERVICE_HOST_SUFFIXES = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

/** Why the endpoint is refused, or null. Outside production any http(s) address is allowed (local stand-ins). */
export function endpointRefusal(endpoint: string, production: boolean): string | null {
  if (!production) return null;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return 'Must be an https address';
  const host = url.hostname.toLowerCase();
  const known = PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
  return known ? null : "Must be a browser's push service";
}
