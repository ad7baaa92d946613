import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CalendarBudgetError, defaultFeedBudget, type FeedBudget } from './calendar-parse';
import type { CalendarAnswer, CalendarJob } from './calendar-worker';
import { calendarWorkerBuild } from './calendar-worker-build.mjs';
import type { HeldTime } from './slots';

/**
 * Reads one feed's busy times off the event loop: a worker thread per feed (its own ical.js, so its own
 * TimezoneService), with a memory limit (resourceLimits) and a wall-clock deadline after which it is terminated.
 * Over the deadline, the memory or the parser's budget, the read fails with CalendarBudgetError.
 *
 * Where the worker comes from: the server bundle has calendar-worker.cjs beside it (scripts/build-server.mjs);
 * from the sources (vitest, tsx) calendar-worker.ts is bundled with esbuild, a development dependency, once per
 * process, and run as an eval worker. Both are CommonJS, so no loader or TypeScript support is needed in the thread.
 */

export interface ReadLimits extends FeedBudget {
  /** Wall-clock time one feed's parse may take before its worker is terminated. */
  timeMs: number;
  /** The worker's heap (old generation) limit. */
  memoryMb: number;
}

export const defaultReadLimits: ReadLimits = { ...defaultFeedBudget, timeMs: 30_000, memoryMb: 192 };

const beside = new URL('./calendar-worker.cjs', import.meta.url);
let sourceBundle: Promise<string> | undefined;

/** The worker's code: the built file beside the bundle, else the sources bundled now. */
export async function calendarWorkerScript(): Promise<{ file: URL } | { code: string }> {
  if (beside.protocol === 'file:' && existsSync(fileURLToPath(beside))) return { file: beside };
  sourceBundle ??= (async () => {
    const { build } = await import('esbuild');
    // The same options as scripts/build-server.mjs, the entry found from this file (the working directory may be any).
    const result = await build({ ...calendarWorkerBuild, entryPoints: [fileURLToPath(new URL('./calendar-worker.ts', import.meta.url))], write: false, logLevel: 'silent' });
    return result.outputFiles[0]!.text;
  })();
  sourceBundle.catch(() => (sourceBundle = undefined));
  return { code: await sourceBundle };
}

/** The busy intervals of one feed's text, read in a worker within `limits`. */
export async function readBusyTimes(text: string, { from, to, timeZone }: { from: Date; to: Date; timeZone: string }, limits: ReadLimits = defaultReadLimits): Promise<HeldTime[]> {
  const script = await calendarWorkerScript();
  const job: CalendarJob = { text, from: from.getTime(), to: to.getTime(), timeZone, budget: { instances: limits.instances, iterations: limits.iterations } };
  const options = {
    workerData: job,
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    execArgv: [],
    // The thread needs no environment (the server's holds secrets).
    env: {},
    stdout: true,
    stderr: true,
  };
  const worker = 'file' in script ? new Worker(script.file, options) : new Worker(script.code, { ...options, eval: true });
  return new Promise<HeldTime[]>((resolve, reject) => {
    let settled = false;
    const settle = (error: Error | undefined, busy?: HeldTime[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(busy ?? []);
    };
    const timer = setTimeout(() => settle(new CalendarBudgetError(`not read within ${limits.timeMs} ms`)), limits.timeMs);
    worker.once('message', (answer: CalendarAnswer) => {
      if (answer.type === 'busy') settle(undefined, answer.busy.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })));
      else settle(answer.overBudget ? new CalendarBudgetError(answer.message) : new Error(answer.message));
    });
    worker.once('error', (error: Error & { code?: string }) =>
      settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new CalendarBudgetError(`more than ${limits.memoryMb} MB of memory`) : new Error(`the calendar reader failed: ${error.message}`.slice(0, 200))),
    );
    worker.once('exit', (code) => settle(new Error(`the calendar reader stopped (exit ${code})`)));
  });
}
