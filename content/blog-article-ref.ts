import * as z from 'zod';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentRoot } from './shared/collection';

/** Whether a blog article with this id exists (content/blog/articles/<id>.md): the one place resources look it up. */
export function blogArticleExists(id: string): boolean {
  return existsSync(path.join(contentRoot(), 'blog', 'articles', `${id}.md`));
}

/** The reference problems of entries that name a blog article. */
export function missingArticles(entries: ReadonlyArray<{ slug: string; articleId: string }>) {
  return entries
    .filter((entry) => !blogArticleExists(entry.articleId))
    .map((entry) => ({ slug: entry.slug, field: 'articleId', reason: `"${entry.articleId}" is not a blog article (content/blog/articles/)` }));
}

/** A blog article id: a lower-case slug (the editor's form reuses it). */
export const articleIdPattern = { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'must be the id of a blog article, such as choosing-a-mobile-stack' };

/** The blog article an entry condenses or points at, by id. */
export const articleIdField = z.string().regex(articleIdPattern.regex, articleIdPattern.message);
