import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';
import { apiRoot } from './paths.ts';

describe('loadEnv', () => {
  it('defaults the port to 8080 and uses PGlite without DATABASE_URL', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DATA_DIR).toMatch(/\.data[\\/]pglite$/);
  });

  it('reads PORT', () => {
    expect(loadEnv({ PORT: '3001' }).PORT).toBe(3001);
  });

  it('believes no proxy unless TRUST_PROXY names it', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8, 2001:db8::1' }).TRUST_PROXY).toBe(
      'loopback,10.0.0.0/8,2001:db8::1',
    );
  });

  it('ADDRESS_LOOKUP_URL: unset means the local gazetteer; a provider URL is taken, anything else refused', () => {
    expect(loadEnv({}).ADDRESS_LOOKUP_URL).toBeUndefined();
    expect(loadEnv({ ADDRESS_LOOKUP_URL: 'https://qas.example/proweb' }).ADDRESS_LOOKUP_URL).toBe(
      'https://qas.example/proweb',
    );
    expect(() => loadEnv({ ADDRESS_LOOKUP_URL: 'qas server' })).toThrow(/ADDRESS_LOOKUP_URL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/test'],
    ['LOG_LEVEL', 'loud'],
    ['APP_ORIGINS', 'not a url'],
    ['SEED_ON_START', 'maybe'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
  ])('refuses %s=%s with one line naming it', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
    try {
      loadEnv({ [name]: value });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(new RegExp(`^Invalid environment variable ${name}: `));
      expect(message).not.toContain('\n');
    }
  });
});

describe('server start-up', () => {
  it('stops with one line naming a bad value', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'server.ts')], {
      cwd: apiRoot,
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid environment variable PORT: /);
  });
});
