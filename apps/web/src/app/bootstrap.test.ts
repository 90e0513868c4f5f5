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
