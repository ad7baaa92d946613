import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GrowthPathView } from '@/components/services/growth-path-page';
import { ServicePageView } from '@/components/services/service-page';
import { getGrowthPath } from '@/content/growth-paths';
import { getServicePage } from '@/content/services';
import { paramsFor } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsFor('/services/[slug]');
}

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params;
  const meta = getServicePage(slug)?.meta ?? getGrowthPath(slug)?.meta;
  if (!meta) return {};
  return pageMetadata({ ...meta, path: `/services/${slug}` });
}

export default async function ServiceRoute({ params }: Params) {
  const { slug } = await params;
  const page = getServicePage(slug);
  if (page) return <ServicePageView page={page} />;
  const path = getGrowthPath(slug);
  if (path) return <GrowthPathView path={path} />;
  notFound();
}
