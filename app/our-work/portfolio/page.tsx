import { SectionPage } from '@/components/sections/section-page';
import { portfolioFeaturedStudies, portfolioPage } from '@/content/portfolio';
import { collectionPage } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...portfolioPage.meta, path: '/our-work/portfolio' });

/** /our-work/portfolio: capabilities and figures, the featured studies, projects by industry, ways to engage. */
export default function PortfolioRoute() {
  return (
    <SectionPage
      page={portfolioPage}
      jsonLd={[
        collectionPage({
          name: portfolioPage.meta.title,
          description: portfolioPage.meta.description,
          path: '/our-work/portfolio',
          items: portfolioFeaturedStudies().map((study) => ({ name: study.title, path: study.href })),
        }),
      ]}
    />
  );
}
