import { endpointRoutes } from '@storefront/contract/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock.ts';
import { CaptchaUnsolvedError, solveCaptcha } from './captcha.ts';

const CAPTCHA_CHALLENGE_PATH = endpointRoutes.captchaChallenge.path;

// The solver is the real library's API, replaced: the test checks what it is given and returns.
const solver = vi.hoisted(() => ({ solveChallenge: vi.fn(), deriveKey: vi.fn() }));
vi.mock('altcha-lib', () => ({ solveChallenge: solver.solveChallenge }));
vi.mock('altcha-lib/algorithms/web/sha', () => ({ deriveKey: solver.deriveKey }));

const CHALLENGE = {
  parameters: {
    algorithm: 'SHA-256',
    nonce: 'n1',
    salt: 's1',
    cost: 1,
    keyLength: 32,
    keyPrefix: '0000',
    data: { action: 'CUSTOMER_TOKEN' },
  },
  signature: 'sig',
};

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  solver.solveChallenge.mockReset();
  api = mockApi('none', {
    [`GET ${CAPTCHA_CHALLENGE_PATH}?action=CUSTOMER_TOKEN`]: () => json(200, CHALLENGE),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('solving the captcha', () => {
  it('fetches a challenge for the action, solves it and answers base64 JSON {challenge, solution}', async () => {
    const solution = { counter: 77, derivedKey: '0000ff' };
    solver.solveChallenge.mockResolvedValue(solution);
    const token = await solveCaptcha('CUSTOMER_TOKEN');
    expect(api.keys()).toEqual([`GET ${CAPTCHA_CHALLENGE_PATH}?action=CUSTOMER_TOKEN`]);
    expect(solver.solveChallenge).toHaveBeenCalledWith(
      expect.objectContaining({ challenge: CHALLENGE, deriveKey: solver.deriveKey }),
    );
    expect(JSON.parse(atob(token))).toEqual({ challenge: CHALLENGE, solution });
  });

  it('gives a dearer challenge (after declined cards) more time to solve, in proportion to its cost', async () => {
    solver.solveChallenge.mockResolvedValue({ counter: 1, derivedKey: '0000aa' });
    await solveCaptcha('CUSTOMER_TOKEN');
    expect(solver.solveChallenge).toHaveBeenLastCalledWith(expect.objectContaining({ timeout: 90_000 }));
    api = mockApi('none', {
      [`GET ${CAPTCHA_CHALLENGE_PATH}?action=CUSTOMER_TOKEN`]: () =>
        json(200, { ...CHALLENGE, parameters: { ...CHALLENGE.parameters, cost: 8 } }),
    });
    await solveCaptcha('CUSTOMER_TOKEN');
    expect(solver.solveChallenge).toHaveBeenLastCalledWith(expect.objectContaining({ timeout: 8 * 90_000 }));
  });

  it('fails with its own message when the solver gives up', async () => {
    solver.solveChallenge.mockResolvedValue(null);
    await expect(solveCaptcha('CUSTOMER_TOKEN')).rejects.toBeInstanceOf(CaptchaUnsolvedError);
  });
});
