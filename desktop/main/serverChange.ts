import { isIPv4 } from 'node:net';

/** Hosts whose plain http: never leaves this computer. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || (isIPv4(hostname) && hostname.startsWith('127.'));
}

/** Electron's dialog.showMessageBox, as far as the server question goes (injected: tests pass fakes). */
export type ShowMessageBox = (options: {
  type: 'question';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
}) => Promise<{ response: number }>;

/**
 * Asks in a main-process dialog before the app talks to another server: the renderer asks for the
 * change over IPC, and a compromised page must not send the staff password elsewhere unseen.
 */
export async function confirmServerChange(showMessageBox: ShowMessageBox, apiBase: string): Promise<boolean> {
  const { response } = await showMessageBox({
    type: 'question',
    title: 'Server address',
    message: `Connect to ${apiBase}?`,
    detail: 'Your staff e-mail and password will be sent to this server when you sign in. Only continue if it is your website.',
    buttons: ['Connect', 'Cancel'],
    defaultId: 1,
    cancelId: 1,
  });
  return response === 0;
}
