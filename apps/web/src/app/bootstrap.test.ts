import { describe, expect, it, vi } from 'vitest';
import { sampleConfiguration } from '../test/fixtures.ts';
import { startUp, type StartUpSteps } from './bootstrap.ts';

function recordingSteps(overrides: Partial<StartUpSteps> = {}) {
  const calls: string[] = [];
  const mount = vi.fn(() => void calls.push('mount'));
  const steps: StartUpSteps = {
    showLoadingView: () => void calls.push('showLoadingView'),
    prepare: () => void calls.push('prepare'),
    checkStorage: () => void calls.push('checkStorage'),
    fetchConfiguration: async () => {
      calls.push('fetchConfiguration');
      return sampleConfiguration;
    },
    createApp: async () => {
      calls.push('createApp');
      return mount;
    },
    removeLoadingView: () => void calls.push('removeLoadingView'),
    showFatal: (reason) => void calls.push(`showFatal:${(reason as Error).message}`),
    hideLoadingIndicator: () => void calls.push('hideLoadingIndicator'),
    ...overrides,
  };
  return { steps, calls, mount };
}

describe('startUp', () => {
  it('runs the steps in the spec order and mounts the app', async () => {
    const { steps, calls } = recordingSteps();
    await expect(startUp(steps)).resolves.toBe('mounted');
    expect(calls).toEqual([
      'showLoadingView',
      'prepare',
      'checkStorage',
      'fetchConfiguration',
      'createApp',
      'removeLoadingView',
      'mount',
      'hideLoadingIndicator',
    ]);
  });

  it('spec section 7: fetches the configuration a second time, through the API client, once mounted', async () => {
    const again = vi.fn(async () => sampleConfiguration);
    const { steps, calls } = recordingSteps({ fetchConfigurationThroughApiClient: again });
    await expect(startUp(steps)).resolves.toBe('mounted');
    expect(again).toHaveBeenCalledOnce();
    expect(calls.indexOf('mount')).toBeLessThan(calls.indexOf('hideLoadingIndicator'));
  });

  it('a failed second fetch is logged, not fatal', async () => {
    const logError = vi.fn();
    const failure = new Error('second fetch failed');
    const { steps, calls } = recordingSteps({
      fetchConfigurationThroughApiClient: () => Promise.reject(failure),
      logError,
    });
    await expect(startUp(steps)).resolves.toBe('mounted');
    await vi.waitFor(() => expect(logError).toHaveBeenCalledWith(failure));
    expect(calls.some((call) => call.startsWith('showFatal'))).toBe(false);
  });

  it('passes the configuration to the app', async () => {
    const createApp = vi.fn(async () => () => {});
    await startUp(recordingSteps({ createApp }).steps);
    expect(createApp).toHaveBeenCalledWith(sampleConfiguration);
  });

  it.each(['prepare', 'checkStorage', 'fetchConfiguration', 'createApp'] as const)(
    'a failure in %s shows the fatal screen with its reason, never mounting',
    async (step) => {
      const failing = {
        [step]: () => {
          if (step === 'fetchConfiguration' || step === 'createApp') return Promise.reject(new Error(`${step} failed`));
          throw new Error(`${step} failed`);
        },
      } as Partial<StartUpSteps>;
      const { steps, calls, mount } = recordingSteps(failing);
      await expect(startUp(steps)).resolves.toBe('fatal');
      expect(mount).not.toHaveBeenCalled();
      expect(calls.slice(-3)).toEqual(['removeLoadingView', `showFatal:${step} failed`, 'hideLoadingIndicator']);
    },
  );

  it('hides the loading indicator even when the fatal screen itself fails', async () => {
    const hideLoadingIndicator = vi.fn();
    const { steps } = recordingSteps({
      checkStorage: () => {
        throw new Error('no storage');
      },
      showFatal: () => {
        throw new Error('fatal failed');
      },
      hideLoadingIndicator,
    });
    await expect(startUp(steps)).rejects.toThrow('fatal failed');
    expect(hideLoadingIndicator).toHaveBeenCalledOnce();
  });
});
