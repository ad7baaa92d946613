import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GrowthPathView } from '@/components/services/growth-path-page';
import { ServicePageView } from '@/components/services/service-page';
import { getGrowthPath, growthPaths } from '@/content/growth-paths';
import { serviceCatalog } from '@/content/services/catalog';
import { getServicePage } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return [...serviceCatalog.map((service) => ({ slug: service.slug })), ...growthPaths.map((path) => ({ slug: path.slug }))];
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
