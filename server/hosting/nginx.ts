import { redirects } from '@/content/redirects';
import {
  ASSET_CACHE,
  HTML_CACHE,
  IMMUTABLE_CACHE,
  IMMUTABLE_PREFIXES,
  NO_STORE,
  PAGE_METHODS,
  REDIRECT_CACHE,
  assetExtensions,
  buildSideFiles,
  contentTypes,
  precompressedSuffixes,
  securityHeaders,
} from '../http/headers';
import { JSON_FORM_MAX_BYTES, REQUEST_MAX_BYTES, REQUEST_TOO_LARGE } from '../forms/pipeline';
import { MAX_PATH_LENGTH } from '../http/request-path';
import { EDITOR_API, EDITOR_BODY_MAX_BYTES, EDITOR_PAGES, EDITOR_TOO_LARGE } from '../editor/paths';
import type { ServedPage, SiteManifest } from '../site-manifest';

export interface NginxOptions {
  /** The export folder (absolute). */
  root: string;
  /** The Node server that carries the API, as HOST:PORT. */
  api: string;
  /** What nginx listens on: a port, or ADDRESS:PORT. */
  listen: string;
  /** Prefix of the pid file and temp folders (each created by nginx itself). */
  tmp: string;
  /** Load Debian's ngx_http_brotli_static module (package libnginx-mod-http-brotli-static). */
  brotli: boolean;
  /**
   * Where the signed-in inbox (/api/inbox/) may be reached (docs/inbox.md): only on this host name
   * (e.g. admin.example.com; INBOX_ORIGIN names it too), and/or only from these addresses or CIDR
   * ranges. Unset: wherever the API is.
   */
  inbox?: { host?: string; allow?: readonly string[] };
}

const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;
const ADDRESS_OR_RANGE = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[\da-f:]+)(?:\/\d{1,3})?$/i;

export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The endpoints that take a resume (multipart, up to the API's REQUEST_MAX_BYTES). */
export const RESUME_ENDPOINTS = ['/api/job-applications', '/api/talent-pool'] as const;
/** nginx's cap there: above the API's own limit, so the API answers what it refuses (JSON 413); nginx's 413 is a backstop. */
export const RESUME_BODY_LIMIT = REQUEST_MAX_BYTES + 2 * 1024 * 1024;
/** The editor's API (/api/keystatic/): above its own limit, so it answers what it refuses; nginx's 413 is a backstop. */
export const EDITOR_BODY_LIMIT = EDITOR_BODY_MAX_BYTES + 1024 * 1024;
/** Everywhere else: the JSON forms' limit with room for headers of a form post. */
export const SMALL_BODY_LIMIT = 2 * JSON_FORM_MAX_BYTES;
const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)}k`;

const SAFE_PATH = /^\/[A-Za-z0-9._~\-/]*$/;
const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A complete nginx.conf, runnable in the foreground by an unprivileged user, that serves the
 * export the way the Node server does (server/static-site.ts) and proxies /api to it. Every rule
 * comes from the shared tables: the pages and their CSP from the build's manifest, the redirect
 * table, the cache rules, the content types and the security headers.
 */
export function nginxConfig(manifest: SiteManifest, options: NginxOptions): string {
  const { root, api, listen, tmp, brotli } = options;
  for (const value of [...Object.keys(manifest.pages), ...redirects.flatMap((entry) => [entry.from, entry.to])]) {
    if (!SAFE_PATH.test(value)) throw new Error(`Unexpected characters in a path for nginx: ${value}`);
  }
  const headerLines = (extra: Record<string, string>, indent = '      ') =>
    Object.entries({ ...securityHeaders, 'X-Request-Id': '$request_id', ...extra })
      .map(([name, value]) => `${indent}add_header ${name} ${name === 'X-Request-Id' ? value : quote(value)} always;`)
      .join('\n');
  const pageLocation = (path: string, page: ServedPage, extra: Record<string, string>, internal = false) =>
    [
      `    location = ${path} {`,
      ...(internal ? ['      internal;'] : [`      try_files /${page.file} =404;`]),
      headerLines({ ...extra, 'Content-Security-Policy': page.csp }),
      '    }',
    ].join('\n');
  /** A location that proxies to the Node server; it sets its own headers, nginx the security set (`keep`: the server's own, e.g. no-referrer). */
  const apiLocation = (match: string, extra: string[] = [], keep: string[] = []) =>
    [
      `    location ${match} {`,
      ...extra.map((line) => `      ${line}`),
      ...(manifest.serverError ? [`      error_page 502 503 504 /${manifest.serverError.file};`] : []),
      '      proxy_pass http://northstack_api;',
      '      proxy_http_version 1.1;',
      '      proxy_set_header Connection "";',
      '      proxy_set_header Host $host;',
      '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      '      proxy_set_header X-Forwarded-Proto $scheme;',
      '      proxy_set_header X-Request-Id $request_id;',
      ...Object.keys(securityHeaders)
        .filter((name) => !keep.includes(name))
        .map((name) => `      proxy_hide_header ${name};`),
      '      proxy_hide_header X-Request-Id;',
      headerLines({}).split('\n').filter((line) => !keep.some((name) => line.includes(`add_header ${name} `))).join('\n'),
      '    }',
    ].join('\n');
  const inbox = options.inbox ?? {};
  if (inbox.host !== undefined && !HOST_NAME.test(inbox.host)) throw new Error(`The inbox's host must be a host name (got ${inbox.host})`);
  for (const entry of inbox.allow ?? []) if (!ADDRESS_OR_RANGE.test(entry)) throw new Error(`The inbox's allowed addresses must be addresses or CIDR ranges (got ${entry})`);
  const inboxRules = [
    ...(inbox.host ? [`if ($host != ${quote(inbox.host)}) {`, '  return 404;', '}'] : []),
    ...(inbox.allow?.length ? [...inbox.allow.map((entry) => `allow ${entry};`), 'deny all;'] : []),
  ];
  const redirectLocation = (from: string, to: string) =>
    [`    location = ${from} {`, headerLines({ 'Cache-Control': REDIRECT_CACHE }), `      return 308 ${to}$is_args$args;`, '    }'].join('\n');

  const redirectLocations: string[] = [];
  for (const [path] of Object.entries(manifest.pages)) {
    if (path === '/') redirectLocations.push(redirectLocation('/index', '/'), redirectLocation('/index.html', '/'));
    else redirectLocations.push(redirectLocation(`${path}/`, path), redirectLocation(`${path}.html`, path));
  }
  for (const { from, to } of redirects) {
    for (const spelling of [from, `${from}/`, `${from}.html`]) redirectLocations.push(redirectLocation(spelling, to));
  }

  const charsetTypes = Object.values(contentTypes)
    .filter((type) => type.includes('charset=utf-8'))
    .map((type) => type.split(';')[0])
    .filter((type) => type !== 'text/html'); // always included by nginx
  const types = Object.entries(contentTypes).map(([ext, type]) => `    ${type.split(';')[0]} ${ext.slice(1)};`);
  const assetPattern = `\\.(?:${assetExtensions.map((ext) => escapeRegex(ext.slice(1))).join('|')})$`;
  const buildSidePattern = `(?:^|/)(?:${buildSideFiles.map(escapeRegex).join('|')})$|(?:${precompressedSuffixes.map(escapeRegex).join('|')})$`;
  const allowed = PAGE_METHODS.join('|');

  return `# nginx.conf for the Northstack export, generated by \`npm run nginx:config\` (server/hosting/nginx.ts)
# from the same tables as the Node server. Do not edit: regenerate after each build.
# Run in the foreground: nginx -c THIS_FILE -p ${tmp}/ ; stop with kill -QUIT $(cat ${tmp}.pid)
${brotli ? `load_module ${BROTLI_STATIC_MODULE};\n` : ''}daemon off;
worker_processes 1;
pid ${tmp}.pid;
error_log stderr warn;

events {
  worker_connections 1024;
}

http {
  types {
${types.join('\n')}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${charsetTypes.join(' ')};

  log_format json escape=json '{"level":"info","event":"request","at":"$time_iso8601","method":"$request_method","path":"$uri","status":$status,"seconds":$request_time,"id":"$request_id"}';
  access_log ${tmp}-access.log json;

  client_body_temp_path ${tmp}-client-body;
  proxy_temp_path ${tmp}-proxy;
  fastcgi_temp_path ${tmp}-fastcgi;
  uwsgi_temp_path ${tmp}-uwsgi;
  scgi_temp_path ${tmp}-scgi;

  sendfile on;
  tcp_nopush on;
  server_tokens off;
  absolute_redirect off;
  merge_slashes on;
  # Request bodies: small everywhere; the resume endpoints below take more.
  client_max_body_size ${kilobytes(SMALL_BODY_LIMIT)};

  # Precompressed variants written by the build; nothing is compressed on the fly.
  gzip off;
  gzip_static on;
  gzip_vary on;
${brotli ? '  brotli_static on;\n' : '  # brotli_static: the module is not installed (apt-get install libnginx-mod-http-brotli-static).\n'}
  # Refused before any lookup, as by the Node server: control characters (encoded) are 400, paths
  # over ${MAX_PATH_LENGTH} characters 414. /api paths go to the Node server, which answers them in JSON.
  map $request_uri $refused {
    "~^/api(?:[/?]|$)" 0;
    "~*%(?:[01][0-9a-f]|7f)" 400;
    "~^[^?]{${MAX_PATH_LENGTH + 1}}" 414;
    default 0;
  }
  # Pages and files answer ${PAGE_METHODS.join(' and ')} only (405 with Allow); /api answers for itself.
  map "$request_method:$uri" $method_refused {
    "~^(?:${allowed}):" 0;
    "~^[A-Z]+:/api(?:/|$)" 0;
    default 1;
  }
  # Cache-Control of a file that is not a page, by the rules of server/http/headers.ts.
  map $uri $file_cache_control {
    "~^(?:${IMMUTABLE_PREFIXES.map(escapeRegex).join('|')})" ${quote(IMMUTABLE_CACHE)};
    "~*${assetPattern}" ${quote(ASSET_CACHE)};
    default ${quote(HTML_CACHE)};
  }

  upstream northstack_api {
    server ${api};
    keepalive 8;
  }

  server {
    listen ${listen};
    root ${root};
    index index.html;
    autoindex off;
    error_page 404 /404.html;
    error_page 405 @method_not_allowed;

${headerLines({ 'Cache-Control': NO_STORE }, '    ')}

    if ($refused = 400) {
      return 400;
    }
    if ($refused = 414) {
      return 414;
    }
    if ($method_refused) {
      return 405;
    }

    location @method_not_allowed {
${headerLines({ 'Cache-Control': NO_STORE, Allow: PAGE_METHODS.join(', ') })}
      default_type text/plain;
      return 405 "Method not allowed\\n";
    }

    # The API: the Node server (run with HOST=127.0.0.1 TRUST_PROXY=1, or TRUSTED_PROXIES=<this host>); it sets its own headers, nginx the security set.
${apiLocation('/api/')}
    # The signed-in inbox: the server's own no-referrer kept${inbox.host ? `, only on ${inbox.host}` : ''}${inbox.allow?.length ? ', only from the allowed addresses' : ''}.
${apiLocation('/api/inbox/', inboxRules, ['Referrer-Policy'])}
    # The resume endpoints take ${kilobytes(RESUME_BODY_LIMIT)}, more than the API's ${kilobytes(REQUEST_MAX_BYTES)}: the API answers what it
    # refuses with its JSON 413; anything beyond nginx's cap gets the same JSON from nginx.
${RESUME_ENDPOINTS.map((path) => apiLocation(`= ${path}`, [`client_max_body_size ${kilobytes(RESUME_BODY_LIMIT)};`, 'error_page 413 = @payload_too_large;'])).join('\n')}
    # The content editor (docs/editing.md): its admin UI and its API are the Node server's (its own CSP kept), never
    # files of the export; a save takes up to ${kilobytes(EDITOR_BODY_MAX_BYTES)}, so the API answers what it refuses.
${apiLocation(`= ${EDITOR_PAGES}`)}
${apiLocation(`${EDITOR_PAGES}/`)}
${apiLocation(`${EDITOR_API}/`, [`client_max_body_size ${kilobytes(EDITOR_BODY_LIMIT)};`, 'error_page 413 = @editor_too_large;'])}
    location @editor_too_large {
${headerLines({ 'Cache-Control': NO_STORE })}
      default_type application/json;
      return 413 ${quote(JSON.stringify({ error: 'payload_too_large', message: EDITOR_TOO_LARGE }))};
    }
    location @payload_too_large {
${headerLines({ 'Cache-Control': NO_STORE })}
      default_type application/json;
      return 413 ${quote(JSON.stringify({ error: 'payload_too_large', message: REQUEST_TOO_LARGE }))};
    }
    location = /api {
      proxy_pass http://northstack_api;
      proxy_set_header X-Request-Id $request_id;
${Object.keys(securityHeaders).map((name) => `      proxy_hide_header ${name};`).join('\n')}
      proxy_hide_header X-Request-Id;
${headerLines({})}
    }

    # The 404 page: status 404, never stored.
${pageLocation(`/${manifest.notFound.file}`, manifest.notFound, { 'Cache-Control': NO_STORE }, true)}
${manifest.serverError ? `    # The server-error page, for a request the Node server cannot answer (down, or too slow): the status kept, never stored.
${pageLocation(`/${manifest.serverError.file}`, manifest.serverError, { 'Cache-Control': NO_STORE }, true)}
` : ''}
    # Build-side files and variants addressed by name, and HTML files outside the page table.
    location ~ ${buildSidePattern} {
      return 404;
    }
    location ~ \\.html$ {
      return 404;
    }

    # Pages at their canonical URL, each with its own Content-Security-Policy.
${Object.entries(manifest.pages)
  .map(([path, page]) => pageLocation(path, page, { 'Cache-Control': HTML_CACHE }))
  .join('\n')}

    # The other spellings of a page (trailing slash, .html, /index) and the redirect table: 308.
${redirectLocations.join('\n')}

    # Everything else: a file of the export or the 404 page.
    location / {
      try_files $uri =404;
${headerLines({ 'Cache-Control': '$file_cache_control' })}
    }
  }
}
`;
}
