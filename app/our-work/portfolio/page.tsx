import { SectionPage } from '@/components/sections/section-page';
import { portfolioPage } from '@/content/pages/portfolio';
import { sectionPageMetadata } from '@/lib/metadata';

export const metadata = sectionPageMetadata(portfolioPage());

/** /our-work/portfolio: capabilities and figures, the featured studies, projects by industry, ways to engage. */
export default function PortfolioRoute() {
  return <SectionPage page={portfolioPage()} />;
}
