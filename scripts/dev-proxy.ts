/**
 * The front of `npm run dev` (scripts/dev.ts): one origin on PORT that sends each request, and each WebSocket
 * upgrade, to the server that answers it: the API or `astro dev`, each on its own loopback port, as nginx does in
 * production. Bodies stream both ways (nothing is buffered); method, headers (Host as the browser sent it), status
 * and body pass unchanged, less the hop-by-hop headers. A backend that does not answer gets a 502 with a short text.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { pathOf } from '../content/paths';

export type Backend = 'api' | 'astro';

/** Path prefixes of the API, matched on whole segments ('/api' matches /api and /api/…, never /apis). */
export const API_PREFIXES = ['/api'] as const;

/**
 * Where a request for this URL (path, query and all) goes: the API under /api (server/dev.ts), astro dev for
 * everything else (the pages, the 404 page, public/, and Vite's client, modules and HMR socket).
 */
export function backendOf(url: string): Backend {
  const path = pathOf(url.startsWith('/') ? url : `/${url}`);
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ? 'api' : 'astro';
}

/** Headers of one connection, not of the message: never forwarded (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authenticate', 'proxy-authorization']);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set((headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase()));
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)));
}

/**
 * A response head written by hand on the socket of an upgrade request: the 101 as the backend wrote it, or a
 * refusal, whose body then follows decoded and ends the connection.
 */
function rawHead(answer: http.IncomingMessage, switched: boolean): string {
  const lines = [`HTTP/1.1 ${answer.statusCode ?? 502} ${answer.statusMessage ?? ''}`];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    const name = answer.rawHeaders[i] ?? '';
    if (switched || !HOP_BY_HOP.has(name.toLowerCase())) lines.push(`${name}: ${answer.rawHeaders[i + 1] ?? ''}`);
  }
  if (!switched) lines.push('connection: close');
  return `${lines.join('\r\n')}\r\n\r\n`;
}

export interface DevProxyOptions {
  /** The loopback port of each backend. */
  ports: Record<Backend, number>;
  /** Defaults to backendOf. */
  route?: (url: string) => Backend;
}

const names: Record<Backend, string> = { api: 'the API', astro: 'astro dev' };

/** The front server (not listening yet). */
export function createDevProxy({ ports, route = backendOf }: DevProxyOptions): http.Server {
  const down = (backend: Backend, error: Error) => `dev proxy: ${names[backend]} (127.0.0.1:${ports[backend]}) did not answer: ${(error as NodeJS.ErrnoException).code ?? error.message}\n`;

  const server = http.createServer((req, res) => {
    const backend = route(req.url ?? '/');
    const upstream = http.request({ host: '127.0.0.1', port: ports[backend], method: req.method, path: req.url, headers: endToEnd(req.headers) }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(down(backend, error));
    });
    // The browser went away: so does the request to the backend.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const backend = route(req.url ?? '/');
    socket.on('error', () => socket.destroy());
    // Connection and Upgrade stay: they are what asks the backend to switch protocols.
    const upstream = http.request({ host: '127.0.0.1', port: ports[backend], method: req.method, path: req.url, headers: req.headers });
    // The browser went away, before or after the switch: so does the backend's side.
    socket.on('close', () => upstream.destroy());
    upstream.on('upgrade', (answer, backendSocket, backendHead) => {
      socket.write(rawHead(answer, true));
      if (backendHead.length > 0) socket.write(backendHead);
      if (head.length > 0) backendSocket.write(head);
      backendSocket.on('error', () => socket.destroy());
      socket.on('close', () => backendSocket.destroy());
      backendSocket.on('close', () => socket.destroy());
      backendSocket.pipe(socket).pipe(backendSocket);
    });
    // The backend refused the upgrade: its answer goes back as it is.
    upstream.on('response', (answer) => {
      socket.write(rawHead(answer, false));
      answer.pipe(socket);
    });
    upstream.on('error', (error) => {
      const text = down(backend, error);
      socket.end(`HTTP/1.1 502 Bad Gateway\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`);
    });
    upstream.end();
  });

  return server;
}
