import Bowser from 'bowser';

/** Apple devices are named by model ("Safari on iPhone"); everything else by its system. */
const APPLE_MODELS = new Set(['iPhone', 'iPad', 'iPod']);

/**
 * A name a customer recognises for a sign-in's device, from the User-Agent it signed in with
 * (decision 158): "Chrome on Android", "Safari on iPhone", "Firefox on Linux". Null when the
 * string names neither a browser nor a system (a script, or no header).
 */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const model = parsed.platform.model;
  const place = model && APPLE_MODELS.has(model) ? model : parsed.os.name;
  const browser = parsed.browser.name;
  if (browser && place) return `${browser} on ${place}`;
  return browser || place || null;
}
