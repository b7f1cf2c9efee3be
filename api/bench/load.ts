/**
 * `npm run load`: verified contact messages at a fixed rate from this (second) process against
 * the real server process for 60 s, then counts the stored rows.
 * Options: --rate 500 (0: as fast as the server answers) --seconds 60 --connections 50
 * --postgres (PostgreSQL instead of SQLite; api/bench/database.ts) --instances 1 (several server
 * processes on one PostgreSQL database, each sent an equal share of the load).
 * Targets (issue 8): 0 errors, 0 lost, p99 < 100 ms at 500 requests/s on 2 cores.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, verifyOverHttp, type ServerProcess } from '../test/server-process.ts';
import { startSmtpServer } from '../test/smtp.ts';
import { openBenchDatabase, wantsPostgres } from './database.ts';
import { argValue, measure, peakMemoryMb, type Measurement } from './measure.ts';

const rate = argValue('rate', 500);
const seconds = argValue('seconds', 60);
const connections = argValue('connections', 50);
const instances = argValue('instances', 1);
if (!Number.isInteger(instances) || instances < 1) throw new Error('--instances must be a whole number of at least 1');
if (instances > 1 && !wantsPostgres()) throw new Error('Several instances share one database: add --postgres');

const dataDir = mkdtempSync(join(tmpdir(), 'agency-load-'));
const smtp = await startSmtpServer();
const engine = await openBenchDatabase();
const database = await engine.fresh(dataDir);
const servers: ServerProcess[] = [];
try {
  const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url, RATE_LIMIT_SCALE: '1000000', LOG_LEVEL: 'error', ...database.env };
  // One after another: the first migrates and seeds, the others find it done.
  for (let i = 0; i < instances; i += 1) servers.push(await startServerProcess(env));
  // Verified through the first instance, accepted by all: they share the database and secrets.
  const cookie = await verifyOverHttp(servers[0].url, smtp, 'load@example.com');
  smtp.setMode('count');
  const pace = rate > 0 ? `at ${rate}/s` : 'as fast as answered';
  console.log(
    `Posting verified contacts ${pace} for ${seconds} s over ${connections} connections to ${instances} instance(s) on ${engine.label} (${cpus().length} cores)...`,
  );
  const shares = await Promise.all(
    servers.map((server) =>
      measure(
        {
          url: `${server.url}/api/contact`,
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ name: 'Load Test', email: 'load@example.com', subject: 'Load', message: 'A message under load.' }),
        },
        { seconds, connections: Math.max(1, Math.round(connections / instances)), rate: rate > 0 ? rate / instances : undefined },
      ),
    ),
  );
  const result: Measurement = {
    requestsPerSecond: shares.reduce((sum, share) => sum + share.requestsPerSecond, 0),
    p99Ms: Math.max(...shares.map((share) => share.p99Ms)),
    total: shares.reduce((sum, share) => sum + share.total, 0),
    non2xx: shares.reduce((sum, share) => sum + share.non2xx, 0),
    errors: shares.reduce((sum, share) => sum + share.errors, 0),
  };
  const peaks = servers.map((server) => peakMemoryMb(server.child.pid!) ?? 'n/a');
  const stored = await database.countRows('contacts');
  const answered = result.total - result.non2xx;
  const lost = Math.max(0, answered - stored);
  console.table({
    'requests/s held': Math.round(result.requestsPerSecond),
    'p99 latency (ms)': result.p99Ms,
    'answered 2xx': answered,
    'errors (non-2xx, socket, timeout)': result.non2xx + result.errors,
    'rows stored': stored,
    'leads lost': lost,
    'server peak memory (MB)': peaks.join(' / '),
    'mails accepted by SMTP so far': smtp.accepted(),
  });
  const ok = lost === 0 && result.non2xx + result.errors === 0 && (rate === 0 || result.p99Ms < 100);
  console.log(ok ? 'Targets met.' : 'Targets NOT met.');
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await smtp.close();
  await database.drop();
  engine.close();
  rmSync(dataDir, { recursive: true, force: true });
}
