import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from './db/connect.ts';
import { UNAVAILABLE_MESSAGE } from './plugins/app/unavailable-page.ts';
import { mailsByMarker, startTraffic, storedLeads, summarize, type Answer, type VerifiedVisitor } from './test/fault-traffic.ts';
import { startInstances, type Instances } from './test/instances.ts';
import { controlPostgres } from './test/postgres.ts';
import { verifyOverHttp, type ServerProcess } from './test/server-process.ts';
import type { TestSmtpServer } from './test/smtp.ts';

/**
 * Design §11, a bad day for the database: three real server processes (`node api/server.ts`) on
 * one PostgreSQL server of this project's own, a recording SMTP server, and mixed traffic at 25
 * requests a second with a marker per lead. The server is restarted, its backends terminated,
 * then stopped: no process ends, every lead answered with success is stored once and mailed, and
 * while the database is away the public cache answers. Counts decide; the figures are printed.
 */
const postgres = inject('postgresUrl')!;
const control = inject('postgresControl')!;
const VISITORS = ['asha.verma.gupta.lane.clinic.bhopal.2026@example.com', 'a@example.com', 'asha@example.com'];
const PUBLIC_ROUTES = ['/', '/services', '/portfolio', '/api/config', '/api/projects', '/api/projects?featured=true&limit=6'];
let instances: Instances;
let db: Db;
let smtp: TestSmtpServer;
let servers: ServerProcess[];
let visitors: VerifiedVisitor[];
const urls = () => servers.map((server) => server.url);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  // 25 requests a second from one loopback address for minutes: the per-IP limits are not under test.
  instances = await startInstances(postgres, { RATE_LIMIT_SCALE: '1000' });
  ({ db, smtp, servers } = instances);
  visitors = [];
  for (const [i, email] of VISITORS.entries()) visitors.push({ email, cookie: await verifyOverHttp(servers[i].url, smtp, email) });
}, 120_000);

afterAll(async () => {
  await controlPostgres(control, 'start').catch(() => undefined); // running already, unless a test failed while it was stopped
  await instances?.close();
});

const running = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

/** Seconds from `since` until every instance's /api/health answers 200. */
async function secondsUntilHealthy(since: number): Promise<number[]> {
  return Promise.all(
    servers.map(async (server) => {
      for (;;) {
        const answer = await fetch(`${server.url}/api/health`).catch(() => undefined);
        if (answer?.status === 200) return (performance.now() - since) / 1000;
        if (performance.now() - since > 60_000) return Infinity;
        await sleep(100);
      }
    }),
  );
}

/**
 * What every fault must leave: all processes up, no 500, each lead answered with success stored
 * exactly once, no lead stored twice, and every stored lead's two mails received (at least once).
 */
async function expectNothingLost(answers: Answer[], label: string, faultAt: number): Promise<void> {
  expect(servers.filter(running)).toHaveLength(3);
  const serverErrors = answers.filter((a) => a.status === 500);
  expect(serverErrors.map((a) => `${a.path}: ${a.body.slice(0, 200)}`)).toEqual([]);
  const stored = await storedLeads(db);
  const okMarkers = answers.filter((a) => a.marker && a.success).map((a) => a.marker!);
  const failedMarkers = answers.filter((a) => a.marker && !a.success).map((a) => a.marker!);
  expect(okMarkers.filter((marker) => stored.get(marker) !== 1)).toEqual([]);
  const ours = [...stored].filter(([marker]) => marker.startsWith(`${label}-`));
  expect(ours.filter(([, count]) => count > 1)).toEqual([]);
  // A lead whose answer was lost with its connection may be stored (its COMMIT went through): then it is mailed too.
  const storedMarkers = ours.map(([marker]) => marker);
  await expect
    .poll(() => storedMarkers.filter((marker) => (mailsByMarker(smtp).get(marker) ?? 0) < 2), { timeout: 90_000, interval: 500 })
    .toEqual([]);
  const mails = mailsByMarker(smtp);
  const duplicates = storedMarkers.reduce((sum, marker) => sum + Math.max(0, (mails.get(marker) ?? 0) - 2), 0);
  const report = summarize(answers, faultAt);
  console.log(
    `[faults] ${label}: ${report.sent} requests, ${report.answered2xx} answered 2xx, ${report.failed} failed ` +
      `(by status ${JSON.stringify(report.byStatus)}), failed window ${report.failedWindow ? report.failedWindow.map((s) => `${s.toFixed(2)} s`).join(' to ') : 'none'} ` +
      `from the fault; leads ${report.leadsAnsweredOk} answered with success (each stored once), ${report.leadsFailed} answered with an error ` +
      `(${failedMarkers.filter((marker) => stored.has(marker)).length} of them stored all the same); ${storedMarkers.length * 2} lead mails due, ` +
      `all received, ${duplicates} duplicates`,
  );
}

describe('a bad day for PostgreSQL under 25 requests a second over three instances', () => {
  it('survives pg_ctl restart -m fast: all up, healthy within 10 s of its return, nothing lost', async () => {
    const traffic = startTraffic(urls(), visitors, 'restart');
    await sleep(3000);
    const faultAt = performance.now();
    await controlPostgres(control, 'restart');
    const backAt = performance.now();
    const healthy = await secondsUntilHealthy(backAt);
    await sleep(4000);
    const answers = await traffic.stop();
    console.log(`[faults] restart: PostgreSQL back after ${((backAt - faultAt) / 1000).toFixed(2)} s; instances healthy ${healthy.map((s) => `${s.toFixed(2)} s`).join(', ')} after that`);
    expect(healthy.every((seconds) => seconds < 10)).toBe(true);
    await expectNothingLost(answers, 'restart', faultAt);
  });

  it('survives ten pg_terminate_backend rounds: all up, healthy within 10 s, nothing lost', async () => {
    const traffic = startTraffic(urls(), visitors, 'terminate');
    await sleep(3000);
    const faultAt = performance.now();
    let terminated = 0;
    for (let round = 0; round < 10; round += 1) {
      const admin = new pg.Client({ connectionString: postgres });
      await admin.connect();
      const { rows } = await admin.query<{ n: string }>(
        'SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [new URL(instances.databaseUrl).pathname.slice(1)],
      );
      await admin.end();
      terminated += Number(rows[0].n);
      await sleep(300);
    }
    const backAt = performance.now();
    const healthy = await secondsUntilHealthy(backAt);
    await sleep(3000);
    const answers = await traffic.stop();
    console.log(`[faults] terminate: ${terminated} backends terminated in 10 rounds; instances healthy ${healthy.map((s) => `${s.toFixed(2)} s`).join(', ')} after the last`);
    expect(terminated).toBeGreaterThanOrEqual(10);
    expect(healthy.every((seconds) => seconds < 10)).toBe(true);
    await expectNothingLost(answers, 'terminate', faultAt);
  });

  it('while PostgreSQL is stopped, answers public reads from the cache on every instance, forms 503 with a message, nothing 500', async () => {
    // Every instance has each public answer in its cache: visitors read them before the outage.
    const before = new Map<string, string>();
    for (const [i, url] of urls().entries()) {
      for (const route of PUBLIC_ROUTES) {
        const answer = await fetch(`${url}${route}`);
        expect(answer.status, `${route} on instance ${i}`).toBe(200);
        before.set(`${i} ${route}`, await answer.text());
      }
    }
    const projectList = (await (await fetch(`${urls()[0]}/api/projects`)).json()) as { data: { _id: string }[] };
    const projects = projectList.data;
    await controlPostgres(control, 'stop');
    const faultAt = performance.now();
    // The cache listeners are lost: their instances drop the cache every second from now on.
    await sleep(2500);
    const traffic = startTraffic(urls(), visitors, 'stopped');
    for (const [i, url] of urls().entries()) {
      for (const route of PUBLIC_ROUTES) {
        const answer = await fetch(`${url}${route}`);
        expect(answer.status, `${route} on instance ${i}`).toBe(200);
        expect(await answer.text(), `${route} on instance ${i}`).toBe(before.get(`${i} ${route}`));
      }
      const logo = await fetch(`${url}/logo.svg`);
      expect(logo.status).toBe(200);
      const icon = await fetch(`${url}/favicon.ico`, { redirect: 'manual' });
      expect([icon.status, icon.headers.get('location')]).toEqual([301, '/logo.svg']);
      const form = await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: visitors[0].cookie },
        body: JSON.stringify({ name: 'Asha', email: visitors[0].email, subject: 'Clinic', message: 'While the database is away' }),
      });
      expect(form.status).toBe(503);
      expect(await form.json()).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
      const code = await fetch(`${url}/api/send-otp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'meera@example.com' }) });
      expect([code.status, ((await code.json()) as { message: string }).message]).toEqual([503, UNAVAILABLE_MESSAGE]);
      // A page the cache does not hold: the site's own page, not a JSON error.
      const project = await fetch(`${url}/projects/${projects[0]._id}`);
      expect(project.status).toBe(503);
      expect(await project.text()).toContain('Temporarily unavailable');
      const health = await fetch(`${url}/api/health`);
      expect([health.status, await health.json()]).toEqual([503, { success: false, status: 'degraded' }]);
    }
    await sleep(3000);
    const answers = await traffic.stop();
    expect(servers.filter(running)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 500 || a.status === 0)).toEqual([]);
    expect(answers.filter((a) => !a.marker && a.status !== 200).map((a) => `${a.path} ${a.status}`)).toEqual([]);
    expect(answers.filter((a) => a.marker && a.status !== 503)).toEqual([]);
    const report = summarize(answers, faultAt);
    console.log(
      `[faults] stopped: ${report.sent} requests while PostgreSQL was down: ${report.answered2xx} reads answered 200 from the cache, ` +
        `${report.leadsFailed} leads answered 503 (by status ${JSON.stringify(report.byStatus)})`,
    );

    await controlPostgres(control, 'start');
    const healthy = await secondsUntilHealthy(performance.now());
    console.log(`[faults] stopped: instances healthy ${healthy.map((s) => `${s.toFixed(2)} s`).join(', ')} after PostgreSQL started again`);
    expect(healthy.every((seconds) => seconds < 10)).toBe(true);
    const after = startTraffic(urls(), visitors, 'after');
    await sleep(2000);
    await expectNothingLost(await after.stop(), 'after', performance.now());
  });
});
