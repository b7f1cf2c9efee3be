import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, startSmtpServer, type TestSmtpServer } from '../api/test/smtp.ts';
import { addressesLogged, CADDY_ADDRESS, EDGE_GATEWAY, startCompose, type ComposeRun } from './test/compose.ts';
import { docker } from './test/docker.ts';
import { expectPictures, hasLead, signIn, walkSite, type WalkResult } from './test/site-walk.ts';

/** deploy/compose.yaml on a real Docker engine: the app behind Caddy, started as the docs say. */
const project = 'agency-compose-test';
const admin = { email: 'owner.of.the.agency.checking.compose@narmada-digital.in', password: 'compose ✓ password' };
let smtp: TestSmtpServer;
let run: ComposeRun;
let walked: WalkResult;

beforeAll(async () => {
  smtp = await startSmtpServer({ host: '0.0.0.0' });
  run = await startCompose(project, ['compose.yaml'], {
    PUBLIC_URL: 'https://www.example.com',
    SMTP_URL: `smtp://${EDGE_GATEWAY}:${smtp.port}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'debug',
  });
}, 600_000);

afterAll(async () => {
  await run?.close();
  await smtp?.close();
});

describe('deploy/compose.yaml (app + Caddy)', () => {
  it('serves the whole site through Caddy: pages, public routes, the brochure, a lead, the admin, an upload and its variants', async () => {
    const codeFor = async (email: string) => codeFrom(await smtp.waitForMail((mail) => mail.to.includes(email)));
    walked = await walkSite({ base: run.base, admin, codeFor });
  }, 180_000);

  it("lets the app see each visitor's own address, never Caddy's, whose fixed address no other container gets", async () => {
    const app = await run.container('app');
    // From this machine: the visitor is the network's gateway.
    expect((await fetch(`${run.base}/api/client?probe=host`)).status).toBe(200);
    expect(await addressesLogged(app, 'probe=host')).toEqual([EDGE_GATEWAY]);
    // From another container on the same network, started after the app and Caddy.
    const visitor = await docker(
      'run', '--detach', '--network', `${project}_edge`, 'node:24-bookworm-slim',
      'node', '-e', "setTimeout(() => fetch('http://caddy/api/client?probe=neighbour').then((r) => process.exit(r.ok ? 0 : 1)), 1000)",
    );
    const visitorAddress = await docker('inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', visitor);
    expect(await docker('wait', visitor)).toBe('0');
    await docker('rm', visitor);
    expect(await addressesLogged(app, 'probe=neighbour')).toEqual([visitorAddress]);
    // Docker hands out addresses from the upper half only (ip_range): never Caddy's.
    const caddy = await run.container('caddy');
    const addressOf = (container: string) => docker('inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', container);
    expect(await addressOf(caddy)).toBe(CADDY_ADDRESS);
    for (const address of [visitorAddress, await addressOf(app)]) expect(Number(address.split('.')[3])).toBeGreaterThanOrEqual(128);
  }, 60_000);

  it('keeps the lead and the upload through down and up', async () => {
    await run.downAndUp();
    expect(await hasLead(run.base, await signIn(run.base, admin), walked.leadSubject)).toBe(true);
    await expectPictures(run.base, walked.pictureUrls);
  }, 300_000);
});
