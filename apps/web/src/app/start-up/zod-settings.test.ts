import { describe, expect, it } from 'vitest';

describe('zod settings for the browser', () => {
  it('turn off the eval probe before zod loads, so the CSP reports nothing', async () => {
    await import('./zod-settings.ts');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
