/**
 * The operator CLI: `npm run leads -- <command>`.
 *
 *   list [--type contact|job-application|talent-pool|newsletter|chat] [--json]
 *   export --format csv [--type …]
 *   resume <id> > file          the resume of a submission, bytes exactly as uploaded
 *   delete <id>                 erase one submission (its resume and queued mails included)
 *   purge --older-than 24m      delete everything older than 24 months
 *   outbox [--json]             the notification outbox (pending and sent)
 *   vitals [--days 28] [--device mobile|tablet|desktop] [--json]
 *                               field Core Web Vitals: p75 per page and metric (server/vitals/store.ts)
 *
 * With DATABASE_URL it connects to PostgreSQL. With the embedded database (DATA_DIR), which only
 * one process may open, it asks the running server over its loopback admin route (token in the
 * admin file beside DATA_DIR, mode 0600); when no server runs it opens the database itself.
 */
import { openDatabase } from '../server/db';
import { deleteLead, getResume, listLeads, listOutbox, parseAge, purgeLeads, type Lead } from '../server/leads/operations';
import { adminFilePath, readAdminFile } from '../server/leads/runtime';
import { isLeadType, leadTypes, type LeadType } from '../server/leads/types';
import { formatVitalsReport, parseVitalsQuery, vitalsReport, type VitalsRow } from '../server/vitals/store';

interface Backend {
  list(type?: LeadType): Promise<Lead[]>;
  outbox(): Promise<Record<string, unknown>[]>;
  vitals(query: string): Promise<VitalsRow[]>;
  resume(id: string): Promise<Buffer | null>;
  remove(id: string): Promise<{ type: string } | null>;
  purge(months: number): Promise<Record<string, number>>;
  close(): Promise<void>;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function backend(): Promise<Backend> {
  const admin = process.env.DATABASE_URL?.trim() ? null : readAdminFile(adminFilePath(process.env));
  if (admin && isRunning(admin.pid)) {
    const call = async (method: string, path: string) => {
      const response = await fetch(`http://127.0.0.1:${admin.port}/api/admin${path}`, { method, headers: { Authorization: `Bearer ${admin.token}` } });
      return response;
    };
    const json = async <T>(method: string, path: string): Promise<T | null> => {
      const response = await call(method, path);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`The server answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    };
    return {
      list: async (type) => (await json<Lead[]>('GET', `/leads${type ? `?type=${type}` : ''}`)) ?? [],
      outbox: async () => (await json<Record<string, unknown>[]>('GET', '/outbox')) ?? [],
      vitals: async (query) => (await json<VitalsRow[]>('GET', `/vitals?${query}`)) ?? [],
      resume: async (id) => {
        const response = await call('GET', `/resumes/${encodeURIComponent(id)}`);
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`The server answered ${response.status}`);
        return Buffer.from(await response.arrayBuffer());
      },
      remove: (id) => json('DELETE', `/leads/${encodeURIComponent(id)}`),
      purge: async (months) => (await json<Record<string, number>>('POST', `/purge?older-than=${months}m`)) ?? {},
      close: async () => {},
    };
  }
  const handle = await openDatabase(process.env);
  return {
    list: (type) => listLeads(handle.db, type),
    outbox: () => listOutbox(handle.db),
    vitals: (query) => {
      const options = parseVitalsQuery(new URLSearchParams(query).get('days') ?? undefined, new URLSearchParams(query).get('device') ?? undefined);
      return 'error' in options ? Promise.reject(new Error(options.error)) : vitalsReport(handle.db, options);
    },
    resume: async (id) => (await getResume(handle.db, id))?.bytes ?? null,
    remove: (id) => deleteLead(handle.db, id),
    purge: (months) => purgeLeads(handle.db, months),
    close: () => handle.close(),
  };
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Quote always; neutralise spreadsheet formulas.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function toCsv(leads: Lead[]): string {
  const columns = ['type', 'id', 'createdAt', ...new Set(leads.flatMap((lead) => Object.keys(lead)).filter((key) => !['type', 'id', 'createdAt'].includes(key)))];
  return [columns.map(csvCell).join(','), ...leads.map((lead) => columns.map((column) => csvCell(lead[column])).join(','))].join('\n') + '\n';
}

function summary(lead: Lead): string {
  const who = [lead.name, lead.fullName, [lead.firstName, lead.lastName].filter(Boolean).join(' ')].find((value) => typeof value === 'string' && value) ?? '';
  const text = String(lead.message ?? lead.coverLetter ?? lead.experience ?? lead.status ?? '').replace(/\s+/g, ' ').slice(0, 60);
  return [lead.createdAt, lead.type.padEnd(15), lead.id, String(who || '-'), String(lead.email ?? '-'), text].join('  ');
}

async function main(argv: string[]) {
  const [command, ...args] = argv;
  const type = option(args, '--type');
  if (type !== undefined && !isLeadType(type)) throw new Error(`--type must be one of ${leadTypes.join(', ')}`);
  const usage = 'Usage: npm run leads -- list [--type T] [--json] | export --format csv [--type T] | resume <id> > file | delete <id> | purge --older-than 24m | outbox [--json] | vitals [--days N] [--device D] [--json]';
  if (!command || !['list', 'export', 'resume', 'delete', 'purge', 'outbox', 'vitals'].includes(command)) {
    console.error(usage);
    return 2;
  }
  if (command === 'export' && option(args, '--format') !== 'csv') throw new Error('export needs --format csv');
  const months = command === 'purge' ? parseAge(option(args, '--older-than') ?? '') : null;
  if (command === 'purge' && months === null) throw new Error('purge needs --older-than like 24m');
  const vitalsQuery = command === 'vitals' ? parseVitalsQuery(option(args, '--days'), option(args, '--device')) : null;
  if (vitalsQuery && 'error' in vitalsQuery) throw new Error(vitalsQuery.error);
  const id = args[0];
  if ((command === 'resume' || command === 'delete') && !id) throw new Error(`${command} needs an id`);

  const db = await backend();
  try {
    switch (command) {
      case 'list': {
        const leads = await db.list(type as LeadType | undefined);
        if (args.includes('--json')) process.stdout.write(`${JSON.stringify(leads, null, 2)}\n`);
        else {
          for (const lead of leads) console.log(summary(lead));
          console.error(`${leads.length} submission${leads.length === 1 ? '' : 's'}`);
        }
        return 0;
      }
      case 'export':
        process.stdout.write(toCsv(await db.list(type as LeadType | undefined)));
        return 0;
      case 'outbox': {
        const rows = await db.outbox();
        if (args.includes('--json')) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        else for (const row of rows) console.log([row.createdAt, String(row.kind).padEnd(15), row.id, row.sentAt ? `sent ${row.sentAt}` : `pending (attempts ${row.attempts}${row.lastError ? `, last error: ${row.lastError}` : ''})`].join('  '));
        return 0;
      }
      case 'vitals': {
        const query = new URLSearchParams(Object.entries(vitalsQuery ?? {}).map(([key, value]) => [key, String(value)]));
        const rows = await db.vitals(query.toString());
        if (args.includes('--json')) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        else if (rows.length === 0) console.error('No measurements yet.');
        else for (const line of formatVitalsReport(rows)) console.log(line);
        return 0;
      }
      case 'resume': {
        const bytes = await db.resume(id!);
        if (!bytes) {
          console.error(`No resume for ${id}.`);
          return 1;
        }
        if (process.stdout.isTTY) {
          console.error('Redirect the output to a file: npm run leads -- resume <id> > resume.pdf');
          return 1;
        }
        await new Promise<void>((resolve, reject) => process.stdout.write(bytes, (error) => (error ? reject(error) : resolve())));
        return 0;
      }
      case 'delete': {
        const deleted = await db.remove(id!);
        if (!deleted) {
          console.error(`No submission with id ${id}.`);
          return 1;
        }
        console.error(`Deleted ${deleted.type} ${id} (with its resume and queued mails).`);
        return 0;
      }
      case 'purge': {
        const counts = await db.purge(months!);
        console.error(`Deleted submissions older than ${months} months: ${Object.entries(counts).map(([name, count]) => `${name} ${count}`).join(', ')}.`);
        return 0;
      }
    }
    return 2;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
