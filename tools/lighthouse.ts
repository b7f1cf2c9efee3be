/**
 * `npm run lighthouse`: Lighthouse (mobile preset, its default) over the built site's main public
 * pages, printing the four category scores per page and the audits that cost points. Targets
 * (design §8): performance >= 95; accessibility, best practices and SEO 100. Exits with 1 when a
 * page misses one.
 *
 * Each page is audited LIGHTHOUSE_RUNS times (default 3) and the median run reported, as the
 * Lighthouse docs advise: one run's simulated timings swing with the machine's load.
 *
 * Chromium comes from CHROME_PATH (default /usr/bin/chromium). The server is the real app
 * (buildApp) on a fresh data folder, with PUBLIC_URL set to its own address so canonical links
 * point at the audited origin.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../api/app.ts';
import { buildWebIfStale } from '../api/build-web.ts';
import { freePort } from '../api/test/server-process.ts';
import { CHROMIUM_ARGS, findChromium } from '../web/e2e/chromium.ts';

const PAGES = ['/', '/services', '/portfolio', '/contact'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

buildWebIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'agency-lighthouse-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const app = await buildApp({ dataDir, publicUrl: origin });
await app.listen({ port, host: '127.0.0.1' });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? findChromium(), chromeFlags: CHROME_FLAGS });

const rows: string[] = [];
const findings: string[] = [];
let missed = false;
try {
  for (const path of PAGES) {
    // A running site has served each page since its last content change, so its answer is
    // cached; the audit measures that page, not the one render after each change.
    await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } }).then((response) => response.arrayBuffer());
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      runs.push(result.lhr);
    }
    // A run that failed (no first paint recorded) is left out, as Lighthouse's own tools do.
    const valid = filterToValidRuns(runs);
    if (!valid.length) throw new Error(`No valid Lighthouse run for ${path}: ${runs.map((run) => run.runtimeError?.message ?? 'no FCP').join('; ')}`);
    const { categories, audits, environment } = computeMedianRun(valid);
    const scores = CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100));
    scores.forEach((score, index) => (missed ||= score < TARGETS[CATEGORIES[index]]));
    rows.push(`| ${path} | ${scores.join(' | ')} | ${Math.round(environment.benchmarkIndex)} |`);
    for (const id of CATEGORIES) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          findings.push(`${path} ${id}: ${audit.id} (${Math.round(audit.score * 100)}) ${audit.displayValue ?? ''}`.trim());
        }
      }
    }
  }
} finally {
  chrome.kill();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// The host's benchmark index: Lighthouse's 4x CPU slowdown is meant for a desktop of 1500 and
// up (its throttling guide), so a lower index marks a run that judged a slower phone.
console.log('\n| page | performance | accessibility | best practices | SEO | host benchmark index |\n|---|---|---|---|---|---|');
console.log(rows.join('\n'));
if (findings.length) console.log(`\nAudits below full marks:\n${findings.map((line) => `- ${line}`).join('\n')}`);
if (missed) {
  console.log('\nBelow target (performance >= 95; accessibility, best practices and SEO 100).');
  process.exitCode = 1;
}
