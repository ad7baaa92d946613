import path from 'node:path';
import { config } from '@keystatic/core';
import { createReader } from '@keystatic/core/reader';
import { afterEach, describe, expect, it } from 'vitest';
import { setContentRoot } from './shared/collection';
import { withoutKeys } from './shared/fields';
import { blogArticleExists } from './blog-article-ref';
import { checklists, resourceChecklists } from './resource-checklists';
import checklistsEditor from './resource-checklists.keystatic';
import { guides, resourceGuides } from './resource-guides';
import guidesEditor from './resource-guides.keystatic';
import { tempContent } from './shared/temp-content';

const repoContent = path.join(process.cwd(), 'content');
afterEach(() => setContentRoot(repoContent));

/** A temp content root with the resources and the blog articles, one resources file replaced. */
function brokenCopy(file: string, text: string): () => void {
  const copy = tempContent(['resources', 'blog/articles']);
  copy.write(path.join('resources', file), text);
  return copy.dispose;
}

describe('resource collections', () => {
  it('loads every guide and checklist in page order, each pointing at a blog article that exists', () => {
    expect(resourceGuides.problems()).toEqual([]);
    expect(resourceChecklists.problems()).toEqual([]);
    expect(guides()).toHaveLength(resourceGuides.files().length);
    expect(guides()[0]?.question).toBe('Is our AI feature ready for real customers?');
    expect(checklists().map((checklist) => checklist.slug)).toEqual(['ai-feature-launch-checklist', 'smart-contract-audit-readiness', 'development-partner-security-questions', 'delivery-pipeline-90-day-plan']);
    for (const entry of [...guides(), ...checklists()]) expect(blogArticleExists(entry.articleId), entry.articleId).toBe(true);
  });

  it('names the file, the field and the reason of a malformed file, and refuses unknown fields', () => {
    const cleanup = brokenCopy('checklists/smart-contract-audit-readiness.yaml', 'title: Audit\ndescription: Too short.\narticleId: preparing-smart-contracts-for-audit\nitems:\n  - Only one item in this list.\norder: 2\nowner: web3 team\n');
    const message = resourceChecklists.problems().map((error) => error.message).join('\n');
    expect(message).toMatch(/checklists\/smart-contract-audit-readiness\.yaml: description: must be at least 30 characters/);
    expect(message).toMatch(/smart-contract-audit-readiness\.yaml: items: must have at least 3 items/);
    expect(message).toMatch(/smart-contract-audit-readiness\.yaml: \(file\): .*owner/);
    cleanup();
  });

  it('refuses a guide whose article does not exist or whose icon is not one of the site’s', () => {
    const cleanup = brokenCopy('guides/choosing-a-mobile-stack.yaml', 'question: Native, React Native or Flutter for our app?\narticleId: choosing-a-mobile-framework\nicon: smartphone\norder: 3\n');
    expect(resourceGuides.problems()[0]?.message).toMatch(/guides\/choosing-a-mobile-stack\.yaml: articleId: "choosing-a-mobile-framework" is not a blog article/);
    cleanup();
    const again = brokenCopy('guides/choosing-a-mobile-stack.yaml', 'question: Native, React Native or Flutter for our app?\narticleId: choosing-a-mobile-stack\nicon: phone-ish\norder: 3\n');
    expect(resourceGuides.problems()[0]?.message).toMatch(/choosing-a-mobile-stack\.yaml: icon: must be one of the site's icons/);
    again();
  });

  it('agrees with the Keystatic editor: its reader reads every file with the same values (a save rewriting nothing: scripts/content-normalise.test.ts)', async () => {
    const reader = createReader(process.cwd(), config({ storage: { kind: 'local' }, collections: { resourceGuides: guidesEditor, resourceChecklists: checklistsEditor } }));
    for (const [editor, collection] of [[reader.collections.resourceGuides, resourceGuides, guidesEditor], [reader.collections.resourceChecklists, resourceChecklists, checklistsEditor]] as const) {
      const entries = await editor.all();
      expect(entries.map((entry) => entry.slug).sort()).toEqual(collection.all().map((entry) => entry.slug));
      for (const { slug, entry } of entries) {
        expect(entry, slug).toEqual(withoutKeys(collection.get(slug) as { slug: string }, 'slug'));
      }
    }
  });
});
