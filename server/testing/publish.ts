import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSiteManifest } from '@/build/site-manifest';
import type { SiteBuilder } from '../editor/publish/builder';
import { RELEASE_CONTENT } from '../editor/publish/releases';
import { SERVING_MANIFEST } from '../http/headers';

/**
 * A small export whose job page shows `title`, its module named by `build` (as Astro hashes each build's), with a
 * page at each of `pages` too.
 */
export function writeJobExport(root: string, { title, build, pages = [] }: { title: string; build: string; pages?: readonly string[] }): void {
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  };
  const page = (heading: string) =>
    `<!doctype html><html lang="en"><head><title>${heading}</title><script type="module" src="/_astro/page.${build}.js"></script></head><body><h1>${heading}</h1><p data-build="${build}">${'Northstack builds software. '.repeat(200)}</p></body></html>`;
  write('index.html', page('Home'));
  write('careers/positions/platform-engineer.html', page(title));
  for (const extra of pages) write(`${extra.slice(1)}.html`, page(extra));
  write('404.html', page('Oops! Page not found'));
  write(`_astro/page.${build}.js`, `console.log(${JSON.stringify(build)});`);
  write(SERVING_MANIFEST, JSON.stringify(buildSiteManifest(root)));
}

export interface FakeBuilder extends SiteBuilder {
  /**
   * What the next build writes (`pages`: more pages; `content`: files over a copy of the repository's content/,
   * written where the real builder leaves the content a release was built from), what the checks answer, whether
   * the build fails.
   */
  next: { title: string; pages?: string[]; content?: Record<string, string>; problems?: string[]; failure?: string };
  builds: number;
  /** Holds builds until `release()` when set: to look at the state while one runs. */
  hold(): void;
  release(): void;
}

/** The test builder: writes writeJobExport's export at once (never run by the server outside tests). */
export function fakeBuilder(title = 'Platform engineer'): FakeBuilder {
  let gate: Promise<void> | undefined;
  let open = () => {};
  const builder: FakeBuilder = {
    next: { title },
    builds: 0,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open();
      gate = undefined;
    },
    async check() {
      await gate;
      return builder.next.problems ?? [];
    },
    async build(outDir) {
      await gate;
      builder.builds += 1;
      if (builder.next.failure) throw new Error(builder.next.failure);
      writeJobExport(outDir, { title: builder.next.title, build: `b${builder.builds}`, pages: builder.next.pages });
      if (builder.next.content) {
        const content = path.join(outDir, RELEASE_CONTENT);
        cpSync(path.resolve('content'), content, { recursive: true });
        for (const [file, text] of Object.entries(builder.next.content)) writeFileSync(path.join(content, file), text);
      }
    },
  };
  return builder;
}
