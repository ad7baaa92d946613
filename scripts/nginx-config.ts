/**
 * Prints a complete nginx.conf for the built export:
 *   npm run nginx:config -- --root out --api 127.0.0.1:3000 --listen 8080 [--tmp /tmp/northstack-nginx] [--brotli auto|on|off]
 *     [--inbox-host admin.example.com] [--inbox-allow 203.0.113.0/24,198.51.100.7]   (where /api/inbox/ answers: docs/inbox.md)
 * See server/hosting/nginx.ts for what it contains.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BROTLI_STATIC_MODULE, nginxConfig } from '../server/hosting/nginx';
import { readSiteManifest } from '../server/site-manifest';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'out' },
    api: { type: 'string', default: '127.0.0.1:3000' },
    listen: { type: 'string', default: '8080' },
    tmp: { type: 'string' },
    brotli: { type: 'string', default: 'auto' },
    'inbox-host': { type: 'string' },
    'inbox-allow': { type: 'string' },
  },
});
const root = path.resolve(values.root);
if (!/^[\w.-]+:\d+$/.test(values.api) && !/^\[[\da-f:]+\]:\d+$/i.test(values.api)) throw new Error(`--api must be HOST:PORT, got ${values.api}`);
if (!/^(?:[\w.-]+:|\[[\da-f:]+\]:)?\d+$/i.test(values.listen)) throw new Error(`--listen must be PORT or ADDRESS:PORT, got ${values.listen}`);
const brotli = values.brotli === 'auto' ? existsSync(BROTLI_STATIC_MODULE) : values.brotli === 'on';
const tmp = values.tmp ?? `/tmp/northstack-nginx-${values.listen.replace(/\W/g, '-')}`;
process.stdout.write(nginxConfig(readSiteManifest(root), {
    root,
    api: values.api,
    listen: values.listen,
    tmp,
    brotli,
    inbox: { host: values['inbox-host'], allow: values['inbox-allow']?.split(',').map((entry) => entry.trim()).filter(Boolean) },
  }));
