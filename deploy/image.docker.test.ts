import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebIfStale } from '../api/build-web.ts';
import { freePort } from '../api/test/server-process.ts';
import { codeFrom, startSmtpServer, type TestSmtpServer } from '../api/test/smtp.ts';
import { APP_IMAGE } from './test/docker-engine.ts';
import { defaultGateway, docker, publishedPort, waitFor, waitUntilHealthy } from './test/docker.ts';
import { expectPictures, hasLead, signIn, walkSite, type WalkOptions, type WalkResult } from './test/site-walk.ts';

/**
 * deploy/Dockerfile's image on a real Docker engine: started on an empty volume as users start
 * it, walked like a visitor and a staff member, stopped and started again. Then the same walk
 * on this machine, traced, lists every file the server opens: each must be in the image.
 */
const root = resolve(import.meta.dirname, '..');
const container = `agency-image-test-${process.pid}`;
const volume = `${container}-data`;
const admin = { email: 'operations.lead.for.the.studio@narmada-digital.in', password: 'a long staff password ✓' };
const settings = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  LOG_LEVEL: 'warn',
};
let smtp: TestSmtpServer;
let base: string;
let walked: WalkResult;

const codeFor = async (email: string) => codeFrom(await smtp.waitForMail((mail) => mail.to.includes(email) && /code/i.test(mail.subject)));
/** Each walk verifies the same address: the codes of an earlier walk must not be read again. */
const walkOptions = (): WalkOptions => {
  smtp.messages.splice(0);
  return { base, admin, codeFor };
};

async function startContainer(): Promise<void> {
  await docker('start', container);
  await waitUntilHealthy(container);
  base = `http://127.0.0.1:${await publishedPort(container, 3000)}`;
}

beforeAll(async () => {
  smtp = await startSmtpServer({ host: '0.0.0.0' });
  const env = { ...settings, SMTP_URL: `smtp://${await defaultGateway(APP_IMAGE)}:${smtp.port}` };
  await docker('volume', 'create', volume);
  await docker(
    'create', '--name', container, '--volume', `${volume}:/data`, '--publish', '127.0.0.1::3000',
    ...Object.entries(env).flatMap(([name, value]) => ['--env', `${name}=${value}`]),
    APP_IMAGE,
  );
  await startContainer();
}, 180_000);

afterAll(async () => {
  await docker('rm', '--force', '--volumes', container).catch(() => {});
  await docker('volume', 'rm', volume).catch(() => {});
  await smtp?.close();
});

describe(`the image (${APP_IMAGE}, deploy/Dockerfile)`, () => {
  it('runs the server as the unprivileged node user, with its data in a volume only that user can open', async () => {
    expect(await docker('inspect', '--format', '{{.Config.User}}', container)).toBe('node');
    expect(await docker('exec', container, 'awk', '/^Uid:/ { print $2 }', '/proc/1/status')).toBe('1000');
    expect(await docker('exec', container, 'stat', '--format', '%U %a', '/data')).toBe('node 700');
  });

  it('serves every page, asset and public route, the brochure PDF, a lead, the admin login, an upload and its variants', async () => {
    walked = await walkSite(walkOptions());
    expect(await hasLead(base, walked.token, walked.leadSubject)).toBe(true);
  }, 120_000);

  it('keeps the lead and the upload when stopped and started again', async () => {
    await docker('stop', container);
    await startContainer();
    expect(await hasLead(base, await signIn(base, admin), walked.leadSubject)).toBe(true);
    await expectPictures(base, walked.pictureUrls);
  }, 180_000);

  it('holds every file the server opens while serving the same walk on this machine', async () => {
    // Vitest sets NODE_ENV=test, which would build React's development bundle.
    const testEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    buildWebIfStale();
    process.env.NODE_ENV = testEnv;
    const work = mkdtempSync(join(tmpdir(), 'agency-file-reads-'));
    const trace = join(work, 'trace');
    const dataDir = join(work, 'data');
    const port = await freePort();
    const server = spawn('strace', ['-f', '-z', '-qq', '-e', 'trace=open,openat,openat2', '-o', trace, process.execPath, 'api/server.ts'], {
      cwd: root,
      env: { ...process.env, ...settings, SMTP_URL: smtp.url, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    const exited = new Promise((done) => server.once('exit', done));
    try {
      base = `http://127.0.0.1:${port}`;
      await waitFor(async () => (await fetch(`${base}/api/client`)).ok, 'the traced server answering');
      await walkSite(walkOptions());
    } finally {
      // The server, not strace: strace ends once the process it traces has ended.
      const [node] = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim().split(' ');
      process.kill(Number(node), 'SIGTERM');
      await exited;
    }
    const opened = new Set(
      [...readFileSync(trace, 'utf8').matchAll(/open(?:at2?)?\((?:[^,]+, )?"([^"]+)"/g)]
        .map((m) => m[1])
        // .env holds settings, which a container gets from its environment.
        .filter((path) => path.startsWith(`${root}/`) && !path.startsWith(dataDir) && path !== `${root}/.env`)
        .map((path) => relative(root, path)),
    );
    rmSync(work, { recursive: true, force: true });
    const inImage = new Set((await docker('run', '--rm', '--entrypoint', 'find', APP_IMAGE, '.')).split('\n').map((path) => path.replace(/^\.\//, '')));

    expect(opened.size).toBeGreaterThan(500); // the trace saw the server's reads
    expect([...opened]).toEqual(expect.arrayContaining(['web/public/logo.svg', 'dist/web/index.html']));
    // Only what `npm prune --omit=dev` removed may be missing: a package the server tries and does
    // without (debug's optional supports-color). The walk in the container shows it does.
    const production = new Set(
      execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: root, encoding: 'utf8' }).trim().split('\n').map((path) => relative(root, path)),
    );
    const devOnly = (path: string) => path.startsWith('node_modules/') && !production.has(/^(.*node_modules\/(?:@[^/]+\/)?[^/]+)/.exec(path)![1]);
    expect([...opened].filter((path) => !inImage.has(path) && !devOnly(path))).toEqual([]);
  }, 180_000);
});
