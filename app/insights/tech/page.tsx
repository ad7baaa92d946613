import { SectionPage } from '@/components/sections/section-page';
import { techInsightsPage } from '@/content/blog/tech-insights';
import { withBlogFeed } from '@/lib/blog/metadata';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = withBlogFeed(sectionPageMetadata(techInsightsPage));

/** /insights/tech: the blog's engineering articles, and a way into each discipline's filtered list. */
export default function TechInsightsRoute() {
  return <SectionPage page={techInsightsPage} />;
}
