/** An article's limits, shared by its zod schema (content/blog/schema.ts) and the editor (articles.keystatic.ts); reads no file. */
/** The limits an editor sees (the Keystatic schema imports them). */
export const articleLimits = {
  title: { min: 10, max: 110 },
  // The excerpt is also the page's meta description: at most 170 characters (e2e/seo.spec.ts).
  excerpt: { min: 60, max: 170 },
} as const;

export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An uploaded cover as the editor's image field writes it: /blog/covers/<article>/cover.<the uploaded file's extension>. */
export const ARTICLE_COVER = /^\/blog\/covers\/[a-z0-9-]+\/cover\.(?:png|jpe?g|webp|avif)$/i;
