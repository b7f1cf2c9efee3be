import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_IMAGE } from './test/docker-engine.ts';
import { docker, waitFor } from './test/docker.ts';

/**
 * deploy/agency.service under a real systemd (Debian's, as PID 1 of a container: this machine
 * has no systemd of its own), installed as the unit's header says, with deploy/.env.example
 * copied to /etc/agency.env and filled in. The container gets what systemd needs to set up the
 * unit's sandbox (mount namespaces: CAP_SYS_ADMIN; its own cgroup subtree) and what the test
 * needs to look inside it (nsenter: CAP_SYS_PTRACE), nothing more.
 */
const root = resolve(import.meta.dirname, '..');
const image = 'agency-systemd-test';
const container = `${image}-${process.pid}`;
const work = mkdtempSync(join(tmpdir(), 'agency-systemd-'));

const inside = (...command: string[]) => docker('exec', container, ...command);
const mainPid = () => inside('systemctl', 'show', '--property', 'MainPID', '--value', 'agency');
const property = (name: string) => inside('systemctl', 'show', '--property', name, '--value', 'agency');
/** A command in the server's own mount namespace: the file system as the sandbox shows it. */
const asTheServerSees = async (...command: string[]) => inside('nsenter', '--target', await mainPid(), '--mount', '--', ...command);
const journal = () => inside('journalctl', '--unit', 'agency', '--no-pager', '--output', 'cat');
const serving = () =>
  waitFor(async () => {
    await inside('node', '-e', "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))");
    return true;
  }, 'the unit serving', 120_000).catch(async (error: Error) => {
    throw new Error(`${error.message}; its journal:\n${(await journal()).slice(-3000)}`, { cause: error });
  });

beforeAll(async () => {
  copyFileSync(join(root, 'deploy/agency.service'), join(work, 'agency.service'));
  // Filled in as the header says (NODE_ENV=production needs JWT_SECRET), and with the DATA_DIR
  // the example shows: the unit's own must win over it.
  const example = readFileSync(join(root, 'deploy/.env.example'), 'utf8');
  const filled = example.replace(/^JWT_SECRET=$/m, `JWT_SECRET=${randomBytes(32).toString('hex')}`).replace(/^# DATA_DIR=\.\/data$/m, 'DATA_DIR=./data');
  expect(filled.match(/^(JWT_SECRET=.+|DATA_DIR=\.\/data)$/gm)).toHaveLength(2);
  writeFileSync(join(work, 'agency.env'), filled);
  writeFileSync(
    join(work, 'Dockerfile'),
    [
      'FROM agency-stand-in/systemd-host:bookworm',
      `COPY --from=${APP_IMAGE} /app /opt/agency`,
      'RUN useradd --system --home /opt/agency agency',
      'COPY agency.service /etc/systemd/system/agency.service',
      'COPY agency.env /etc/agency.env',
      'RUN chmod 600 /etc/agency.env && systemctl enable agency',
    ].join('\n'),
  );
  await docker('build', '--quiet', '--tag', image, work);
  await docker(
    'run', '--detach', '--name', container, '--tmpfs', '/run', '--tmpfs', '/run/lock',
    '--cap-add', 'SYS_ADMIN', '--cap-add', 'SYS_PTRACE', '--security-opt', 'seccomp=unconfined',
    '--volume', '/sys/fs/cgroup/systemd:/sys/fs/cgroup/systemd:rw',
    image,
  );
  await serving();
}, 300_000);

afterAll(async () => {
  await docker('rm', '--force', '--volumes', container).catch(() => {});
  rmSync(work, { recursive: true, force: true });
});

describe('deploy/agency.service under systemd', () => {
  it('passes systemd-analyze verify where it is installed', async () => {
    expect(await inside('systemd-analyze', 'verify', '/etc/systemd/system/agency.service')).toBe('');
  });

  it('runs the server as the agency user, its data in /var/lib/agency whatever DATA_DIR the environment file says', async () => {
    expect(await property('ActiveState')).toBe('active');
    expect(await inside('stat', '--format', '%U', `/proc/${await mainPid()}`)).toBe('agency');
    expect(await inside('stat', '--format', '%U %a', '/var/lib/agency', '/var/lib/agency/agency.db')).toBe('agency 700\nagency 600');
    expect(await inside('sh', '-c', 'ls -A /opt/agency | grep -c "^data$" || true')).toBe('0');
  });

  it('sandboxes the server: a read-only system, no home folders, a /tmp of its own, no new privileges', async () => {
    expect(await inside('grep', 'NoNewPrivs', `/proc/${await mainPid()}/status`)).toMatch(/NoNewPrivs:\s+1/);
    await expect(asTheServerSees('touch', '/opt/agency/written-by-the-service')).rejects.toThrow(/Read-only file system/);
    await expect(asTheServerSees('touch', '/etc/written-by-the-service')).rejects.toThrow(/Read-only file system/);
    expect(await inside('ls', '-A', '/root')).toContain('.bashrc');
    expect(await asTheServerSees('ls', '-A', '/root')).toBe('');
    await asTheServerSees('touch', '/tmp/private-to-the-service');
    expect(await inside('sh', '-c', 'ls /tmp | grep -c private-to-the-service || true')).toBe('0');
    await asTheServerSees('touch', '/var/lib/agency/writable');
  });

  it('drains and exits cleanly on systemctl stop, and comes back by itself after a crash, its data kept', async () => {
    await inside('systemctl', 'stop', 'agency');
    expect([await property('Result'), await property('ExecMainStatus')]).toEqual(['success', '0']);
    expect(await journal()).toContain('Received SIGTERM, draining');

    await inside('systemctl', 'start', 'agency');
    await serving();
    const databaseFile = await inside('stat', '--format', '%i', '/var/lib/agency/agency.db');
    await inside('sh', '-c', `kill -KILL ${await mainPid()}`);
    await waitFor(async () => (await property('NRestarts')) === '1', 'the restart after the crash');
    await serving();
    expect(await inside('stat', '--format', '%i', '/var/lib/agency/agency.db')).toBe(databaseFile);
  });
});
