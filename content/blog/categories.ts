/**
 * The blog's categories, in the order of the filter row (SPEC "Blog"). The id is what the list's
 * URL holds (`/our-work/blog?category=design`) and what an article's frontmatter names.
 */
export const blogCategories = [
  { id: 'ai', label: 'Artificial Intelligence', technical: true },
  { id: 'web3', label: 'Web3 Development', technical: true },
  { id: 'mobile', label: 'Mobile Development', technical: true },
  { id: 'design', label: 'Design', technical: false },
  { id: 'devops', label: 'DevOps', technical: true },
  { id: 'security', label: 'Security', technical: true },
  { id: 'innovation', label: 'Innovation', technical: false },
] as const;

export type BlogCategoryId = (typeof blogCategories)[number]['id'];

export const blogCategoryIds = blogCategories.map((category) => category.id) as [BlogCategoryId, ...BlogCategoryId[]];

/** The filter that shows every article: not a category, so it has no id in the URL. */
export const allPostsFilter = { id: 'all', label: 'All Posts' } as const;

/** The filter row: All Posts, then every category. */
export const blogFilters: readonly { id: BlogCategoryId | 'all'; label: string }[] = [allPostsFilter, ...blogCategories];

export function isBlogCategoryId(value: unknown): value is BlogCategoryId {
  return typeof value === 'string' && (blogCategoryIds as readonly string[]).includes(value);
}

export function blogCategoryLabel(id: BlogCategoryId): string {
  return blogCategories.find((category) => category.id === id)?.label ?? id;
}

/** The engineering categories: what /insights/tech shows. */
export const technicalCategoryIds = blogCategories.filter((category) => category.technical).map((category) => category.id);

/** The list page, optionally filtered to one category. */
export const blogListPath = '/our-work/blog' as const;
export function blogListHref(category: BlogCategoryId | 'all' = 'all'): `/${string}` {
  return category === 'all' ? blogListPath : `${blogListPath}?category=${category}`;
}

export function articlePath(id: string): `/blog/${string}` {
  return `/blog/${id}`;
}

export const blogFeedPath = '/blog/rss.xml' as const;
