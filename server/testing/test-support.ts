import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db';
import { resumeFilesDir } from '../db/resume-bytes';
import { createApp } from '../app';
import { forgetAvailability } from '../schedule/availability-store';
import type { RateLimiter } from '../http/rate-limit';

/**
 * Shared by the API's integration tests: one database per backend (embedded PGlite in memory;
 * PostgreSQL when TEST_DATABASE_URL is set, as .ci/run does) and an app on it.
 */
export const backends = [
  { name: 'PGlite', env: { DATA_DIR: 'memory://' } as Record<string, string>, skip: false },
  { name: 'PostgreSQL', env: { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' }, skip: !process.env.TEST_DATABASE_URL },
] as const;

/**
 * One describe block's setup on one backend: its own database (`name`), an app on it, and before each
 * test empty tables and a client address of its own (`ip`, so rate limits never carry over).
 */
export function useTestApp({ env, skip }: { env: Record<string, string>; skip: boolean }, name: string) {
  const state = { handle: undefined as unknown as DatabaseHandle, app: undefined as unknown as ReturnType<typeof testApp>, address: 0, ip: '' };
  beforeAll(async () => {
    if (skip) return;
    state.handle = await openTestDatabase(env, name);
    state.app = testApp(state.handle);
  }, 60_000);
  afterAll(async () => state.handle?.close());
  beforeEach(async () => {
    if (skip) return;
    state.address += 1;
    state.ip = `203.0.113.${state.address}`;
    await clearTables(state.handle);
  });
  return state;
}

/**
 * Opens the test database. On PostgreSQL each test file gets its own fresh database (`name`), so
 * files running in parallel never see each other's rows; its name starts with the database of
 * TEST_DATABASE_URL, so checkouts sharing one server (each with its own database) never collide.
 */
export async function openTestDatabase(env: Record<string, string>, name: string): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL) return openDatabase(env);
  const { Client } = await import('pg');
  const url = new URL(testDatabaseUrl(env.DATABASE_URL, name));
  const database = url.pathname.slice(1);
  const admin = new Client({ connectionString: env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  return openDatabase({ DATABASE_URL: url.toString() });
}

/** The address of a test file's own PostgreSQL database (see openTestDatabase, which creates it). */
export function testDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  const base = url.pathname.replace(/^\//, '') || 'leads';
  url.pathname = `/${`${base}_test_${name}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase().slice(0, 63)}`;
  return url.toString();
}

/**
 * Empties the named availability tables (and any others listed with them) by SQL, and drops the availability store's
 * cached answer for this database, which SQL goes around (a test would read the previous test's week for 30 s).
 */
export async function resetAvailability(db: DatabaseHandle['db'], tables: string): Promise<void> {
  await db.execute(sql.raw(`truncate ${tables}`));
  forgetAvailability(db);
}

/** Empties every table (between tests), and the embedded database's resume files with them. */
export async function clearTables(handle: DatabaseHandle) {
  await handle.db.execute(
    sql`truncate resumes, job_applications, talent_pool, newsletter_subscribers, chat_messages, contact_requests, bookings, notifications, rate_limit_hits`,
  );
  const dir = resumeFilesDir(handle.db);
  if (dir) for (const name of readdirSync(dir)) rmSync(path.join(dir, name), { force: true });
}

export function testApp(handle: DatabaseHandle | undefined, { rateLimiter, log }: { rateLimiter?: RateLimiter; log?: string[] } = {}) {
  return createApp({
    root: '/nonexistent',
    db: handle?.db,
    api: {
      trustProxy: true,
      ipHashSecret: 'test-secret',
      rateLimiter,
      siteUrl: 'https://site.test',
      log: { info: (line) => log?.push(line), error: (line) => log?.push(line) },
    },
  });
}

export async function countRows(handle: DatabaseHandle, table: string): Promise<number> {
  const result = (await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Minimal files of each kind, judged by their bytes. */
export const files = {
  pdf: () => Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << >> endobj\n', 'latin1'), Buffer.from([0, 1, 2, 255, 254]), Buffer.from('\n%%EOF\n')]),
  doc: () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 7)]),
  docx: () => zip(['[Content_Types].xml', 'word/document.xml', '_rels/.rels']),
  zipNotDocx: () => zip(['readme.txt', 'data/sheet.xml']),
  script: () => Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n'),
  html: () => Buffer.from('<html><script>alert(1)</script></html>'),
  fakePdfZip: () => zip(['word/document.xml']),
};

/** A stored (uncompressed) ZIP with the given entry names and tiny contents. */
export function zip(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(`<x>${name}</x>`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralBytes = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

/** Valid bodies of the two resume forms (text fields only). */
export { validApplication, validTalent } from './form-fixtures';

export function multipart(fields: Record<string, string>, resume?: { bytes: Buffer; name: string; type?: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (resume) form.append('resume', new File([new Uint8Array(resume.bytes)], resume.name, { type: resume.type ?? 'application/pdf' }));
  return form;
}
