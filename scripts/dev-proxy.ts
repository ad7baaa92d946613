/**
 * The front of `npm run dev` (scripts/dev.ts): one origin on PORT that sends each request, and each WebSocket
 * upgrade, to the server that answers it: the API, `next dev` or `astro dev`, each on its own loopback port.
 * Bodies stream both ways (nothing is buffered); method, headers (Host as the browser sent it), status and body
 * pass unchanged, less the hop-by-hop headers. A backend that does not answer gets a 502 with a short text.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { rendererOf } from '../content/site-map/renderers';
import { pathOf } from '../content/paths';

export type Backend = 'api' | 'next' | 'astro';

export interface DevRoute {
  /** Path prefixes, matched on whole segments ('/app' matches /app and /app/…, never /apples). */
  prefixes: readonly `/${string}`[];
  to: Backend;
  why: string;
}

/**
 * What is not a page, first match wins; every other path is a page, sent to the renderer that builds its family
 * (content/site-map/renderers.ts). The Vite paths are what astro dev's pages request (opened in a browser: the
 * client, the stylesheets and fonts as source modules under /app/, Vite's own modules through /@fs/).
 */
export const devRoutes: readonly DevRoute[] = [
  { prefixes: ['/api'], to: 'api', why: 'the API (server/dev.ts), as nginx sends it in production' },
  { prefixes: ['/_next', '/__nextjs_original-stack-frames', '/__nextjs_source-map'], to: 'next', why: "Next's chunks, its data, its HMR socket (/_next/hmr with Turbopack) and its error overlay's requests" },
  {
    prefixes: ['/@vite', '/@id', '/@fs', '/@react-refresh', '/node_modules', '/_astro', '/_image'],
    to: 'astro',
    // The HMR socket too: astro.config.mjs puts Vite's at /@vite/hmr (by default it is /, a Next page's path).
    why: "Vite's client, HMR socket, resolved and pre-bundled modules, Astro's assets and image endpoint",
  },
  {
    prefixes: ['/app', '/components', '/lib', '/content', '/build'],
    to: 'astro',
    why: "source modules Astro's pages load in dev (stylesheets, fonts, islands); no page of the site lives there",
  },
];

/** Where a request for this URL (path, query and all) goes: the first route that names it, else its page's renderer (Astro for a path no family names: its 404 page and public/). */
export function backendOf(url: string): Backend {
  const path = pathOf(url.startsWith('/') ? url : `/${url}`);
  const route = devRoutes.find(({ prefixes }) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));
  if (route) return route.to;
  return rendererOf(path) === 'next' ? 'next' : 'astro';
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

const names: Record<Backend, string> = { api: 'the API', next: 'next dev', astro: 'astro dev' };

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
