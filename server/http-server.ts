import { randomUUID } from 'node:crypto';
import { createServer, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RequestError, getRequestListener } from '@hono/node-server';
import { API_CSP, LOCKED_DOWN_CSP, NO_STORE, securityHeaders } from './http/headers';
import { describeError, type Logger } from './http/log';
import { isApiPath, rawPathOf } from './http/request-path';

export interface RunningServer {
  server: Server;
  port: number;
  /**
   * Graceful stop: no new connections, idle keep-alive connections closed, requests in flight
   * finish; whatever is still open after `timeoutMs` is cut. Resolves when the server is closed.
   */
  close(timeoutMs?: number): Promise<{ forced: boolean }>;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** Longest path written to the log: enough to recognise a request, bounded against log flooding. */
const LOGGED_PATH_CHARS = 512;

/**
 * Puts a fetch-style app (Hono) on a Node HTTP server with one JSON log line per request (method,
 * path without query, status, duration, request id) and an X-Request-Id on every answer,
 * including the ones written before the app runs (malformed requests refused by the adapter or by
 * Node's HTTP parser).
 */
export function startServer(
  app: { fetch: (request: Request, env: { incoming: IncomingMessage; outgoing: ServerResponse }) => Response | Promise<Response> },
  { port, hostname = '0.0.0.0', log }: { port: number; hostname?: string; log: Logger },
): Promise<RunningServer> {
  let closing = false;
  /** Responses answered by the socket layer because the request's body was malformed: the parser's error code. */
  const malformedBodies = new WeakMap<ServerResponse, string>();
  const listener = getRequestListener(app.fetch as never, {
    // Requests the adapter cannot turn into a URL (a raw backslash in the path, a bad Host header).
    errorHandler: (error) => {
      const bad = error instanceof RequestError;
      if (!bad) log.error({ event: 'adapter_error', ...describeError(error) });
      return new Response(bad ? 'Bad request' : 'Internal server error', {
        status: bad ? 400 : 500,
        headers: { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE, 'Content-Security-Policy': LOCKED_DOWN_CSP },
      });
    },
  });

  const server = createServer((incoming, outgoing) => {
    const started = performance.now();
    const given = incoming.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    incoming.headers['x-request-id'] = id; // the app reads the same id from here
    outgoing.setHeader('X-Request-Id', id);
    if (closing) outgoing.setHeader('Connection', 'close');
    outgoing.once('close', () => {
      const parseError = malformedBodies.get(outgoing);
      log.info({
        event: 'request',
        method: incoming.method,
        path: rawPathOf(incoming.url ?? '').slice(0, LOGGED_PATH_CHARS),
        status: outgoing.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        id,
        ...(parseError ? { parseError } : outgoing.writableFinished ? {} : { aborted: true }),
      });
      if (closing) server.closeIdleConnections();
    });
    void listener(incoming, outgoing);
  });

  // Requests Node's parser refuses (a raw control character, a header too large): answered and logged like the rest.
  server.on('clientError', (error: Error & { code?: string }, socket) => {
    const pending = (socket as { _httpMessage?: unknown })._httpMessage;
    if (pending instanceof ServerResponse && !pending.headersSent && socket.writable) {
      // The head was fine and the app is waiting for the body, which is malformed (a broken chunked
      // encoding): answer 400 here and close. The app then sees an aborted body (logged at info by
      // server/app.ts) and its answer goes nowhere; the request's own log line says 400 and why.
      malformedBodies.set(pending, error.code ?? 'unknown');
      pending.statusCode = 400;
      const api = isApiPath(rawPathOf(pending.req?.url ?? '').replace(/^\/+/, '/'));
      const body = api ? JSON.stringify({ error: 'invalid_body', message: 'The request body is malformed.' }) : 'Bad request';
      const headers = {
        ...securityHeaders,
        'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        'Cache-Control': NO_STORE,
        'Content-Security-Policy': api ? API_CSP : LOCKED_DOWN_CSP,
        'X-Request-Id': String(pending.getHeader('X-Request-Id') ?? randomUUID()),
        Connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      socket.end(`HTTP/1.1 400 Bad Request\r\n${head}\r\n${body}`, () => socket.destroy());
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
    const id = randomUUID();
    log.info({ event: 'request', method: null, path: null, status, ms: 0, id, parseError: error.code ?? 'unknown' });
    if (socket.writable && !(socket as { _httpMessage?: unknown })._httpMessage) {
      socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nConnection: close\r\nContent-Length: 0\r\nX-Request-Id: ${id}\r\n\r\n`);
    } else socket.destroy();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve({
        server,
        port: (server.address() as AddressInfo).port,
        close: (timeoutMs = 10_000) =>
          new Promise((done) => {
            closing = true;
            let forced = false;
            const timer = setTimeout(() => {
              forced = true;
              server.closeAllConnections();
            }, timeoutMs);
            timer.unref();
            server.close(() => {
              clearTimeout(timer);
              done({ forced });
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}
