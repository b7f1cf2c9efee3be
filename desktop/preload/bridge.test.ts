import { describe, expect, it } from 'vitest';
import { CHANNELS, EVENTS } from '../shared/ipc.ts';
import { createBridge } from './bridge.ts';

function fakeIpcRenderer() {
  const invoked: unknown[][] = [];
  const listeners = new Map<string, (event: unknown, payload: unknown) => void>();
  return {
    invoked,
    emit: (channel: string, payload: unknown) => listeners.get(channel)?.({ sender: 'electron internals' }, payload),
    ipc: {
      invoke: async (channel: string, ...args: unknown[]) => (invoked.push([channel, ...args]), { ok: true, value: null }),
      on: (channel: string, listener: (event: unknown, payload: unknown) => void) => void listeners.set(channel, listener),
    },
  };
}

describe('preload bridge', () => {
  it('maps each function to its one channel with fixed arguments', async () => {
    const { ipc, invoked } = fakeIpcRenderer();
    const bridge = createBridge(ipc);
    await bridge.login('a@b.c', 'pw');
    await bridge.request('GET', '/api/admin/projects');
    await bridge.upload('op1', 'images', 'one');
    await bridge.exportCsv('op2', 'quotes');
    expect(invoked).toEqual([
      [CHANNELS.login, 'a@b.c', 'pw'],
      [CHANNELS.request, 'GET', '/api/admin/projects', undefined],
      [CHANNELS.upload, 'op1', 'images', 'one'],
      [CHANNELS.exportCsv, 'op2', 'quotes'],
    ]);
    expect(Object.keys(bridge)).not.toContain('invoke');
  });

  it("hands listeners the payload only, never Electron's event, and unsubscribes", () => {
    const { ipc, emit } = fakeIpcRenderer();
    const bridge = createBridge(ipc);
    const got: unknown[][] = [];
    const stop = bridge.on(EVENTS.refresh, (...args) => void got.push(args));
    emit(EVENTS.refresh, undefined);
    stop();
    emit(EVENTS.refresh, undefined);
    expect(got).toEqual([[undefined]]);
    expect(bridge.on('ipc-message' as never, () => undefined)()).toBeUndefined();
  });

  it('keeps notices sent before the page subscribed', () => {
    const { ipc, emit } = fakeIpcRenderer();
    const bridge = createBridge(ipc);
    emit(EVENTS.notice, 'keychain missing');
    const got: unknown[] = [];
    bridge.on(EVENTS.notice, (message) => void got.push(message));
    emit(EVENTS.notice, 'second');
    expect(got).toEqual(['keychain missing', 'second']);
  });
});
