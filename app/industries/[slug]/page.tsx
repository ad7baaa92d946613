import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SectionPage } from '@/components/sections/section-page';
import { industryPage, industryPages } from '@/content/industries';
import { isIndustrySlug } from '@/content/industries/catalog';
import { paramsFor } from '@/content/site-map/routes';
import { sectionPageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsFor('/industries/[slug]');
}

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params;
  if (!isIndustrySlug(slug)) return {};
  return sectionPageMetadata(industryPage(industryPages[slug]));
}

export default async function IndustryRoute({ params }: Params) {
  const { slug } = await params;
  if (!isIndustrySlug(slug)) notFound();
  return <SectionPage page={industryPage(industryPages[slug])} />;
}
