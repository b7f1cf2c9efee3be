import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedAnswers, markerIn, startTraffic, summarize, type Answer, type VerifiedVisitor } from '../api/test/fault-traffic.ts';
import { verifyOverHttp } from '../api/test/server-process.ts';
import { codeFrom, startSmtpServer, type TestSmtpServer } from '../api/test/smtp.ts';
import { addressesLogged, EDGE_GATEWAY, startCompose, type ComposeRun } from './test/compose.ts';
import { docker, waitFor, waitUntilHealthy } from './test/docker.ts';
import { expectPictures, hasLead, signIn, walkSite, type WalkResult } from './test/site-walk.ts';
import { sendLead } from '../web/src/lib/leadRetry.ts';

/**
 * deploy/compose.yaml with deploy/compose.postgres.yaml on a real Docker engine: three app
 * instances on PostgreSQL behind Caddy, restarted one by one and killed under a steady load of
 * visitors (the fault tests' traffic: page and API reads, and a lead for every two reads).
 */
const project = 'agency-postgres-test';
const REPLICAS = ['app', 'app-2', 'app-3'];
const RATE = 20;
/** Caddy checks health every second (deploy/Caddyfile): a few checks see a started instance up. */
const CADDY_SEES_IT = 4_000;
const admin = { email: 'owner.of.the.agency.checking.replicas@narmada-digital.in', password: 'replicas ✓ password' };
const secret = () => randomBytes(32).toString('hex');
let smtp: TestSmtpServer;
let run: ComposeRun;
let walked: WalkResult;
let visitors: VerifiedVisitor[];

const replicaContainers = () => Promise.all(REPLICAS.map((service) => run.container(service)));
const stateOf = (container: string, field: string) => docker('inspect', '--format', `{{.State.${field}}}`, container);
const restartsOf = async (container: string) => Number(await docker('inspect', '--format', '{{.RestartCount}}', container));
const seconds = (ms: number) => (ms / 1000).toFixed(1);

beforeAll(async () => {
  smtp = await startSmtpServer({ host: '0.0.0.0' });
  const settings = {
    PUBLIC_URL: 'https://www.example.com',
    SMTP_URL: `smtp://${EDGE_GATEWAY}:${smtp.port}`,
    JWT_SECRET: secret(),
    COOKIE_SECRET: secret(),
    OTP_SECRET: secret(),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'debug',
    // The load sends a lead every 150 ms from one address; the per-IP limits are not under test.
    RATE_LIMIT_SCALE: '1000',
  };
  run = await startCompose(project, ['compose.yaml', 'compose.postgres.yaml'], settings, { POSTGRES_PASSWORD: secret() });
  for (const container of await replicaContainers()) await waitUntilHealthy(container);
  await sleep(CADDY_SEES_IT);
  const email = 'steady.visitor.during.the.restarts@example-agency.in';
  visitors = [{ email, cookie: await verifyOverHttp(run.base, smtp, email) }];
}, 900_000);

/** How many times each lead marker is stored, contacts and quotes together, read in PostgreSQL itself. */
async function storedLeadMarkers(): Promise<Map<string, number>> {
  const names = await run.compose('exec', '-T', 'postgres', 'psql', '-U', 'agency', '-d', 'agency', '-At', '-c', 'SELECT name FROM contacts UNION ALL SELECT name FROM quotes');
  const counts = new Map<string, number>();
  for (const marker of names.split('\n').map(markerIn)) if (marker) counts.set(marker, (counts.get(marker) ?? 0) + 1);
  return counts;
}

/** What failed, printed with the load's figures. */
function report(what: string, answers: Answer[], faultAt: number, extra = ''): Answer[] {
  const failed = failedAnswers(answers);
  const { sent, leadsAnsweredOk, byStatus } = summarize(answers, faultAt);
  const span = seconds(Math.max(...answers.map((a) => a.sentAt)) - Math.min(...answers.map((a) => a.sentAt)));
  const failures = failed.map((a) => `${a.path} ${a.status}`).join('; ');
  console.log(
    `[deploy] ${what}: ${sent} requests sent over ${span} s (${RATE}/s asked), ${leadsAnsweredOk} of them leads taken${extra}; ` +
      `${failed.length} failed ${JSON.stringify(byStatus)}${failures && `: ${failures}`}`,
  );
  return failed;
}

afterAll(async () => {
  await run?.close();
  await smtp?.close();
});

describe('deploy/compose.postgres.yaml (three app instances, PostgreSQL, Caddy)', () => {
  it('spreads visitors over the three instances', async () => {
    for (let i = 0; i < 30; i++) expect((await fetch(`${run.base}/api/client?probe=spread-${i}`)).status).toBe(200);
    const answered = await Promise.all((await replicaContainers()).map(async (container) => (await addressesLogged(container, 'probe=spread-')).length));
    console.log(`[deploy] 30 requests through Caddy answered by the three instances: ${answered.join(' / ')}`);
    expect(answered.every((count) => count > 0)).toBe(true);
    expect(answered.reduce((sum, count) => sum + count, 0)).toBe(30);
  });

  it('serves the whole site across the instances: pages, public routes, the brochure, a lead, the admin, an upload and its variants', async () => {
    const codeFor = async (email: string) => codeFrom(await smtp.waitForMail((mail) => mail.to.includes(email)));
    walked = await walkSite({ base: run.base, admin, codeFor });
  }, 180_000);

  it(`fails no request at ${RATE} requests/s while the three instances restart one after the other`, async () => {
    const startedBefore = await Promise.all((await replicaContainers()).map((container) => stateOf(container, 'StartedAt')));
    const traffic = startTraffic([run.base], visitors, 'restart', RATE);
    const began = performance.now();
    await sleep(2_000);
    for (const service of REPLICAS) {
      await run.compose('restart', service);
      await waitUntilHealthy(await run.container(service));
      await sleep(CADDY_SEES_IT);
    }
    const failed = report(`rolling restart of ${REPLICAS.length} instances`, await traffic.stop(), began);
    const startedAfter = await Promise.all((await replicaContainers()).map((container) => stateOf(container, 'StartedAt')));
    expect(startedAfter.filter((at, i) => at !== startedBefore[i])).toHaveLength(REPLICAS.length);
    expect(failed).toEqual([]);
  }, 300_000);

  it(`fails no read and loses or doubles no lead of the site's forms when an instance is killed (SIGKILL) at ${RATE} requests/s`, async () => {
    const victim = await run.container('app-2');
    const restarts = await restartsOf(victim);
    // Leads are sent as the contact and quote forms send them: retried under one Idempotency-Key
    // while Caddy answers 502 for the dead instance (Caddy cannot retry a request with a body).
    const traffic = startTraffic([run.base], visitors, 'kill', RATE, sendLead);
    await sleep(3_000);
    const pid = Number(await stateOf(victim, 'Pid'));
    const killedAt = performance.now();
    process.kill(pid, 'SIGKILL');
    // Docker starts it again (restart: unless-stopped); the load goes on meanwhile.
    await sleep(2_000);
    await waitUntilHealthy(victim);
    await sleep(CADDY_SEES_IT);
    const answers = await traffic.stop();
    const inFlight = answers.filter((answer) => answer.sentAt <= killedAt && answer.answeredAt >= killedAt);
    const failedLater = failedAnswers(answers).filter((answer) => !inFlight.includes(answer));
    const retried = answers.filter((answer) => answer.attempts > 1);
    report(
      `SIGKILL of one of ${REPLICAS.length} instances`,
      answers,
      killedAt,
      `, ${inFlight.length} in flight on all instances at the kill; ${retried.length} leads sent again by the form after Caddy's 502 ` +
        `(${retried.reduce((sum, answer) => sum + answer.attempts - 1, 0)} retries), ${retried.filter((answer) => answer.success).length} of them then taken`,
    );
    expect(await restartsOf(victim)).toBe(restarts + 1);
    // Reads go to the live instances or are retried on them by Caddy; leads are retried by the form.
    expect(failedLater).toEqual([]);
    // No lead lost or doubled: every lead answered as taken is stored once (a retry of one that was
    // stored before its instance died is answered from its key); none, even in flight, twice.
    const stored = await storedLeadMarkers();
    const taken = answers.filter((a) => a.marker && a.success).map((a) => a.marker!);
    expect(taken.filter((marker) => stored.get(marker) !== 1)).toEqual([]);
    expect(answers.filter((a) => a.marker && (stored.get(a.marker) ?? 0) > 1).map((a) => a.marker)).toEqual([]);
  }, 300_000);

  it('keeps every instance in rotation while PostgreSQL is stopped: the pages they hold still answer 200', async () => {
    const heldPaths = ['/', '/services', '/api/projects'];
    const statusOf = async (path: string) => (await fetch(`${run.base}${path}`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined))?.status ?? 'no answer';
    // Each instance holds its own copies: every path goes to each of them (round robin).
    for (const path of heldPaths) for (let i = 0; i < REPLICAS.length * 2; i++) expect(await statusOf(path)).toBe(200);
    const containers = await replicaContainers();
    const restarts = await Promise.all(containers.map(restartsOf));
    await run.compose('stop', 'postgres');
    const statuses: string[] = [];
    try {
      await waitFor(async () => (await statusOf('/api/health')) !== 200, 'health reporting the database away');
      // Two of Caddy's checks: had they asked /api/health, every instance would be out by now (502).
      await sleep(CADDY_SEES_IT);
      for (const path of heldPaths) for (let i = 0; i < REPLICAS.length * 2; i++) statuses.push(`${path} ${await statusOf(path)}`);
      const health = await statusOf('/api/health');
      console.log(`[deploy] PostgreSQL stopped (/api/health ${health}): ${statuses.filter((status) => status.endsWith(' 200')).length} of ${statuses.length} reads of held pages through Caddy answered 200`);
    } finally {
      await run.compose('start', 'postgres');
    }
    expect(statuses.filter((status) => !status.endsWith(' 200'))).toEqual([]);
    await waitFor(async () => (await statusOf('/api/health')) === 200, 'health again once PostgreSQL is back', 60_000);
    expect(await Promise.all(containers.map(restartsOf))).toEqual(restarts);
  }, 300_000);

  it('keeps the lead and the upload through down and up', async () => {
    await run.downAndUp();
    expect(await hasLead(run.base, await signIn(run.base, admin), walked.leadSubject)).toBe(true);
    await expectPictures(run.base, walked.pictureUrls);
  }, 600_000);
});
