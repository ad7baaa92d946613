import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setContentRoot } from '../shared/collection';
import { allCollections } from '../collections';
import { articleFiles } from './collection';

const copy = mkdtempSync(path.join(tmpdir(), 'northstack-blog-'));
afterAll(() => {
  setContentRoot(path.join(process.cwd(), 'content'));
  rmSync(copy, { recursive: true, force: true });
});

describe('the blog articles as a collection (npm run content:check)', () => {
  it('is checked with the others, and every article passes', () => {
    expect(allCollections()).toContain(articleFiles);
    setContentRoot(path.join(process.cwd(), 'content'));
    expect(articleFiles.problems()).toEqual([]);
    expect(articleFiles.all()).toHaveLength(articleFiles.files().length);
  });

  it('names the file, field and reason of a bad article, an id that is not the file name and a second featured article', () => {
    cpSync('content/blog/articles', path.join(copy, 'blog/articles'), { recursive: true });
    setContentRoot(copy);
    const file = (name: string) => path.join(copy, 'blog/articles', `${name}.md`);
    const edit = (name: string, change: (text: string) => string) => writeFileSync(file(name), change(readFileSync(file(name), 'utf8')));
    edit('choosing-a-mobile-stack', (text) => text.replace(/^title: .*$/m, 'title: Short'));
    expect(articleFiles.problems().map((error) => error.message)).toEqual([expect.stringMatching(/choosing-a-mobile-stack\.md: title: must be at least 10 characters$/)]);
    edit('choosing-a-mobile-stack', (text) => text.replace(/^title: .*$/m, 'title: A title long enough').replace(/^id: .*$/m, 'id: another-name').replace(/^featured: false$/m, 'featured: true'));
    const messages = articleFiles.problems().map((error) => error.message).join('\n');
    expect(messages).toMatch(/choosing-a-mobile-stack\.md: id: must equal the file name/);
    expect(messages).toMatch(/featured: must be true for exactly one article \(found 2\)/);
  });
});
