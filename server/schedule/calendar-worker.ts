import { parentPort, workerData } from 'node:worker_threads';
import { busyIntervals, CalendarBudgetError, type FeedBudget } from './calendar-parse';

/**
 * One feed's read, in a worker thread of its own (server/schedule/calendar-reader.ts starts it with memory limits
 * and a deadline, and terminates it past the deadline). Plain relative imports only: bundled by esbuild, beside the
 * server bundle (scripts/build-server.mjs) or from the sources on first use.
 */
export interface CalendarJob {
  text: string;
  from: number;
  to: number;
  timeZone: string;
  budget: FeedBudget;
}

export type CalendarAnswer = { type: 'busy'; busy: [number, number][] } | { type: 'error'; overBudget: boolean; message: string };

const job = workerData as CalendarJob;
let answer: CalendarAnswer;
try {
  const busy = busyIntervals(job.text, { from: new Date(job.from), to: new Date(job.to), timeZone: job.timeZone, budget: job.budget });
  answer = { type: 'busy', busy: busy.map((time) => [time.start.getTime(), time.end.getTime()]) };
} catch (error) {
  answer = { type: 'error', overBudget: error instanceof CalendarBudgetError || error instanceof RangeError, message: String((error as Error)?.message ?? error).slice(0, 200) };
}
parentPort?.postMessage(answer);
