import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvError, loadEnv } from '../env.ts';
import { failpoints, noFailpoints } from './failpoints.ts';

afterEach(() => vi.restoreAllMocks());

/** process.kill, replaced so an armed failpoint is seen instead of killing the test runner. */
const spyOnKill = () => vi.spyOn(process, 'kill').mockImplementation(() => true);

describe('failpoint(name)', () => {
  it('does nothing when nothing is armed', () => {
    const kill = spyOnKill();
    failpoints([])('order.authorised');
    noFailpoints('order.committed');
    expect(kill).not.toHaveBeenCalled();
  });

  it('sends SIGKILL to its own process at an armed name only', () => {
    const kill = spyOnKill();
    const failpoint = failpoints(['order.committed']);
    failpoint('order.authorised');
    expect(kill).not.toHaveBeenCalled();
    failpoint('order.committed');
    expect(kill).toHaveBeenCalledExactlyOnceWith(process.pid, 'SIGKILL');
  });
});

describe('FAILPOINTS', () => {
  it('is off by default and reads a comma-separated list', () => {
    expect(loadEnv({}).FAILPOINTS).toEqual([]);
    expect(loadEnv({ FAILPOINTS: ' order.authorised , order.committed ' }).FAILPOINTS).toEqual([
      'order.authorised',
      'order.committed',
    ]);
  });

  it.each([
    [{ FAILPOINTS: 'order.authorized' }, /^Invalid environment variable FAILPOINTS: /],
    [
      { FAILPOINTS: 'order.authorised', NODE_ENV: 'production' },
      /^Invalid environment variable FAILPOINTS: .*production/,
    ],
  ])('refuses %o with one line naming it', (source, message) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(message);
    expect(() => loadEnv(source)).not.toThrow(/\n/);
  });

  it('is allowed empty in production', () => {
    expect(loadEnv({ NODE_ENV: 'production', FAILPOINTS: '' }).FAILPOINTS).toEqual([]);
  });
});

describe('PAYMENT_RECOVERY_AFTER_S', () => {
  it('is unset by default (20 minutes), and takes whole seconds from 0', () => {
    expect(loadEnv({}).PAYMENT_RECOVERY_AFTER_S).toBeUndefined();
    expect(loadEnv({ PAYMENT_RECOVERY_AFTER_S: '0' }).PAYMENT_RECOVERY_AFTER_S).toBe(0);
    expect(loadEnv({ PAYMENT_RECOVERY_AFTER_S: '90' }).PAYMENT_RECOVERY_AFTER_S).toBe(90);
    expect(() => loadEnv({ PAYMENT_RECOVERY_AFTER_S: '-1' })).toThrow(
      /^Invalid environment variable PAYMENT_RECOVERY_AFTER_S: /,
    );
    expect(() => loadEnv({ PAYMENT_RECOVERY_AFTER_S: '1.5' })).toThrow(EnvError);
  });
});
