import { SectionPage } from '@/components/sections/section-page';
import { techInsightsPage } from '@/content/blog/tech-insights';
import { blogMetadata } from '@/lib/blog/metadata';

export const metadata = blogMetadata({ ...techInsightsPage.meta, path: techInsightsPage.path });

/** /insights/tech: the blog's engineering articles, and a way into each discipline's filtered list. */
export default function TechInsightsRoute() {
  return <SectionPage page={techInsightsPage} />;
}
