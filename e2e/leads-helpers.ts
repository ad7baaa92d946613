import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Reads what the e2e server stored, through the operator CLI (npm run leads), which reaches the
 * running server's embedded database over its private socket in DATA_DIR.
 * playwright.config.ts exports the server's DATA_DIR as E2E_DATA_DIR.
 */
export type LeadType = 'contact' | 'job-application' | 'talent-pool' | 'newsletter' | 'chat';
export type StoredLead = { id: string; type: LeadType; createdAt: string; resume?: { id: string; fileName: string; format: string; size: number } | null } & Record<string, unknown>;

function cli(args: string[]) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/leads.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'buffer',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`npm run leads -- ${args.join(' ')} failed: ${result.stderr.toString()}`);
  return result.stdout;
}

/** Every stored submission of one type, newest first, with every field but resume bytes. */
export function storedLeads(type: LeadType): StoredLead[] {
  return JSON.parse(cli(['list', '--type', type, '--json']).toString()) as StoredLead[];
}

/** A stored resume, byte for byte (by the submission's id). */
export function storedResume(id: string): Buffer {
  return cli(['resume', id]);
}

/** The field vitals report (npm run leads -- vitals --json): p75 per page and metric. */
export function storedVitals(device?: 'mobile' | 'tablet' | 'desktop'): { path: string; metric: string; p75: number; samples: number }[] {
  return JSON.parse(cli(['vitals', '--json', ...(device ? ['--device', device] : [])]).toString()) as { path: string; metric: string; p75: number; samples: number }[];
}
