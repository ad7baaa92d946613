import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { IndustryPageView } from '@/components/industries/industry-page';
import { industryPages } from '@/content/industries';
import { industryPath, isIndustrySlug } from '@/content/industries/catalog';
import { paramsFor } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsFor('/industries/[slug]');
}

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params;
  if (!isIndustrySlug(slug)) return {};
  return pageMetadata({ ...industryPages[slug].meta, path: industryPath(slug) });
}

export default async function IndustryRoute({ params }: Params) {
  const { slug } = await params;
  if (!isIndustrySlug(slug)) notFound();
  return <IndustryPageView page={industryPages[slug]} />;
}
