import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { backendOf, createDevProxy, type Backend } from './dev-proxy';

describe('backendOf: where npm run dev sends a request', () => {
  it.each([
    ['/api', 'api'],
    ['/api/schedule/slots?type=intro', 'api'],
    ['/apiary', 'astro'],
    ['/', 'astro'],
    ['/?utm_source=x', 'astro'],
    // The 404 page for an unknown path, and the endpoints' files.
    ['/no-such-page', 'astro'],
    ['/og/services/devops.png', 'astro'],
    ['/blog/rss.xml', 'astro'],
    ['/resources/checklists/mobile-launch.txt', 'astro'],
    ['/sitemap.xml', 'astro'],
    ['/robots.txt', 'astro'],
    ['/manifest.webmanifest', 'astro'],
    ['/careers/positions/senior-backend-engineer-go', 'astro'],
    ['/contact?service=devops', 'astro'],
    ['/blog/choosing-a-mobile-stack', 'astro'],
    ['/services/devops?utm_source=x', 'astro'],
    ['/favicon.ico', 'astro'],
    ['/privacy', 'astro'],
    ['/terms#changes', 'astro'],
    ['/cookies?x=1', 'astro'],
    ['/privacy-old', 'astro'],
    // What astro dev's /privacy requested in a browser, and the other paths of Vite and Astro.
    ['/@vite/client', 'astro'],
    ['/@vite/hmr?token=abc', 'astro'],
    ['/@fs/work/main/node_modules/vite/dist/client/env.mjs', 'astro'],
    ['/@id/__x00__astro-entry:/x', 'astro'],
    ['/@react-refresh', 'astro'],
    ['/node_modules/.vite/deps/react.js?v=1a2b', 'astro'],
    ['/app/globals.css', 'astro'],
    ['/app/styles/fonts.css', 'astro'],
    ['/app/fonts/geist-latin.woff2', 'astro'],
    ['/components/layout/site-header.tsx', 'astro'],
    ['/lib/header-behaviour.ts?t=1', 'astro'],
    ['/content/legal.ts', 'astro'],
    ['/_astro/site.css', 'astro'],
    ['/_image?href=%2Fa.png', 'astro'],
    ['/applications', 'astro'],
  ] satisfies Array<[string, Backend]>)('%s -> %s', (url, backend) => {
    expect(backendOf(url)).toBe(backend);
  });
});

describe('createDevProxy', () => {
  const open: Array<http.Server> = [];
  let held: (() => void) | undefined;
  afterEach(async () => {
    for (const server of open.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  async function listen(server: http.Server): Promise<number> {
    open.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  /** A backend that echoes what it was sent, streaming its answer in two parts. */
  function echo(name: string): http.Server {
    const server = http.createServer((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (part: Buffer) => parts.push(part));
      req.on('end', () => {
        res.writeHead(207, { 'content-type': 'text/plain', 'set-cookie': ['a=1', 'b=2'], 'x-backend': name });
        res.write(`${name} ${req.method} ${req.url} host=${req.headers.host} body=${Buffer.concat(parts).toString()}`);
        // Held: the rest only once the client has read the first part, which a buffering proxy would never pass on.
        if (req.headers['x-hold']) held = () => res.end(' end');
        else res.end(' end');
      });
    });
    server.on('upgrade', (req, socket) => {
      socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: echo\r\nConnection: Upgrade\r\nX-Backend: ${name}\r\n\r\n`);
      socket.on('data', (data: Buffer) => socket.write(`${name}:${data.toString()}`));
      socket.on('end', () => socket.end());
    });
    return server;
  }

  async function start(down: Backend[] = []): Promise<number> {
    const ports = { api: 0, astro: 0 };
    for (const backend of ['api', 'astro'] as const) {
      if (down.includes(backend)) {
        // A port nothing listens on: taken and released.
        const gone = http.createServer();
        const port = await listen(gone);
        open.pop();
        await new Promise((resolve) => gone.close(resolve));
        ports[backend] = port;
      } else {
        ports[backend] = await listen(echo(backend));
      }
    }
    return listen(createDevProxy({ ports }));
  }

  it('passes method, path, Host, body, status and headers, and streams the answer as it comes', async () => {
    const port = await start();
    const answer = await fetch(`http://localhost:${port}/api/contact?x=1`, { method: 'POST', body: 'hello', headers: { 'x-hold': '1' } });
    expect(answer.status).toBe(207);
    expect(answer.headers.get('x-backend')).toBe('api');
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const reader = answer.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    held?.();
    expect(first).toBe(`api POST /api/contact?x=1 host=localhost:${port} body=hello`);
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += new TextDecoder().decode(part.value);
    expect(rest).toBe(' end');

    expect(await (await fetch(`http://localhost:${port}/privacy`)).text()).toMatch(/^astro GET \/privacy /);
  });

  it('answers 502 with a short text when a backend is down', async () => {
    const port = await start(['astro']);
    const answer = await fetch(`http://localhost:${port}/terms`);
    expect(answer.status).toBe(502);
    expect(await answer.text()).toMatch(/^dev proxy: astro dev \(127\.0\.0\.1:\d+\) did not answer: ECONNREFUSED/);
    expect((await fetch(`http://localhost:${port}/api/health`)).status).toBe(207);
  });

  it('sends a WebSocket upgrade to the server its path belongs to, both ways', async () => {
    const port = await start();
    const exchange = (path: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: Upgrade\r\nUpgrade: echo\r\n\r\n`);
        });
        let seen = '';
        socket.on('data', (data: Buffer) => {
          seen += data.toString();
          if (seen.endsWith('\r\n\r\n') && !seen.includes(':ping')) socket.write('ping');
          if (seen.includes(':ping')) {
            socket.destroy();
            resolve(seen);
          }
        });
        socket.on('error', reject);
      });
    const vite = await exchange('/@vite/hmr?token=t');
    expect(vite).toMatch(/^HTTP\/1\.1 101 /);
    expect(vite).toContain('X-Backend: astro');
    expect(vite).toMatch(/astro:ping$/);
    expect(await exchange('/api/hmr')).toMatch(/api:ping$/);
  });
});
