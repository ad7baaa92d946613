import { PortfolioPage } from '@/components/our-work/portfolio-page';
import { portfolioPage } from '@/content/portfolio';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...portfolioPage.meta, path: '/our-work/portfolio' });

export default function PortfolioRoute() {
  return <PortfolioPage />;
}
