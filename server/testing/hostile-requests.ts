import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { readSiteManifest } from '../site-manifest';

/**
 * The hostile and odd requests every server of the site must survive, with the answer each must
 * give. One table, run by server/hostile-requests.test.ts against the Node app on a real socket,
 * and by e2e/hostile.spec.ts against the compiled server and, in CI, against nginx (`nginx` says
 * where nginx is meant to answer differently, or `false` where the row does not apply to it).
 */
export interface Expectation {
  status: number;
  /** Header values that must match (lower-case names); null: must be absent. */
  headers?: Record<string, string | RegExp | null>;
  /** The exact body (GET) or an empty one (true). */
  body?: Buffer | 'empty';
  /** The body is JSON (Content-Type application/json). */
  json?: boolean;
}

export interface HostileRequest extends Expectation {
  name: string;
  method?: string;
  /** Sent byte for byte as the request target. */
  target: string;
  requestHeaders?: Record<string, string>;
  nginx?: false | Partial<Expectation>;
}

export interface SiteUnderTest {
  /** A page of the export and its canonical path. */
  page: string;
  /** A path of the redirect table and its target. */
  redirect: { from: string; to: string };
  /** A compressible asset with .br and .gz variants. */
  chunk: string;
  /** The hero video and its bytes. */
  video: string;
  videoBytes: Buffer;
}

/** Validators taken from the server under test before the table runs. */
export interface Probe {
  pageEtag: string;
  pageLastModified: string;
  videoEtag: string;
}

export function describeSite(root: string): SiteUnderTest {
  const manifest = readSiteManifest(root);
  const page = '/services/devops';
  if (!manifest.pages[page]) throw new Error(`${page} is not a page of ${root}`);
  const chunks = readdirSync(path.join(root, '_astro'));
  const chunk = chunks.find((name) => name.endsWith('.js') && chunks.includes(`${name}.br`) && chunks.includes(`${name}.gz`));
  if (!chunk) throw new Error('no precompressed chunk in the export');
  return {
    page,
    redirect: { from: '/services/mvp', to: '/services/launch' },
    chunk: `/_astro/${chunk}`,
    video: '/media/hero-shapes.mp4',
    videoBytes: readFileSync(path.join(root, 'media/hero-shapes.mp4')),
  };
}

const JSON_NO_STORE = { 'cache-control': 'no-store' };
const NO_LOCATION = { location: null };

export function hostileRequests(site: SiteUnderTest, probe: Probe): HostileRequest[] {
  const { page, redirect, chunk, video, videoBytes } = site;
  const size = videoBytes.length;
  const long = (n: number) => 'a'.repeat(n);
  return [
    // Traversal, in every spelling.
    { name: 'dot-dot above the root', target: '/../etc/passwd', status: 400 },
    { name: 'encoded dot-dot', target: '/%2e%2e/%2e%2e/etc/passwd', status: 400 },
    { name: 'dot-dot with encoded slashes', target: '/services/..%2f..%2f..%2fetc/passwd', status: 400 },
    { name: 'double-encoded dot-dot is a plain name', target: '/%252e%252e/%252e%252e/etc/passwd', status: 404 },
    { name: 'dot-dot with encoded backslashes', target: '/..%5c..%5cetc%5cpasswd', status: 400, nginx: { status: 404 } },
    { name: 'dot-dot inside the static folder', target: '/_astro/../../../etc/passwd', status: 400 },
    { name: 'a dot segment in a page path', target: `/services/./devops`, status: 308, headers: { location: page }, nginx: { status: 200, headers: {} } },
    // Open redirects: a Location never leaves the site.
    { name: 'protocol-relative path', target: '//evil.com/', status: 404, headers: NO_LOCATION },
    { name: 'encoded slash host', target: '/%2fevil.com/', status: 404, headers: NO_LOCATION },
    { name: 'encoded backslash host', target: '/%5cevil.com/', status: 404, headers: NO_LOCATION },
    { name: 'encoded tab before a host', target: '/%09/evil.com/', status: 400, headers: NO_LOCATION },
    { name: 'raw backslash host', target: '/\\evil.com/', status: 400, headers: NO_LOCATION, nginx: { status: 404 } },
    { name: 'leading slashes before a page', target: `///${page.slice(1)}/`, status: 308, headers: { location: page } },
    { name: 'trailing slash', target: `${page}/`, status: 308, headers: { location: page } },
    { name: 'trailing slash keeps the query', target: `${page}/?ref=mail`, status: 308, headers: { location: `${page}?ref=mail` } },
    { name: '.html suffix', target: `${page}.html`, status: 308, headers: { location: page } },
    { name: 'redirect table', target: redirect.from, status: 308, headers: { location: redirect.to } },
    { name: 'redirect table with trailing slash', target: `${redirect.from}/`, status: 308, headers: { location: redirect.to } },
    { name: 'redirect table .html file', target: `${redirect.from}.html`, status: 308, headers: { location: redirect.to } },
    // Control characters and bad escapes.
    { name: 'encoded NUL', target: '/robots.txt%00', status: 400 },
    { name: 'encoded CR LF (header injection)', target: '/%0d%0aSet-Cookie:%20a=1', status: 400, headers: { 'set-cookie': null } },
    { name: 'encoded line feed after a page', target: `${page}%0a`, status: 400 },
    { name: 'encoded DEL', target: '/a%7f', status: 400 },
    { name: 'malformed escape', target: '/%zz', status: 400 },
    { name: 'raw CR in the path', target: '/a\rb', status: 400 },
    // Length limits.
    { name: 'path over 2048 characters', target: `/${long(2100)}`, status: 414 },
    { name: 'segment over 255 characters', target: `/${long(300)}`, status: 404 },
    { name: 'path of 9000 characters', target: `/${long(9000)}`, status: 414 },
    // Methods.
    { name: 'PUT on a page', method: 'PUT', target: page, status: 405, headers: { allow: 'GET, HEAD' } },
    { name: 'DELETE on the home page', method: 'DELETE', target: '/', status: 405, headers: { allow: 'GET, HEAD' } },
    { name: 'POST on a page', method: 'POST', target: page, status: 405, headers: { allow: 'GET, HEAD' } },
    { name: 'OPTIONS on a page', method: 'OPTIONS', target: page, status: 405, headers: { allow: 'GET, HEAD' } },
    { name: 'PATCH on an asset', method: 'PATCH', target: chunk, status: 405, headers: { allow: 'GET, HEAD' } },
    { name: 'HEAD on a page', method: 'HEAD', target: page, status: 200, headers: { 'content-type': /^text\/html/, 'content-length': /^\d+$/ }, body: 'empty' },
    { name: 'HEAD on the video', method: 'HEAD', target: video, status: 200, headers: { 'content-length': String(size), 'accept-ranges': 'bytes' }, body: 'empty' },
    // The API: JSON for every path and method, never stored.
    { name: 'unknown API path', target: '/api/nope', status: 404, json: true, headers: JSON_NO_STORE },
    { name: 'POST to an unknown API path', method: 'POST', target: '/api/nope', status: 404, json: true, headers: JSON_NO_STORE },
    { name: 'bare /api', target: '/api', status: 404, json: true, headers: JSON_NO_STORE },
    { name: 'GET on the contact endpoint', target: '/api/contact', status: 405, json: true, headers: { ...JSON_NO_STORE, allow: 'POST' } },
    { name: 'DELETE on the contact endpoint', method: 'DELETE', target: '/api/contact', status: 405, json: true, headers: { allow: 'POST' } },
    { name: 'PUT on the health check', method: 'PUT', target: '/api/health', status: 405, json: true, headers: { allow: 'GET, HEAD' } },
    { name: 'health check', target: '/api/health', status: 200, json: true, headers: JSON_NO_STORE },
    // nginx refuses a NUL itself, with its own HTML 400, before the API sees it.
    { name: 'NUL under /api', target: '/api/%00', status: 400, json: true, headers: JSON_NO_STORE, nginx: { json: false, headers: {} } },
    // Only real pages answer 200; build-side files are not served.
    { name: '/index', target: '/index', status: 308, headers: { location: '/' } },
    { name: '/index.html', target: '/index.html', status: 308, headers: { location: '/' } },
    { name: '/404', target: '/404', status: 404, headers: { 'cache-control': 'no-store' } },
    { name: '/404.html', target: '/404.html', status: 404, headers: { 'cache-control': 'no-store' } },
    { name: '/server-frame.html (the frame page, deleted at build)', target: '/server-frame.html', status: 404 },
    { name: '/500 (the server-error page is no page of its own)', target: '/500', status: 404 },
    { name: '/500.html', target: '/500.html', status: 404 },
    { name: 'unknown page', target: '/no/such/page', status: 404, headers: { 'cache-control': 'no-store', 'content-type': /^text\/html/, 'content-security-policy': /script-src 'self' 'sha256-/ } },
    { name: '_headers file', target: '/_headers', status: 404 },
    { name: '_redirects file', target: '/_redirects', status: 404 },
    { name: 'serving manifest', target: '/_serving.json', status: 404 },
    { name: 'brotli variant by name', target: '/index.html.br', status: 404 },
    { name: 'gzip variant of a chunk by name', target: `${chunk}.gz`, status: 404 },
    // Byte ranges on the hero video.
    { name: 'first 100 bytes', target: video, requestHeaders: { range: 'bytes=0-99' }, status: 206, headers: { 'content-range': `bytes 0-99/${size}`, 'content-length': '100' }, body: videoBytes.subarray(0, 100) },
    { name: 'suffix range', target: video, requestHeaders: { range: 'bytes=-100' }, status: 206, headers: { 'content-range': `bytes ${size - 100}-${size - 1}/${size}` }, body: videoBytes.subarray(size - 100) },
    { name: 'open-ended range', target: video, requestHeaders: { range: `bytes=${size - 10}-` }, status: 206, headers: { 'content-range': `bytes ${size - 10}-${size - 1}/${size}` }, body: videoBytes.subarray(size - 10) },
    { name: 'range past the end is clamped', target: video, requestHeaders: { range: `bytes=${size - 5}-${size + 1000}` }, status: 206, headers: { 'content-range': `bytes ${size - 5}-${size - 1}/${size}` } },
    { name: 'multi-range: the whole file', target: video, requestHeaders: { range: 'bytes=0-1,5-6' }, status: 200, headers: { 'content-length': String(size) }, nginx: { status: 206, headers: { 'content-type': /^multipart\/byteranges/ } } },
    { name: 'range out of bounds', target: video, requestHeaders: { range: `bytes=${size}-` }, status: 416, headers: { 'content-range': `bytes */${size}` } },
    { name: 'malformed range: the whole file', target: video, requestHeaders: { range: 'bytes=abc' }, status: 200, headers: { 'content-length': String(size) }, nginx: { status: 416, headers: {} } },
    { name: 'reversed range: the whole file', target: video, requestHeaders: { range: 'bytes=5-2' }, status: 200, nginx: { status: 416 } },
    { name: 'unknown range unit: the whole file', target: video, requestHeaders: { range: 'items=0-1' }, status: 200 },
    { name: 'If-Range with the current ETag', target: video, requestHeaders: { range: 'bytes=0-9', 'if-range': probe.videoEtag }, status: 206, body: videoBytes.subarray(0, 10) },
    { name: 'If-Range with an old ETag: the whole file', target: video, requestHeaders: { range: 'bytes=0-9', 'if-range': '"old"' }, status: 200 },
    // Conditional requests.
    { name: 'If-None-Match with the current ETag', target: page, requestHeaders: { 'if-none-match': probe.pageEtag }, status: 304, body: 'empty' },
    { name: 'If-None-Match with another ETag', target: page, requestHeaders: { 'if-none-match': '"something-else"' }, status: 200 },
    { name: 'If-Modified-Since the last change', target: page, requestHeaders: { 'if-modified-since': probe.pageLastModified }, status: 304 },
    { name: 'If-Modified-Since long ago', target: page, requestHeaders: { 'if-modified-since': 'Sat, 01 Jan 2000 00:00:00 GMT' }, status: 200 },
    // Content coding.
    { name: 'br and gzip accepted: brotli', target: chunk, requestHeaders: { 'accept-encoding': 'gzip, deflate, br' }, status: 200, headers: { 'content-encoding': 'br', vary: /Accept-Encoding/i } },
    { name: 'br;q=0 refuses brotli', target: chunk, requestHeaders: { 'accept-encoding': 'br;q=0, gzip' }, status: 200, headers: { 'content-encoding': 'gzip', vary: /Accept-Encoding/i } },
    { name: 'upper-case BR', target: chunk, requestHeaders: { 'accept-encoding': 'BR' }, status: 200, headers: { 'content-encoding': 'br' } },
    { name: 'gzip;q=0 only: identity', target: chunk, requestHeaders: { 'accept-encoding': 'gzip;q=0' }, status: 200, headers: { 'content-encoding': null, vary: /Accept-Encoding/i } },
    { name: 'gzip preferred by q-value', target: chunk, requestHeaders: { 'accept-encoding': 'gzip;q=0.9, br;q=0.5' }, status: 200, headers: { 'content-encoding': 'gzip' }, nginx: false },
    { name: 'no Accept-Encoding: identity', target: chunk, status: 200, headers: { 'content-encoding': null, 'cache-control': 'public, max-age=31536000, immutable' } },
  ];
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends one request exactly as written (no URL normalisation on the way) and reads the answer. */
export function rawRequest(port: number, { method = 'GET', target, requestHeaders = {} }: Pick<HostileRequest, 'method' | 'target' | 'requestHeaders'>, host = '127.0.0.1'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout: ${method} ${target.slice(0, 80)}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks), method === 'HEAD'));
      } catch (error) {
        reject(error);
      }
    });
    const lines = [`${method} ${target} HTTP/1.1`, `Host: localhost:${port}`, 'Connection: close', ...Object.entries(requestHeaders).map(([name, value]) => `${name}: ${value}`)];
    if (['POST', 'PUT', 'PATCH'].includes(method)) lines.push('Content-Length: 0');
    socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  });
}

function parseResponse(data: Buffer, head: boolean): RawResponse {
  const end = data.indexOf('\r\n\r\n');
  if (end === -1) throw new Error(`no complete response: ${JSON.stringify(data.subarray(0, 200).toString('latin1'))}`);
  const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  let body = head ? Buffer.alloc(0) : data.subarray(end + 4);
  if (!head && headers['transfer-encoding']?.toLowerCase() === 'chunked') body = unchunk(body);
  return { status, headers, body };
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < data.length) {
    const lineEnd = data.indexOf('\r\n', offset);
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Reads the validators the conditional rows need from the server under test. */
export async function probeServer(port: number, site: SiteUnderTest): Promise<Probe> {
  const page = await rawRequest(port, { method: 'HEAD', target: site.page, requestHeaders: {} });
  const video = await rawRequest(port, { method: 'HEAD', target: site.video });
  return { pageEtag: page.headers.etag ?? '"none"', pageLastModified: page.headers['last-modified'] ?? 'none', videoEtag: video.headers.etag ?? '"none"' };
}

/** The row's expectation for a target: the Node server's, or nginx's where it differs. */
export function expectationFor(row: HostileRequest, target: 'node' | 'nginx'): Expectation | undefined {
  if (target === 'node') return row;
  if (row.nginx === false) return undefined;
  return { ...row, ...row.nginx, headers: row.nginx?.headers ?? row.headers };
}

/** Every mismatch between an answer and its expectation, as readable lines (empty when it matches). */
export function mismatches(expected: Expectation, actual: RawResponse): string[] {
  const problems: string[] = [];
  if (actual.status >= 500) problems.push(`answered ${actual.status}`);
  if (actual.status !== expected.status) problems.push(`status ${actual.status}, expected ${expected.status}`);
  for (const [name, want] of Object.entries(expected.headers ?? {})) {
    const got = actual.headers[name];
    if (want === null ? got !== undefined : want instanceof RegExp ? !want.test(got ?? '') : got !== want) {
      problems.push(`${name}: ${JSON.stringify(got)}, expected ${want === null ? 'none' : String(want)}`);
    }
  }
  if (expected.json && !/^application\/json/.test(actual.headers['content-type'] ?? '')) problems.push(`content-type ${actual.headers['content-type']}, expected JSON`);
  if (expected.json) {
    try {
      JSON.parse(actual.body.toString('utf8'));
    } catch {
      problems.push('body is not JSON');
    }
  }
  if (expected.body === 'empty' && actual.body.length > 0) problems.push(`body of ${actual.body.length} bytes, expected none`);
  if (Buffer.isBuffer(expected.body) && !actual.body.equals(expected.body)) problems.push(`body of ${actual.body.length} bytes differs from the expected ${expected.body.length}`);
  return problems;
}
