/**
 * `npm run load`: verified contact messages at a fixed rate from this (second) process against
 * the real server process for 60 s, then counts the stored rows.
 * Options: --rate 500 --seconds 60 --connections 50. Targets (issue 8): 0 errors, 0 lost,
 * p99 < 100 ms at 500 requests/s on 2 cores.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, verifyOverHttp } from '../test/server-process.ts';
import { startSmtpServer } from '../test/smtp.ts';
import { argValue, measure, peakMemoryMb } from './measure.ts';

const rate = argValue('rate', 500);
const seconds = argValue('seconds', 60);
const connections = argValue('connections', 50);

const dataDir = mkdtempSync(join(tmpdir(), 'agency-load-'));
const smtp = await startSmtpServer();
const server = await startServerProcess({ DATA_DIR: dataDir, SMTP_URL: smtp.url, RATE_LIMIT_SCALE: '1000000', LOG_LEVEL: 'error' });
try {
  const cookie = await verifyOverHttp(server.url, smtp, 'load@example.com');
  smtp.setMode('count');
  console.log(`Posting verified contacts at ${rate}/s for ${seconds} s over ${connections} connections (${cpus().length} cores)...`);
  const result = await measure(
    {
      url: `${server.url}/api/contact`,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Load Test', email: 'load@example.com', subject: 'Load', message: 'A message under load.' }),
    },
    { seconds, connections, rate },
  );
  const peak = peakMemoryMb(server.child.pid!);
  const db = new Database(join(dataDir, 'agency.db'), { readonly: true });
  const stored = db.prepare('select count(*) from contacts').pluck().get() as number;
  db.close();
  const answered = result.total - result.non2xx;
  const lost = Math.max(0, answered - stored);
  console.table({
    'requests/s held': Math.round(result.requestsPerSecond),
    'p99 latency (ms)': result.p99Ms,
    'answered 2xx': answered,
    'errors (non-2xx, socket, timeout)': result.non2xx + result.errors,
    'rows stored': stored,
    'leads lost': lost,
    'server peak memory (MB)': peak ?? 'n/a',
    'mails accepted by SMTP so far': smtp.accepted(),
  });
  const ok = lost === 0 && result.non2xx + result.errors === 0 && result.p99Ms < 100;
  console.log(ok ? 'Targets met.' : 'Targets NOT met.');
  process.exitCode = ok ? 0 : 1;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
