import { createBridge } from '../preload/bridge.ts';

/**
 * Test support, bundled into an init script for Chromium: the REAL preload bridge
 * (createBridge) over an ipcRenderer stand-in made of two Playwright bindings, so the page
 * gets exactly the window.adminDesktop the Electron preload gives it. Main → renderer events
 * arrive through __desktopDispatch, called by the test with page.evaluate.
 */
interface TestWindow {
  __desktopInvoke(channel: string, ...args: unknown[]): Promise<unknown>;
  __desktopDispatch?: (channel: string, payload: unknown) => void;
  adminDesktop?: unknown;
}

const host = window as unknown as TestWindow;
const listeners = new Map<string, ((event: unknown, payload: unknown) => void)[]>();
host.__desktopDispatch = (channel, payload) => listeners.get(channel)?.forEach((listener) => listener(null, payload));
host.adminDesktop = Object.freeze(
  createBridge({
    invoke: (channel, ...args) => host.__desktopInvoke(channel, ...args),
    on: (channel, listener) => listeners.set(channel, [...(listeners.get(channel) ?? []), listener]),
  }),
);
