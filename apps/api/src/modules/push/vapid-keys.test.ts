import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { endpointRefusal } from './push-endpoint-policy.ts';
import { vapidDetails } from './vapid-keys.ts';

const dirs: string[] = [];
const keysFile = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'vapid-keys.json');
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('VAPID keys (decision 189)', () => {
  it('are generated once in development and read back on the next start', () => {
    const file = keysFile();
    const env = { NODE_ENV: 'development', VAPID_SUBJECT: 'mailto:a@b.example' };
    const first = vapidDetails(env, file);
    expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(vapidDetails(env, file)).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8')).privateKey).toBe(first?.privateKey);
  });

  it('are off in production without the environment pair, and never generated there', () => {
    const file = keysFile();
    expect(vapidDetails({ NODE_ENV: 'production', VAPID_SUBJECT: 'mailto:a@b.example' }, file)).toBeNull();
    expect(() => readFileSync(file)).toThrow();
  });

  it('must be set as a pair', () => {
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(
      'Invalid environment variable VAPID_PRIVATE_KEY: VAPID keys are set as a pair',
    );
    expect(() => loadEnv({ VAPID_SUBJECT: 'someone' })).toThrow('VAPID_SUBJECT');
  });
});

describe('push endpoints the server posts to', () => {
  it('in production are https addresses of browser push services only', () => {
    expect(endpointRefusal('https://fcm.googleapis.com/fcm/send/abc', true)).toBeNull();
    expect(endpointRefusal('https://updates.push.services.mozilla.com/wpush/v2/abc', true)).toBeNull();
    expect(endpointRefusal('https://web.push.apple.com/abc', true)).toBeNull();
    expect(endpointRefusal('https://169.254.169.254/latest', true)).toBe("Must be a browser's push service");
    expect(endpointRefusal('https://fcm.googleapis.com.evil.example/x', true)).toBe("Must be a browser's push service");
    expect(endpointRefusal('http://fcm.googleapis.com/fcm/send/abc', true)).toBe('Must be an https address');
  });

  it('outside production may be a local stand-in', () => {
    expect(endpointRefusal('http://127.0.0.1:9000/push/1', false)).toBeNull();
  });
});
