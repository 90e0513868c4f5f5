import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

interface VapidEnv {
  NODE_ENV: string;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT: string;
}

/**
 * The server's VAPID keys (decision 189): from the environment when set; in development and test a
 * pair generated once into `devKeysFile`, so subscriptions survive a restart; in production without
 * keys, none (push is off, and the start log says so).
 */
export function vapidDetails(env: VapidEnv, devKeysFile: string): VapidDetails | null {
  const subject = env.VAPID_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  if (env.NODE_ENV === 'production') return null;
  return { subject, ...developmentKeys(devKeysFile) };
}

function developmentKeys(file: string): webPush.VapidKeys {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as webPush.VapidKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  try {
    // 'wx': two processes starting together keep whichever pair was written first.
    writeFileSync(file, JSON.stringify(keys), { flag: 'wx', mode: 0o600 });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(readFileSync(file, 'utf8')) as webPush.VapidKeys;
  }
}
