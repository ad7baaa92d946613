import { blogListLeaves } from '@/components/blog/blog-list';
import { SectionPage } from '@/components/sections/section-page';
import { articles, blogListPath, blogPage } from '@/content/blog';
import { blogListPage } from '@/content/blog/list-page';
import { blogMetadata } from '@/lib/blog/metadata';
import { collectionPage } from '@/lib/json-ld';

export const metadata = blogMetadata({ ...blogPage.meta, path: blogListPath });

/** /our-work/blog: the featured article, the filterable list of every article, and the newsletter. */
export default function BlogPage() {
  return (
    <SectionPage
      page={blogListPage}
      leaves={blogListLeaves()}
      jsonLd={[
        collectionPage({
          name: blogPage.meta.title,
          description: blogPage.meta.description,
          path: blogListPath,
          items: articles.map((article) => ({ name: article.title, path: article.href })),
        }),
      ]}
    />
  );
}
