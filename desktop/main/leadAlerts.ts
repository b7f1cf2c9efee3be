import { ALERTS_POLL_MS, leadAlertText, type LeadAlerts } from '../../shared/api/alerts.ts';
import { EVENTS, type IpcEvents, type OpenLead } from '../shared/ipc.ts';
import type { AdminClient } from './apiClient.ts';

/** Electron's Notification, narrowed to what is used (injected: tests pass a recorder). */
export interface NotificationLike {
  on(event: 'click', listener: () => void): unknown;
  show(): void;
}

export interface LeadAlertDependencies {
  client: Pick<AdminClient, 'hasSession' | 'request'>;
  /** `new Notification(options)` */
  createNotification(options: { title: string; body: string }): NotificationLike;
  /** Brings the window up and shows the lead (a clicked notification). */
  openLead(lead: OpenLead): void;
  intervalMs?: number;
}

export interface LeadAlertPoller {
  /** One round now (the timer runs the others). */
  check(): Promise<void>;
  stop(): void;
}

/**
 * The desktop app's alerts of new leads (issue 18): the main process, which holds the session,
 * asks GET /api/admin/alerts every ALERTS_POLL_MS and shows a native notification for each new
 * quote or contact, whether or not the window is open or focused; a click opens that lead. Only
 * leads that arrive while signed in are news: each session starts from the server's "now".
 */
export function startLeadAlerts(deps: LeadAlertDependencies): LeadAlertPoller {
  const intervalMs = deps.intervalMs ?? ALERTS_POLL_MS;
  let cursor: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;

  async function round(): Promise<void> {
    if (!(await deps.client.hasSession())) {
      cursor = undefined;
      return;
    }
    for (let more = true; more && !stopped; ) {
      const path = `/api/admin/alerts${cursor === undefined ? '' : `?after=${cursor}`}`;
      const { data } = (await deps.client.request('GET', path)) as { data: LeadAlerts };
      const first = cursor === undefined;
      cursor = data.cursor;
      more = data.more;
      if (first) return;
      for (const lead of data.leads) {
        const notification = deps.createNotification(leadAlertText(lead));
        notification.on('click', () => deps.openLead({ kind: lead.kind, id: lead.id, email: lead.email }));
        notification.show();
      }
    }
  }

  const check = () => {
    // One round at a time: a slow server never gets two that would report a lead twice.
    running ??= round()
      .catch(() => {
        // Offline, or the session ended: the next round tries again (a new session starts afresh).
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void check().then(schedule), intervalMs);
    timer.unref?.();
  };
  void check().then(schedule);

  return {
    check,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** Electron's BrowserWindow, narrowed to what showing a lead uses. */
export interface LeadWindow {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
  webContents: { send<E extends keyof IpcEvents>(channel: E, payload: IpcEvents[E]): void };
}

/**
 * A clicked notification: the window comes up (made again if it was closed), in front, and its
 * page is told which lead to open (the preload bridge holds it until the page listens).
 */
export function showLeadInWindow(windows: { current(): LeadWindow | null; create(): LeadWindow }, lead: OpenLead): void {
  const window = windows.current() ?? windows.create();
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
  window.webContents.send(EVENTS.openLead, lead);
}
