import type { DesktopBridge } from '../shared/ipc.ts';

declare global {
  interface Window {
    /** Exposed by desktop/preload through contextBridge; absent in the browser build. */
    adminDesktop: DesktopBridge;
  }
}
