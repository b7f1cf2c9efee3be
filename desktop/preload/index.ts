import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge.ts';

// Sandboxed preload: only contextBridge and ipcRenderer, and the page sees only the bridge.
contextBridge.exposeInMainWorld('adminDesktop', createBridge(ipcRenderer));
