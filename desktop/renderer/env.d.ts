import type { DesktopBridge } from '../shared/ipc';

declare global {
  interface Window {
    /** Exposed by desktop/preload through contextBridge; absent in the browser build. */
    adminDesktop: DesktopBridge;
  }
}
