import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// public/network-routes.js runs inside the generated service worker (importScripts): here it runs
// against a stand-in `self` and install events with and without Chromium's static routing.
const source = readFileSync(path.resolve(import.meta.dirname, '../../../public/network-routes.js'), 'utf8');

function install(event: object) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
  };
  new Function('self', source)(scope);
  let pending: Promise<unknown> = Promise.resolve();
  listeners.install!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
  return pending;
}

describe('the network routes of the service worker', () => {
  it('sends every write method straight to the network, and nothing else', async () => {
    const addRoutes = vi.fn(async () => undefined);
    await install({ addRoutes });
    expect(addRoutes).toHaveBeenCalledWith([
      { condition: { requestMethod: 'POST' }, source: 'network' },
      { condition: { requestMethod: 'PUT' }, source: 'network' },
      { condition: { requestMethod: 'PATCH' }, source: 'network' },
      { condition: { requestMethod: 'DELETE' }, source: 'network' },
    ]);
  });

  it('installs the worker when the browser refuses the rules', async () => {
    const addRoutes = vi.fn(async () => {
      throw new TypeError('unsupported condition');
    });
    await expect(install({ addRoutes })).resolves.toBeUndefined();
  });

  it('leaves a browser without static routing on the fetch-event path', async () => {
    await expect(install({})).resolves.toBeUndefined();
  });
});
