import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STAFF, signIn } from '../../api/test/admin.ts';
import { startTestApp, verifyEmail, type TestContext } from '../../api/test/app.ts';
import { createBridge } from '../preload/bridge.ts';
import { EVENTS, type OpenLead } from '../shared/ipc.ts';
import { fakeNotifications, fakeSafeStorage, mapKeychain } from '../test/fakes.ts';
import { createAdminClient } from './apiClient.ts';
import { showLeadInWindow, startLeadAlerts, type LeadWindow } from './leadAlerts.ts';
import { createTokenVault } from './tokenVault.ts';

/**
 * The main process against the real API server on loopback: a visitor's quote arrives, the main
 * process raises a native notification for it, and clicking that brings the window up and hands
 * the lead through the preload bridge to the page.
 */
let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await startTestApp();
  await signIn(ctx); // creates the staff account
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => ctx?.close());

/** A closed window that the click makes again; its page runs the real preload bridge. */
function windowWithPage() {
  const opened: OpenLead[] = [];
  const calls: string[] = [];
  // The page's ipcRenderer: what the main process sends to the window reaches the bridge's listener.
  const listeners = new Map<string, (event: unknown, payload: unknown) => void>();
  const bridge = createBridge({ invoke: async () => ({ ok: true, value: null }), on: (channel, listener) => void listeners.set(channel, listener) });
  let window: LeadWindow | null = null;
  const windows = {
    current: () => window,
    create: (): LeadWindow => {
      calls.push('create');
      window = {
        isMinimized: () => false,
        restore: () => void calls.push('restore'),
        show: () => void calls.push('show'),
        focus: () => void calls.push('focus'),
        webContents: { send: (channel, payload) => listeners.get(channel)?.({}, payload) },
      };
      return window;
    },
  };
  return { windows, calls, opened, listen: () => bridge.on(EVENTS.openLead, (lead) => void opened.push(lead)) };
}

it('shows a native notification for each new lead and opens the lead when clicked', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'desk-alerts-'));
  const vault = createTokenVault({ keychain: mapKeychain(), safeStorage: fakeSafeStorage(), service: 'Agency Admin', fallbackFile: join(dir, 't.json'), notify: () => undefined });
  const client = createAdminClient({ apiBase: () => base, vault });
  const { shown, createNotification } = fakeNotifications();
  const page = windowWithPage();
  const alerts = startLeadAlerts({ client, createNotification, openLead: (lead) => showLeadInWindow(page.windows, lead), intervalMs: 60_000 });
  try {
    await alerts.check(); // signed out: nothing asked
    await client.login(STAFF.email, STAFF.password);
    await alerts.check(); // learns where "now" is
    expect(shown).toEqual([]);

    const cookie = await verifyEmail(ctx, 'asha@example.com');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/quote',
      headers: { cookie },
      payload: { name: 'Asha', email: 'asha@example.com', service: 'web-products', subService: 'E-commerce', budget: 'under-100k', timeline: '1-month', message: 'A shop' },
    });
    expect(sent.statusCode).toBe(200);
    await alerts.check();
    expect(shown).toEqual([expect.objectContaining({ title: 'New quote request', body: 'Asha: Web Products & Platforms / E-commerce' })]);
    await alerts.check();
    expect(shown).toHaveLength(1); // once only

    shown[0].click();
    expect(page.calls).toEqual(['create', 'show', 'focus']);
    // The page subscribes after its window loaded: the bridge kept the lead for it.
    page.listen();
    const { id } = await ctx.app.db.selectFrom('quotes').select('id').executeTakeFirstOrThrow();
    expect(page.opened).toEqual([{ kind: 'quote', id, email: 'asha@example.com' }]);
  } finally {
    alerts.stop();
  }
});
