import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.mjs fire: each snippet is linted as if it were a file in the
 * folder named (the files need not exist; the imports resolve to real modules).
 */
const eslint = new ESLint({ cwd: import.meta.dirname });

async function boundaryErrors(file: string, imports: string[]): Promise<string[]> {
  const code = `${imports.map((source, index) => `import * as m${index} from '${source}';`).join('\n')}\nexport const all = [${imports.map((_, index) => `m${index}`).join(', ')}];\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

describe('the import boundaries', { timeout: 60_000 }, () => {
  it('keep the server runtime and the build pipeline out of shared code, content, components and routes', async () => {
    for (const file of ['lib/example.ts', 'content/example.ts', 'components/example/example.tsx', 'app/example/page.tsx']) {
      const errors = await boundaryErrors(file, ['@/server/http/headers', '@/build/redirect-page', '@/lib/cn', '@/content/site']);
      // content/ may not import lib/ either (one direction): its third error is the '@/lib/cn' import.
      expect(errors, file).toHaveLength(file.startsWith('content/') ? 3 : 2);
      expect(errors[0], file).toMatch(/"@\/server\/http\/headers" imported in restricted zone/);
      expect(errors[1], file).toMatch(/"@\/build\/redirect-page" imported in restricted zone/);
    }
  });

  it('keep content and lib in one direction, and components/ui below the other components', async () => {
    expect(await boundaryErrors('content/example.ts', ['@/lib/cn', '@/content/site'])).toEqual([expect.stringMatching(/content\/ is typed data, so it imports only content\//)]);
    expect(await boundaryErrors('content/careers/example.ts', ['../../lib/json-ld'])).toHaveLength(1);
    expect(await boundaryErrors('lib/example.ts', ['@/content/site', '@/content/site-map/routes'])).toEqual([]);
    expect(await boundaryErrors('content/services/example.ts', ['@/content/shared/page', '@/content/site'])).toEqual([]);
    // The section model names no domain: a page's own kinds are declared beside that page (PageOwnSections).
    expect(await boundaryErrors('content/shared/sections.ts', ['@/content/careers/types', '../blog', './types'])).toEqual([
      expect.stringMatching(/content\/shared\/ is the model every domain builds on/),
      expect.stringMatching(/content\/shared\/ is the model every domain builds on/),
    ]);
    expect(await boundaryErrors('content/shared/example.ts', ['@/content/site'])).toHaveLength(1);
    // No file of the model is exempt: the page type and the shared shapes name no domain either (the case-study
    // hero, the JobPosting schema, the call-to-action links, the projects' and people's ids are added by augmentation).
    expect(await boundaryErrors('content/shared/page.ts', ['../case-studies', '@/content/careers/types', '../booking-links', './sections'])).toHaveLength(3);
    expect(await boundaryErrors('content/shared/types.ts', ['../portfolio', '../company/people', './sentences'])).toHaveLength(2);
    // The cycles issue 31 removed: forms <-> layout (the toaster) and contact <-> sections (the heading) ran through here.
    expect(await boundaryErrors('components/ui/example.tsx', ['@/components/layout/site-header', '../forms/field', './card'])).toHaveLength(2);
    expect(await boundaryErrors('components/forms/example.tsx', ['@/components/ui/toaster', '@/components/ui/band-heading'])).toEqual([]);
  });

  it('keep components and routes out of lib/ and content/, and routes out of components', async () => {
    expect(await boundaryErrors('lib/example.ts', ['../components/ui/card', '@/app/pages/sitemap.xml'])).toHaveLength(2);
    expect(await boundaryErrors('lib/blog/example.ts', ['../../components/ui/card'])).toEqual([
      expect.stringMatching(/lib\/ is shared code that may run anywhere, so it imports only lib\/ and content\//),
    ]);
    expect(await boundaryErrors('content/example.ts', ['@/components/ui/card'])).toHaveLength(1);
    expect(await boundaryErrors('components/example.tsx', ['@/app/pages/sitemap.xml', '@/components/ui/card', '@/content/site'])).toHaveLength(1);
  });

  it('keep site code and the build pipeline out of the server runtime, but let its test fixtures build an export', async () => {
    expect(await boundaryErrors('server/example.ts', ['@/components/ui/card', '@/app/pages/sitemap.xml', '@/lib/chat', '@/content/redirects'])).toHaveLength(2);
    expect(await boundaryErrors('server/api/example.ts', ['@/build/site-manifest'])).toEqual([expect.stringMatching(/the build pipeline stays out of its bundle/)]);
    expect(await boundaryErrors('server/testing/example.ts', ['@/build/site-manifest', '../http/headers', '../app'])).toEqual([]);
  });

  it('keep the server in layers: the composition root on top, the shared utilities and mail below every feature', async () => {
    // The cycle issue 31 removed: server <-> server/api <-> server/leads <-> server/schedule <-> server/inbox.
    expect(await boundaryErrors('server/api/example.ts', ['../app', '@/server/runtime', '../forms/pipeline', '../inbox/routes'])).toEqual([
      expect.stringMatching(/composition root .* only server\/testing\/ imports it/),
      expect.stringMatching(/composition root .* only server\/testing\/ imports it/),
    ]);
    expect(await boundaryErrors('server/http/example.ts', ['./headers', '../db/schema', '../forms/pipeline', '../leads/operations', '@/content/site'])).toHaveLength(2);
    expect(await boundaryErrors('server/mail/example.ts', ['../schedule/mail', '@/content/site'])).toEqual([expect.stringMatching(/imports no feature/)]);
    expect(await boundaryErrors('server/example.ts', ['./api/mail', './schedule/mail', './inbox/mail', './mail'])).toEqual([]);
  });

  it('let the build pipeline read the serving tables but not the site code', async () => {
    expect(await boundaryErrors('build/example.ts', ['@/server/http/headers', '@/lib/html', '@/content/redirects'])).toEqual([]);
    expect(await boundaryErrors('build/example.ts', ['@/components/ui/card'])).toHaveLength(1);
  });

  it('leave tooling and unit tests free to check that two sides agree', async () => {
    expect(await boundaryErrors('scripts/example.ts', ['@/server/http/headers', '@/build/redirect-page', '@/components/ui/card'])).toEqual([]);
    expect(await boundaryErrors('content/example.test.ts', ['@/server/leads/operations'])).toEqual([]);
  });

  it('keep the content editor out of the pages: only the server imports it', async () => {
    for (const file of ['app/example/page.tsx', 'components/example/example.tsx', 'lib/example.ts', 'content/example.ts']) {
      const errors = await boundaryErrors(file, ['@/content/blog/articles.keystatic', '@/server/editor/keystatic.config']);
      expect(errors.filter((message) => /never imports the content editor/.test(message)), file).toHaveLength(2);
    }
    expect(await boundaryErrors('content/blog/example.ts', ['./articles.keystatic'])).toEqual([expect.stringMatching(/never imports the content editor/)]);
    expect(await boundaryErrors('server/editor/example.ts', ['@/content/blog/articles.keystatic', './keystatic.config'])).toEqual([]);
  });
});
