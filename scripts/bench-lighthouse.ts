/**
 * Lighthouse (mobile, default simulated throttling) against the served build; builds nothing.
 *   npm run bench:lighthouse                 # the five page types, 3 runs each
 *   npm run bench:lighthouse -- / /services/devops --runs 5
 *   npm run bench:lighthouse -- /contact --save reports   # also writes each run's full report (JSON)
 *   npm run bench:lighthouse -- --cpu 3.4                 # another CPU slowdown than Lighthouse's fixed 4x
 * Every run prints the host's BenchmarkIndex, and the end the slowdown Lighthouse's calibration curve
 * gives for it (build/lighthouse-calibration.ts): compare reports across machines at calibrated slowdowns.
 * Serves ./out itself on a free port unless BASE_URL points at a running server.
 * Scores on a 2-core machine are noisy: read the medians.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEFAULT_CPU_SLOWDOWN, cpuSlowdownFor } from '../build/lighthouse-calibration';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db';

const args = process.argv.slice(2);
const valueOf = (flag: string) => {
  const index = args.indexOf(flag);
  return index >= 0 ? { index: index + 1, value: args[index + 1] } : undefined;
};
const runsFlag = valueOf('--runs');
const saveFlag = valueOf('--save');
const cpuFlag = valueOf('--cpu');
const runs = runsFlag ? Number(runsFlag.value) : 3;
const flagValues = new Set([runsFlag?.index, saveFlag?.index, cpuFlag?.index]);
const paths = args.filter((arg, index) => !arg.startsWith('--') && !flagValues.has(index));
/** One page of each type: home, a service page, a case study, the blog list, contact. */
const targets = paths.length > 0 ? paths : ['/', '/services/devops', '/work/bloxios', '/our-work/blog', '/contact'];

let base = process.env.BASE_URL;
let server: ReturnType<typeof serve> | undefined;
// An embedded database in memory, as `npm start` has one: the call picker asks for free times on /contact.
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
if (!base) {
  database = await openDatabase({ DATA_DIR: 'memory://' });
  const app = createApp({ root: path.resolve('out'), db: database.db });
  server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(instance));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const row = (label: string, f: Figures) =>
  `${label.padEnd(36)} perf ${String(Math.round(f.performance)).padStart(3)}  a11y ${String(Math.round(f.accessibility)).padStart(3)}  bp ${String(Math.round(f.bestPractices)).padStart(3)}  seo ${String(Math.round(f.seo)).padStart(3)}  LCP ${(f.lcp / 1000).toFixed(2)} s  TBT ${Math.round(f.tbt)} ms  CLS ${f.cls.toFixed(3)}`;

try {
  const cpuSlowdownMultiplier = Number(cpuFlag?.value ?? DEFAULT_CPU_SLOWDOWN);
  if (!Number.isFinite(cpuSlowdownMultiplier) || cpuSlowdownMultiplier <= 0) throw new Error('--cpu takes a number, such as 4');
  console.log(`CPU slowdown ${cpuSlowdownMultiplier}x${cpuSlowdownMultiplier === DEFAULT_CPU_SLOWDOWN ? " (Lighthouse's default)" : ''}`);
  const benchmarks: number[] = [];
  for (const target of targets) {
    const results: Figures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(base + target, { port: chrome.port, output: 'json', logLevel: 'error', throttling: { cpuSlowdownMultiplier } });
      if (!result) throw new Error(`no Lighthouse result for ${target}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError || categories.performance?.score == null) {
        console.log(`${target} run ${run}: Lighthouse failed (${runtimeError?.code ?? 'no performance score'}), run left out`);
        continue;
      }
      const figures: Figures = {
        performance: (categories.performance?.score ?? 0) * 100,
        accessibility: (categories.accessibility?.score ?? 0) * 100,
        bestPractices: (categories['best-practices']?.score ?? 0) * 100,
        seo: (categories.seo?.score ?? 0) * 100,
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      };
      results.push(figures);
      if (saveFlag?.value) {
        mkdirSync(saveFlag.value, { recursive: true });
        const name = `${target === '/' ? 'home' : target.slice(1).replaceAll('/', '_')}-${run}.json`;
        writeFileSync(path.join(saveFlag.value, name), JSON.stringify(result.lhr));
      }
      benchmarks.push(result.lhr.environment.benchmarkIndex);
      console.log(`${row(`${target} run ${run}`, figures)}  (BenchmarkIndex ${Math.round(result.lhr.environment.benchmarkIndex)})`);
    }
    if (results.length === 0) continue;
    const keys = Object.keys(results[0]!) as (keyof Figures)[];
    const medians = Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))])) as unknown as Figures;
    console.log(row(`${target} MEDIAN of ${results.length}`, medians));
  }
  if (benchmarks.length > 0) {
    const host = median(benchmarks);
    console.log(`host BenchmarkIndex median ${Math.round(host)} (range ${Math.round(Math.min(...benchmarks))}-${Math.round(Math.max(...benchmarks))}): the calibrated slowdown for this host would be --cpu ${cpuSlowdownFor(host)}`);
  }
} finally {
  chrome.kill();
  server?.close();
  await database?.close();
}
