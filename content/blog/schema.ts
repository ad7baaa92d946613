import { parse as parseYaml } from 'yaml';
import * as z from 'zod';
import { readTime } from './read-time';
import { staffIds } from '../company/people';
import { blogCategoryIds } from './categories';
import { isoDateField as isoDate } from '../shared/fields';

/**
 * An article's frontmatter (SPEC section 3, "Blog article"). readTime is not here: it is
 * computed from the text. Unknown fields are rejected so that a typo never passes silently.
 */
export const articleFrontmatterSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug such as my-article'),
  title: z.string().min(10, 'must be at least 10 characters').max(110, 'must be at most 110 characters'),
  // The excerpt is also the page's meta description: at most 170 characters (e2e/seo.spec.ts).
  excerpt: z.string().min(60, 'must be at least 60 characters').max(170, 'must be at most 170 characters (it is the meta description)'),
  // The author is a member of staff from the roster (content/company/people.ts), by id: the byline reads their name and title from there.
  author: z.enum(staffIds, { error: `must be the id of a member of staff in content/company/people.ts (${staffIds.join(', ')})` }),
  publishDate: isoDate,
  category: z.enum(blogCategoryIds, { error: `must be one of ${blogCategoryIds.join(', ')}` }),
  image: z.string().regex(/^\/blog\/[a-z0-9-]+\.svg$/, 'must be a cover in public/blog, such as /blog/my-article.svg'),
  featured: z.boolean().default(false),
});

export type ArticleFrontmatter = z.output<typeof articleFrontmatterSchema>;

export interface ArticleSource extends ArticleFrontmatter {
  /** The Markdown body, without its frontmatter. */
  body: string;
  /** '8 min read', computed from the body. */
  readTime: string;
}

/** Thrown for a file that cannot be published: names the file and the field. */
export class ArticleError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${file}: frontmatter field "${field}" ${problem}`);
    this.name = 'ArticleError';
  }
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Reads one Markdown file (its name, e.g. 'my-article.md', and its text); throws ArticleError when it is not publishable. */
export function parseArticle(file: string, source: string): ArticleSource {
  const match = FRONTMATTER.exec(source);
  if (!match) throw new ArticleError(file, '(all)', 'is missing: the file must start with a --- block');
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new ArticleError(file, '(all)', `is not valid YAML: ${(error as Error).message}`);
  }
  const result = articleFrontmatterSchema.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : (issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : '(all)');
    const problem = issue?.code === 'unrecognized_keys' ? 'is not allowed' : issue?.code === 'invalid_type' && issue.input === undefined ? 'is missing' : (issue?.message ?? 'is invalid');
    throw new ArticleError(file, field, problem);
  }
  const expectedId = file.replace(/^.*[\\/]/, '').replace(/\.md$/, '');
  if (result.data.id !== expectedId) throw new ArticleError(file, 'id', `must equal the file name ("${expectedId}")`);
  const body = (match[2] ?? '').trim();
  if (body.length === 0) throw new ArticleError(file, '(body)', 'is empty: the article has no text');
  return { ...result.data, body, readTime: readTime(body) };
}
