import { TechInsights } from '@/components/blog/tech-insights';
import { techInsightsPage } from '@/content/blog';
import { blogMetadata } from '@/lib/blog/metadata';

export const metadata = blogMetadata({ ...techInsightsPage.meta, path: '/insights/tech' });

export default function TechInsightsRoute() {
  return <TechInsights />;
}
