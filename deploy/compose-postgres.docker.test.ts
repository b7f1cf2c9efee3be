import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, startSmtpServer, type TestSmtpServer } from '../api/test/smtp.ts';
import { addressesLogged, EDGE_GATEWAY, startCompose, type ComposeRun } from './test/compose.ts';
import { docker, waitUntilHealthy } from './test/docker.ts';
import { expectPictures, hasLead, signIn, walkSite, type WalkResult } from './test/site-walk.ts';
import { failedOf, steadyLoad } from './test/steady-load.ts';

/**
 * deploy/compose.yaml with deploy/compose.postgres.yaml on a real Docker engine: three app
 * instances on PostgreSQL behind Caddy, restarted one by one and killed under a steady load.
 */
const project = 'agency-postgres-test';
const REPLICAS = ['app', 'app-2', 'app-3'];
const RATE = 20;
/** Caddy checks health every 2 s (deploy/Caddyfile): two checks see a started instance up. */
const CADDY_SEES_IT = 4_000;
const admin = { email: 'owner.of.the.agency.checking.replicas@narmada-digital.in', password: 'replicas ✓ password' };
const secret = () => randomBytes(32).toString('hex');
let smtp: TestSmtpServer;
let run: ComposeRun;
let walked: WalkResult;

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
  };
  run = await startCompose(project, ['compose.yaml', 'compose.postgres.yaml'], settings, { POSTGRES_PASSWORD: secret() });
  for (const container of await replicaContainers()) await waitUntilHealthy(container);
  await sleep(CADDY_SEES_IT);
}, 900_000);

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
    const load = steadyLoad(run.base, RATE);
    const began = Date.now();
    await sleep(2_000);
    for (const service of REPLICAS) {
      await run.compose('restart', service);
      await waitUntilHealthy(await run.container(service));
      await sleep(CADDY_SEES_IT);
    }
    const requests = await load.stop();
    const failed = failedOf(requests);
    console.log(
      `[deploy] rolling restart of ${REPLICAS.length} instances: ${requests.length} requests at ${RATE}/s over ${seconds(Date.now() - began)} s, ` +
        `${failed.length} failed${failed.length ? `: ${failed.map((r) => `${r.path} ${r.failure}`).join('; ')}` : ''}`,
    );
    const startedAfter = await Promise.all((await replicaContainers()).map((container) => stateOf(container, 'StartedAt')));
    expect(startedAfter.filter((at, i) => at !== startedBefore[i])).toHaveLength(REPLICAS.length);
    expect(failed).toEqual([]);
  }, 300_000);

  it(`fails at most the requests in flight when an instance is killed (SIGKILL) at ${RATE} requests/s`, async () => {
    const victim = await run.container('app-2');
    const restarts = await restartsOf(victim);
    const load = steadyLoad(run.base, RATE);
    await sleep(3_000);
    const killedAt = Date.now();
    process.kill(Number(await stateOf(victim, 'Pid')), 'SIGKILL');
    // Docker starts it again (restart: unless-stopped); the load goes on meanwhile.
    await sleep(2_000);
    await waitUntilHealthy(victim);
    await sleep(CADDY_SEES_IT);
    const requests = await load.stop();
    const inFlight = requests.filter((request) => request.startedAt <= killedAt && request.endedAt >= killedAt);
    const failed = failedOf(requests);
    console.log(
      `[deploy] SIGKILL of one of ${REPLICAS.length} instances: ${requests.length} requests at ${RATE}/s, ` +
        `${inFlight.length} in flight on all instances at the kill, ${failed.length} failed` +
        `${failed.length ? `: ${failed.map((r) => `${r.path} ${r.failure}`).join('; ')}` : ''}`,
    );
    expect(await restartsOf(victim)).toBe(restarts + 1);
    // Whatever failed was already on its way when the instance died; nothing sent later failed.
    expect(failed.filter((request) => !inFlight.includes(request))).toEqual([]);
  }, 300_000);

  it('keeps the lead and the upload through down and up', async () => {
    await run.downAndUp();
    expect(await hasLead(run.base, await signIn(run.base, admin), walked.leadSubject)).toBe(true);
    await expectPictures(run.base, walked.pictureUrls);
  }, 600_000);
});
