import { join } from 'node:path';
import { EMAIL_MAX_LENGTH } from '../../shared/api/common.ts';
import { STAFF_PASSWORD_MAX_LENGTH } from '../../shared/api/staff.ts';
import { csvExportFileName, personExportFileName } from '../../shared/download-names.ts';
import { uploadExtensions } from '../../shared/uploads.ts';
import {
  CHANNELS,
  EVENTS,
  type Channel,
  type ChannelArgs,
  type ChannelResult,
  type IpcEvents,
  type IpcResult,
  type ProgressEvent,
  type ServerInfo,
} from '../shared/ipc.ts';
import { ApiFailure, type AdminClient } from './apiClient.ts';
import { confirmServerChange, type ShowMessageBox } from './serverChange.ts';
import { DEFAULT_API_BASE, type SettingsStore } from './settings.ts';
import { openHttpsLink, type ShellLike } from './windowPolicy.ts';
import {
  assertAccept,
  assertAdminPath,
  assertAppSender,
  assertBody,
  assertCsvKind,
  assertEmail,
  assertMethod,
  assertOpId,
  assertPick,
  assertString,
  IpcRefusal,
  normaliseApiBase,
  type IpcSender,
} from './validate.ts';

/** Electron's IpcMainInvokeEvent, narrowed to what the handlers read. */
export interface InvokeEvent extends IpcSender {
  sender: { send<E extends keyof IpcEvents>(channel: E, payload: IpcEvents[E]): void };
}

export type InvokeHandler = (event: InvokeEvent, ...args: unknown[]) => Promise<IpcResult<unknown>>;

export interface IpcMainLike {
  handle(channel: Channel, listener: InvokeHandler): void;
}

/**
 * What a handler receives: the channel's arguments as the renderer could send them, unchecked.
 * The types say what a well-behaved renderer sends; the handler validates before trusting it.
 */
type Unchecked<Args extends unknown[]> = { [K in keyof Args]-?: unknown };

interface FileFilter {
  name: string;
  extensions: string[];
}

/** The parts of Electron's dialog and shell the handlers use (injected: tests pass fakes). */
export interface DialogLike {
  showOpenDialog(options: {
    title?: string;
    properties: Array<'openFile' | 'multiSelections'>;
    filters?: FileFilter[];
  }): Promise<{ canceled: boolean; filePaths: string[] }>;
  showSaveDialog(options: { title?: string; defaultPath?: string; filters?: FileFilter[] }): Promise<{ canceled: boolean; filePath?: string }>;
  showMessageBox: ShowMessageBox;
}

export interface IpcDependencies {
  ipcMain: IpcMainLike;
  dialog: DialogLike;
  shell: ShellLike;
  client: AdminClient;
  settings: SettingsStore;
  /** Where the save dialog starts (app.getPath('downloads')). */
  downloadsDir: string;
  /** Origins whose top frames may call: the app protocol, plus the dev server in development. */
  allowedOrigins: readonly string[];
  now?: () => Date;
}

const IMAGE_FILTER: FileFilter = { name: 'Images', extensions: uploadExtensions('images') };
const DOCUMENT_FILTER: FileFilter = { name: 'Documents', extensions: uploadExtensions('documents') };
const CSV_FILTER: FileFilter = { name: 'CSV', extensions: ['csv'] };
const JSON_FILTER: FileFilter = { name: 'JSON', extensions: ['json'] };

function toFailure(error: unknown): IpcResult<never> {
  if (error instanceof ApiFailure || error instanceof IpcRefusal) return { ok: false, status: error.status, message: error.message };
  return { ok: false, status: 500, message: 'Something went wrong in the desktop app. Please try again.' };
}

export function serverInfo(settings: SettingsStore): ServerInfo {
  return { apiBase: settings.read().apiBase ?? null, defaultApiBase: DEFAULT_API_BASE };
}

/**
 * Every IPC handler of the app. Each one first checks that the sender is the top frame of an
 * app page, then validates its arguments, then acts; results and failures travel as
 * IpcResult envelopes so the renderer gets the HTTP status back (Electron would flatten a
 * thrown error into a message string). Returns the handlers by channel, for tests.
 */
export function registerIpcHandlers(deps: IpcDependencies): Record<string, InvokeHandler> {
  const handlers: Record<string, InvokeHandler> = {};
  // The one place handlers meet ipcMain: each is typed by the channel map in desktop/shared/ipc.ts.
  const on = <C extends Channel>(
    channel: C,
    act: (event: InvokeEvent, ...args: Unchecked<ChannelArgs<C>>) => Promise<ChannelResult<C>>,
  ) => {
    const handler: InvokeHandler = async (event, ...args) => {
      try {
        assertAppSender(event, deps.allowedOrigins);
        return { ok: true, value: await act(event, ...(args as Unchecked<ChannelArgs<C>>)) };
      } catch (error) {
        return toFailure(error);
      }
    };
    handlers[channel] = handler;
    deps.ipcMain.handle(channel, handler);
  };
  const progress = (event: InvokeEvent, opId: string, op: ProgressEvent['op']) => (fraction: number) =>
    event.sender.send(EVENTS.progress, { opId, op, fraction } satisfies ProgressEvent);

  on(CHANNELS.login, async (_event, email: unknown, password: unknown) => {
    await deps.client.login(assertString(email, 'E-mail', EMAIL_MAX_LENGTH), assertString(password, 'Password', STAFF_PASSWORD_MAX_LENGTH));
    return null;
  });
  on(CHANNELS.logout, async () => {
    await deps.client.logout();
    return null;
  });
  on(CHANNELS.hasSession, () => deps.client.hasSession());
  on(CHANNELS.request, (_event, method: unknown, path: unknown, body: unknown) => {
    const verb = assertMethod(method);
    return deps.client.request(verb, assertAdminPath(path), assertBody(verb, body));
  });
  on(CHANNELS.upload, async (event, opId: unknown, accept: unknown, pick: unknown) => {
    const id = assertOpId(opId);
    const kind = assertAccept(accept);
    // Where one file is wanted the dialog takes one, so none of several picked is dropped unseen.
    const one = assertPick(pick) === 'one';
    const what = kind === 'images' ? (one ? 'an image' : 'images') : one ? 'a file' : 'files';
    const picked = await deps.dialog.showOpenDialog({
      title: `Choose ${what} to upload`,
      properties: one ? ['openFile'] : ['openFile', 'multiSelections'],
      filters: kind === 'images' ? [IMAGE_FILTER] : kind === 'documents' ? [DOCUMENT_FILTER] : [DOCUMENT_FILTER, IMAGE_FILTER],
    });
    if (picked.canceled || picked.filePaths.length === 0) return { stored: [], refused: [] };
    return deps.client.upload(picked.filePaths, progress(event, id, 'upload'));
  });
  on(CHANNELS.exportCsv, async (event, opId: unknown, kind: unknown) => {
    const id = assertOpId(opId);
    const which = assertCsvKind(kind);
    const chosen = await deps.dialog.showSaveDialog({
      title: `Export ${which}`,
      defaultPath: join(deps.downloadsDir, csvExportFileName(which, deps.now?.() ?? new Date())),
      filters: [CSV_FILTER],
    });
    if (chosen.canceled || !chosen.filePath) return false;
    await deps.client.exportCsv(which, chosen.filePath, progress(event, id, 'export'));
    return true;
  });
  on(CHANNELS.exportPerson, async (event, opId: unknown, email: unknown) => {
    const id = assertOpId(opId);
    const address = assertEmail(email);
    const chosen = await deps.dialog.showSaveDialog({
      title: `Export the data of ${address}`,
      defaultPath: join(deps.downloadsDir, personExportFileName(address)),
      filters: [JSON_FILTER],
    });
    if (chosen.canceled || !chosen.filePath) return false;
    await deps.client.exportPerson(address, chosen.filePath, progress(event, id, 'export'));
    return true;
  });
  on(CHANNELS.getServer, async () => serverInfo(deps.settings));
  on(CHANNELS.setServer, async (_event, value: unknown) => {
    const apiBase = normaliseApiBase(value);
    if (apiBase !== deps.settings.read().apiBase && !(await confirmServerChange(deps.dialog.showMessageBox, apiBase))) {
      throw new IpcRefusal('The server address was not changed.');
    }
    deps.settings.update({ apiBase });
    return serverInfo(deps.settings);
  });
  on(CHANNELS.openExternal, async (_event, url: unknown) => {
    await openHttpsLink(deps.shell, url);
    return null;
  });
  return handlers;
}
