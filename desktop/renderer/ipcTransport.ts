import type { HttpMethod } from '../../shared/constants.ts';
import { AdminApiError, type AdminTransport } from '../../web/src/admin/api/transport.ts';
import { EVENTS, type DesktopBridge, type IpcResult, type ProgressEvent } from '../shared/ipc.ts';

/** What the desktop shell shows about a running or finished upload or export. */
export interface Activity {
  op: ProgressEvent['op'];
  label: string;
  state: 'running' | 'done' | 'failed';
  fraction: number;
  message?: string;
}

export interface IpcTransportOptions {
  /** Told about every upload and export as it runs, succeeds or fails. */
  onActivity?(activity: Activity): void;
}

function unwrap<T>(result: IpcResult<T>): T {
  if (result && result.ok) return result.value;
  throw new AdminApiError(result?.status ?? 500, result?.message ?? 'The desktop app did not answer');
}

let counter = 0;
const newOpId = () => `op${Date.now().toString(36)}${(++counter).toString(36)}`;

/**
 * The desktop's AdminTransport: every call goes over the preload bridge to the main process,
 * which holds the token (OS keychain) and talks HTTP. The renderer never sees the token.
 * Uploads and exports open native dialogs in the main process and stream progress back.
 */
export function createIpcTransport(bridge: DesktopBridge, options: IpcTransportOptions = {}): AdminTransport {
  async function withProgress<T>(
    op: ProgressEvent['op'],
    label: string,
    run: (opId: string) => Promise<IpcResult<T>>,
    onProgress?: (fraction: number) => void,
  ): Promise<T> {
    const opId = newOpId();
    let started = false;
    const stop = bridge.on(EVENTS.progress, (event) => {
      if (event?.opId !== opId) return;
      started = true;
      onProgress?.(event.fraction);
      options.onActivity?.({ op, label, state: 'running', fraction: event.fraction });
    });
    try {
      const value = unwrap(await run(opId));
      // Only a picked-and-sent operation is reported done; a cancelled dialog says nothing.
      if (started) options.onActivity?.({ op, label, state: 'done', fraction: 1 });
      return value;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.onActivity?.({ op, label, state: 'failed', fraction: 0, message });
      throw error;
    } finally {
      stop();
    }
  }

  return {
    async login(email, password) {
      unwrap(await bridge.login(email, password));
    },
    async logout() {
      unwrap(await bridge.logout());
    },
    hasSession: async () => unwrap(await bridge.hasSession()),
    request: async <T>(method: HttpMethod, path: string, body?: unknown) =>
      unwrap(await bridge.request(method, path, body)) as T,
    uploadFiles: ({ accept, pick, onProgress }) => withProgress('upload', 'Upload', (opId) => bridge.upload(opId, accept, pick), onProgress),
    exportCsv: (kind) => withProgress('export', `Export of ${kind}`, (opId) => bridge.exportCsv(opId, kind)),
    exportPerson: (email) => withProgress('export', `Export of ${email}`, (opId) => bridge.exportPerson(opId, email)),
  };
}
