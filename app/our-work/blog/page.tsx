import { BlogList } from '@/components/blog/blog-list';
import { blogListPath, blogPage } from '@/content/blog';
import { blogMetadata } from '@/lib/blog/metadata';

export const metadata = blogMetadata({ ...blogPage.meta, path: blogListPath });

export default function BlogPage() {
  return <BlogList />;
}
