import { blogListLeaves } from '@/components/blog/blog-list';
import { SectionPage } from '@/components/sections/section-page';
import { blogListPage } from '@/content/blog/list-page';
import { withBlogFeed } from '@/lib/blog/metadata';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = withBlogFeed(sectionPageMetadata(blogListPage));

/** /our-work/blog: the featured article, the filterable list of every article, and the newsletter. */
export default function BlogPage() {
  return <SectionPage page={blogListPage} leaves={blogListLeaves()} />;
}
