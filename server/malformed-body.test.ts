import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { openDatabase, type DatabaseHandle } from './db';
import { startServer, type RunningServer } from './http-server';
import type { Logger } from './http/log';

// On a real socket: a broken chunked encoding is found by Node's HTTP parser, below the app.
let handle: DatabaseHandle;
let server: RunningServer;
const lines: { level: 'info' | 'error'; fields: Record<string, unknown> }[] = [];
const log: Logger = { info: (fields) => lines.push({ level: 'info', fields }), error: (fields) => lines.push({ level: 'error', fields }) };

beforeAll(async () => {
  handle = await openDatabase({ DATA_DIR: 'memory://' });
  const app = createApp({
    root: '/nonexistent',
    db: handle.db,
    log,
    api: { log: { info: (line) => log.info(JSON.parse(line)), error: (line) => log.error(JSON.parse(line)) } },
  });
  server = await startServer(app, { port: 0, hostname: '127.0.0.1', log });
}, 60_000);
afterAll(async () => {
  await server?.close(1000);
  await handle?.close();
});

/** Writes `head` then `body` on a fresh socket; resolves with everything the server sent before closing. */
function raw(head: string, body: string, { endAfterMs = 2000 }: { endAfterMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.write(head + body);
    setTimeout(() => socket.end(), endAfterMs).unref();
  });
}

async function settled() {
  // The request's log line is written when its response closes: wait for the socket layer and the app to finish.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('a malformed request body', () => {
  const cases = [
    { path: '/api/contact', type: 'application/json', body: '5\r\n{"a":\r\nZZZ\r\nbroken\r\n\r\n' },
    { path: '/api/chat', type: 'application/x-www-form-urlencoded', body: '4\r\nmess\r\n-1\r\n\r\n' },
    { path: '/api/talent-pool', type: 'multipart/form-data; boundary=x', body: '3\r\n--x\r\n10000000000000000000\r\n' },
    { path: '/api/job-applications', type: 'multipart/form-data; boundary=x', body: '3\r\n--xTOO-LONG\r\n' },
  ];

  it.each(cases)('$path: a broken chunked encoding gets a JSON 400 (not a closed socket), logged at info', async ({ path, type, body }) => {
    lines.length = 0;
    const answer = await raw(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nAccept: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`, body);
    await settled();
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const [head = '', payload = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/i);
    expect(head).toMatch(/\r\nContent-Security-Policy: default-src 'none'/i);
    expect(head).toMatch(/\r\nConnection: close(\r\n|$)/i);
    expect(JSON.parse(payload)).toMatchObject({ error: 'invalid_body' });
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    expect(lines).toContainEqual({ level: 'info', fields: expect.objectContaining({ event: 'request', method: 'POST', path, status: 400, parseError: expect.stringMatching(/^HPE_/) }) });
  });

  it('a client that hangs up halfway through its body is logged at info, not as our error', async () => {
    lines.length = 0;
    await raw('POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n', '{"name":"Ada', { endAfterMs: 100 });
    await settled();
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    expect(lines).toContainEqual({ level: 'info', fields: expect.objectContaining({ event: 'request', path: '/api/contact', status: 400 }) });
  });

  it('the server still answers afterwards', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', '');
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
  });
});
