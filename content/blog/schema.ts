import { parse as parseYaml } from 'yaml';
import * as z from 'zod';
import { readTime } from './read-time';
import { staffIds } from '../company/people';
import { blogCategoryIds } from './categories';

/** ISO calendar date, e.g. 2026-11-10, that exists in the calendar. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date such as 2026-11-10')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'is not a real calendar date');

/** The limits of an article's fields: the zod schema below and the editor's form (articles.keystatic.ts) both use them. */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ARTICLE_TITLE_LENGTH = { min: 10, max: 110 } as const;
/** The excerpt is also the page's meta description: at most 170 characters (e2e/seo.spec.ts). */
export const ARTICLE_EXCERPT_LENGTH = { min: 60, max: 170 } as const;
/** Covers live in public/blog/ as SVG files, named like the article. */
export const ARTICLE_COVER = /^\/blog\/[a-z0-9-]+\.svg$/;
export const ARTICLE_COVER_DIRECTORY = 'public/blog';
export const ARTICLE_COVER_PUBLIC_PATH = '/blog/';

/**
 * An article's frontmatter (SPEC section 3, "Blog article"). readTime is not here: it is
 * computed from the text. Unknown fields are rejected so that a typo never passes silently.
 */
export const articleFrontmatterSchema = z.strictObject({
  id: z.string().regex(ARTICLE_SLUG, 'must be a lower-case slug such as my-article'),
  title: z.string().min(ARTICLE_TITLE_LENGTH.min, `must be at least ${ARTICLE_TITLE_LENGTH.min} characters`).max(ARTICLE_TITLE_LENGTH.max, `must be at most ${ARTICLE_TITLE_LENGTH.max} characters`),
  excerpt: z
    .string()
    .min(ARTICLE_EXCERPT_LENGTH.min, `must be at least ${ARTICLE_EXCERPT_LENGTH.min} characters`)
    .max(ARTICLE_EXCERPT_LENGTH.max, `must be at most ${ARTICLE_EXCERPT_LENGTH.max} characters (it is the meta description)`),
  // The author is a member of staff from the roster (content/company/people.ts), by id: the byline reads their name and title from there.
  author: z.enum(staffIds, { error: `must be the id of a member of staff in content/company/people.ts (${staffIds.join(', ')})` }),
  publishDate: isoDate,
  category: z.enum(blogCategoryIds, { error: `must be one of ${blogCategoryIds.join(', ')}` }),
  image: z.string().regex(ARTICLE_COVER, 'must be a cover in public/blog, such as /blog/my-article.svg'),
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
