import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appIdentity } from './app-identity.ts';
import { APP_VERSION } from './app-version.ts';

describe('app version (spec section 9: 2.0.0 on web)', () => {
  it('is 2.0.0 everywhere the app reports it', () => {
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(APP_VERSION).toBe('2.0.0');
    expect(appIdentity().appVersion).toBe(APP_VERSION);
    expect(pkg.version).toBe(APP_VERSION);
  });
});
