import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import type { Database } from '../db';
import { deleteLead, getResume, listLeads, listOutbox, parseAge, purgeLeads } from '../leads/operations';
import { isLeadType } from '../leads/types';
import { parseVitalsQuery, vitalsReport } from '../vitals/store';

export interface AdminOptions {
  /** The random token the server wrote to its admin file (0600); the CLI sends it as a bearer token. */
  token: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The operator route (/api/admin), for `npm run leads` while the server holds the embedded
 * database. Only a loopback peer with the token and without any proxy header gets in; everyone
 * else gets the same 404 as an unknown path, so nothing admin is visible from outside.
 */
export function adminApi(db: Database, { token }: AdminOptions) {
  const api = new Hono();
  const expected = Buffer.from(`Bearer ${token}`);

  api.use('*', async (c, next) => {
    if (!isLoopbackOperator(c, expected)) return c.json({ error: 'Not found' }, 404);
    await next();
    c.header('Cache-Control', 'no-store');
  });

  api.get('/leads', async (c) => {
    const type = c.req.query('type');
    if (type && !isLeadType(type)) return c.json({ error: 'unknown type' }, 400);
    return c.json(await listLeads(db, type && isLeadType(type) ? type : undefined));
  });
  api.get('/outbox', async (c) => c.json(await listOutbox(db)));
  api.get('/vitals', async (c) => {
    const query = parseVitalsQuery(c.req.query('days'), c.req.query('device'));
    if ('error' in query) return c.json({ error: query.error }, 400);
    return c.json(await vitalsReport(db, query));
  });
  api.get('/resumes/:id', async (c) => {
    const resume = await getResume(db, c.req.param('id'));
    if (!resume) return c.json({ error: 'no resume with this id' }, 404);
    return c.body(new Uint8Array(resume.bytes), 200, { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(resume.fileName) });
  });
  api.delete('/leads/:id', async (c) => {
    const deleted = await deleteLead(db, c.req.param('id'));
    return deleted ? c.json({ deleted: c.req.param('id'), ...deleted }) : c.json({ error: 'no submission with this id' }, 404);
  });
  api.post('/purge', async (c) => {
    const months = parseAge(c.req.query('older-than') ?? '');
    if (months === null) return c.json({ error: 'older-than must look like 24m' }, 400);
    return c.json(await purgeLeads(db, months));
  });
  api.all('*', (c) => c.json({ error: 'Not found' }, 404));
  return api;
}

function isLoopbackOperator(c: Context, expected: Buffer): boolean {
  for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'via']) {
    if (c.req.header(header) !== undefined) return false;
  }
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false; // no socket
  }
  if (!address || !LOOPBACK.has(address)) return false;
  const given = Buffer.from(c.req.header('authorization') ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
