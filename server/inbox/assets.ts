import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inboxScriptBuild } from './assets/script-build.mjs';

/**
 * The inbox's stylesheet and script. The production build (scripts/build-server.mjs) writes them beside
 * the server bundle (inbox.css, inbox.js); from the sources (tests, tsx) the script is bundled once on
 * first request with esbuild, a development dependency.
 */
const beside = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));
const source = (name: string) => fileURLToPath(new URL(`./assets/${name}`, import.meta.url));

let styles: string | undefined;
let script: Promise<string> | undefined;

export function inboxStyles(): string {
  styles ??= readFileSync(existsSync(beside('inbox.css')) ? beside('inbox.css') : source('inbox.css'), 'utf8');
  return styles;
}

export function inboxScript(): Promise<string> {
  script ??= existsSync(beside('inbox.js')) ? Promise.resolve(readFileSync(beside('inbox.js'), 'utf8')) : bundleInboxScript(source('inbox-client.ts'));
  return script;
}

async function bundleInboxScript(entry: string): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({ ...inboxScriptBuild, entryPoints: [entry], write: false });
  return result.outputFiles?.[0]?.text ?? '';
}
