// @ts-check
/**
 * The embedded database's own thread (a worker_threads Worker started by server/db/index.ts): PGlite
 * (PostgreSQL in WebAssembly) runs here, off the server's event loop, and answers the PostgreSQL
 * wire protocol on a unix socket, so the server and the operator CLI talk to it with node-postgres
 * exactly as they talk to PostgreSQL.
 *
 * PGlite is one session. Connections take turns: a connection holds the session from its first
 * message until PGlite answers ReadyForQuery "idle" (so a transaction, or an extended-protocol
 * batch Parse/Bind/Execute/Sync, is never interleaved with another connection's messages); the
 * others queue. A connection that goes away inside a transaction is rolled back; one that holds a
 * transaction open and silent for IDLE_IN_TRANSACTION_MS is cut.
 *
 * Plain JavaScript (not TypeScript) because a worker thread is loaded by Node itself, without the
 * tsx/vitest loaders; build-server.mjs copies it beside the bundle.
 */
import fs from 'node:fs';
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ dataDir: string, socketPath: string }} */
const { dataDir, socketPath } = workerData;
const IDLE_IN_TRANSACTION_MS = 60_000;

// Whatever PGlite's file system layer creates is private to this user: directories 0700, files
// 0600 (it chmods new files to 0666 itself, ignoring the umask, which a worker cannot set anyway).
const PRIVATE = ~0o077;
const mask = (/** @type {unknown} */ mode) => (typeof mode === 'number' ? mode & PRIVATE : mode);
/** @type {any} */
const writable = fs;
for (const name of ['chmodSync', 'fchmodSync', 'lchmodSync']) {
  const original = writable[name];
  if (typeof original === 'function') writable[name] = (/** @type {unknown} */ target, /** @type {unknown} */ mode) => original(target, mask(mode));
}
for (const name of ['mkdirSync', 'openSync']) {
  const original = writable[name];
  writable[name] = (/** @type {unknown[]} */ ...args) => {
    const at = name === 'mkdirSync' ? 1 : 2;
    if (name === 'mkdirSync' && args[1] && typeof args[1] === 'object') args[1] = { .../** @type {object} */ (args[1]), mode: mask(/** @type {{mode?: number}} */ (args[1]).mode ?? 0o777) };
    else if (name === 'mkdirSync') args[1] = mask(args[1] ?? 0o777);
    else args[at] = mask(args[at] ?? 0o666);
    return original(...args);
  };
}
const originalWriteFileSync = writable.writeFileSync;
writable.writeFileSync = (/** @type {unknown} */ file, /** @type {unknown} */ data, /** @type {any} */ options) =>
  originalWriteFileSync(file, data, options && typeof options === 'object' ? { ...options, mode: mask(options.mode ?? 0o666) } : { encoding: options, mode: 0o600 });

const { PGlite } = await import('@electric-sql/pglite');

/** @type {import('@electric-sql/pglite').PGlite} */
let db;
try {
  db = new PGlite(dataDir);
  await db.waitReady;
} catch (error) {
  parentPort?.postMessage({ type: 'error', message: `PGlite could not open ${dataDir}: ${error instanceof Error ? error.message : String(error)}` });
  process.exit(1);
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const ROLLBACK = (() => {
  const sql = Buffer.from('ROLLBACK\0');
  const message = Buffer.alloc(5 + sql.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + sql.length, 1);
  sql.copy(message, 5);
  return message;
})();

/** One client connection: its socket, the complete messages it sent that wait for their turn. */
class Connection {
  /** @param {net.Socket} socket */
  constructor(socket) {
    this.socket = socket;
    /** @type {Buffer[]} */
    this.chunks = [];
    this.buffered = 0;
    this.started = false;
    /** @type {Buffer[]} */
    this.messages = [];
    this.closed = false;
  }

  /** Splits what arrived into whole protocol messages (the startup packet has no type byte). */
  receive(/** @type {Buffer} */ data) {
    this.split(data);
    if (this.messages.length > 0) schedule(); // after splitting all of it, so one trip takes the whole batch
  }

  split(/** @type {Buffer} */ data) {
    this.chunks.push(data);
    this.buffered += data.length;
    for (;;) {
      const headerSize = this.started ? 5 : 4;
      if (this.buffered < headerSize) return;
      const head = this.chunks[0].length >= headerSize ? this.chunks[0] : this.flatten();
      const length = this.started ? 1 + head.readInt32BE(1) : head.readInt32BE(0);
      if (length < (this.started ? 5 : 8) || length > 1024 * 1024 * 1024) return this.fail(); // not the protocol
      if (this.buffered < length) return;
      const all = this.flatten();
      const message = all.subarray(0, length);
      const rest = all.subarray(length);
      this.chunks = rest.length > 0 ? [rest] : [];
      this.buffered = rest.length;
      if (!this.started) {
        const code = length >= 8 ? message.readInt32BE(4) : 0;
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          this.socket.write('N'); // no TLS on a private unix socket
          continue;
        }
        if (code === CANCEL_REQUEST) return this.fail(); // nothing to cancel in a single session
        this.started = true;
      } else if (message[0] === 0x58 /* X: Terminate */) {
        this.socket.end();
        return;
      }
      this.messages.push(Buffer.from(message)); // its own copy: `all` may be a large shared buffer
    }
  }

  flatten() {
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.buffered);
    this.chunks = [all];
    return all;
  }

  fail() {
    this.socket.destroy();
  }
}

/** @type {Connection[]} */
const connections = [];
/** The connection that holds the session (inside a transaction or an extended-protocol batch). */
/** @type {Connection | null} */
let holder = null;
let running = false;
/** @type {NodeJS.Timeout | undefined} */
let idleTimer;

/** The status of the last ReadyForQuery in PGlite's answer ('I' idle, 'T' in a transaction, 'E' failed one), or null. */
function readyStatus(/** @type {Uint8Array} */ answer) {
  let status = null;
  let at = 0;
  while (at + 5 <= answer.length) {
    const length = ((answer[at + 1] << 24) | (answer[at + 2] << 16) | (answer[at + 3] << 8) | answer[at + 4]) >>> 0;
    if (answer[at] === 0x5a /* Z */ && length === 5) status = String.fromCharCode(answer[at + 5]);
    at += 1 + length;
  }
  return status;
}

function schedule() {
  if (!running) void run();
}

async function run() {
  running = true;
  try {
    for (;;) {
      let next = holder;
      if (next === null) {
        const index = connections.findIndex((connection) => connection.messages.length > 0);
        if (index < 0) break;
        next = connections[index];
        connections.push(...connections.splice(index, 1)); // round robin
      }
      if (next.closed) {
        holder = null;
        continue;
      }
      if (next.messages.length === 0) {
        armIdleTimer(next); // the holder is thinking; everyone else waits for it
        break;
      }
      // Everything this connection sent so far in one call (node-postgres writes Parse, Bind, Describe,
      // Execute and Sync together): one trip into PGlite instead of five.
      const batch = next.messages.length === 1 ? next.messages[0] : Buffer.concat(next.messages);
      next.messages = [];
      clearTimeout(idleTimer);
      holder = next;
      // syncToFs only matters for browser file systems; on Node files are written through.
      const answer = await db.execProtocolRaw(batch, { syncToFs: false });
      if (!next.closed && answer.length > 0) next.socket.write(answer);
      const status = readyStatus(answer);
      if (status === 'I') holder = null;
    }
  } catch (error) {
    parentPort?.postMessage({ type: 'log', message: `embedded database: ${error instanceof Error ? error.message : String(error)}` });
    holder?.fail();
  } finally {
    running = false;
  }
  if (holder === null && connections.some((connection) => connection.messages.length > 0)) schedule();
}

function armIdleTimer(/** @type {Connection} */ connection) {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (holder === connection && connection.messages.length === 0) connection.fail();
  }, IDLE_IN_TRANSACTION_MS);
  idleTimer.unref();
}

/** A connection that left while holding the session: undo its open transaction, hand the session on. */
async function release(/** @type {Connection} */ connection) {
  connection.closed = true;
  connections.splice(connections.indexOf(connection), 1);
  if (holder !== connection) return;
  clearTimeout(idleTimer);
  while (running) await new Promise((resolve) => setImmediate(resolve));
  if (holder !== connection) return;
  running = true;
  try {
    if (db.isInTransaction()) await db.execProtocolRaw(ROLLBACK, { syncToFs: false });
  } finally {
    holder = null;
    running = false;
  }
  schedule();
}

const server = net.createServer((socket) => {
  const connection = new Connection(socket);
  connections.push(connection);
  socket.on('data', (data) => connection.receive(data));
  socket.on('error', () => socket.destroy());
  socket.on('close', () => void release(connection));
});

try {
  fs.rmSync(socketPath, { force: true }); // left by a process that is gone (the caller holds the lock)
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve(undefined));
  });
  fs.chmodSync(socketPath, 0o600);
} catch (error) {
  parentPort?.postMessage({ type: 'error', message: `The embedded database could not listen on ${socketPath}: ${error instanceof Error ? error.message : String(error)}` });
  await db.close();
  process.exit(1);
}

parentPort?.on('message', async (/** @type {{ type: string }} */ request) => {
  if (request.type !== 'close') return;
  server.close();
  for (const connection of [...connections]) connection.socket.destroy();
  while (running) await new Promise((resolve) => setImmediate(resolve));
  await db.close();
  fs.rmSync(socketPath, { force: true });
  parentPort?.postMessage({ type: 'closed' });
  parentPort?.close();
});
parentPort?.postMessage({ type: 'ready' });
