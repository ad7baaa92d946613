import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { IndustryPageView } from '@/components/industries/industry-page';
import { industryPages } from '@/content/industries';
import { industrySlugs, type IndustrySlug } from '@/content/industries/types';
import { pageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return industrySlugs.map((slug) => ({ slug }));
}

type Params = { params: Promise<{ slug: string }> };

const isIndustrySlug = (slug: string): slug is IndustrySlug => (industrySlugs as readonly string[]).includes(slug);

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params;
  if (!isIndustrySlug(slug)) return {};
  return pageMetadata({ ...industryPages[slug].meta, path: `/industries/${slug}` });
}

export default async function IndustryRoute({ params }: Params) {
  const { slug } = await params;
  if (!isIndustrySlug(slug)) notFound();
  return <IndustryPageView page={industryPages[slug]} />;
}
