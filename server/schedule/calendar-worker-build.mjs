/**
 * How the calendar reader's worker thread (calendar-worker.ts) is bundled: one self-contained CommonJS file (ical.js
 * and @date-fns/tz inside), by scripts/build-server.mjs beside the server bundle, and by calendar-reader.ts from the
 * sources (vitest, tsx), where it runs as an eval worker. CommonJS, so the thread needs no loader on Node 20 or 24.
 */
export const calendarWorkerEntry = 'server/schedule/calendar-worker.ts';
export const calendarWorkerBuild = { entryPoints: [calendarWorkerEntry], bundle: true, platform: 'node', format: 'cjs', target: 'node24', legalComments: 'none', logLevel: 'warning' };
