import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SectionPage } from '@/components/sections/section-page';
import { getGrowthPath, growthPathPage } from '@/content/pages/growth-paths';
import { getServicePage, servicePage } from '@/content/services';
import { paramsFor } from '@/content/site-map/routes';
import type { SectionPage as SectionPageContent } from '@/content/shared/page';
import { sectionPageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsFor('/services/[slug]');
}

type Params = { params: Promise<{ slug: string }> };

/** A service page, or one of the Launch / Scale / Transform paths, as a page module. */
function pageFor(slug: string): SectionPageContent | undefined {
  const service = getServicePage(slug);
  if (service) return servicePage(service);
  const path = getGrowthPath(slug);
  return path && growthPathPage(path);
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = pageFor((await params).slug);
  return page ? sectionPageMetadata(page) : {};
}

export default async function ServiceRoute({ params }: Params) {
  const page = pageFor((await params).slug);
  if (!page) notFound();
  return <SectionPage page={page} />;
}
