import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyDetail } from '@/components/case-studies/case-study-detail';
import { getCaseStudy } from '@/content/case-studies';
import { paramsFor } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsFor('/work/[id]');
}

type Params = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { id } = await params;
  const study = getCaseStudy(id);
  if (!study) return {};
  return pageMetadata({ ...study.meta, path: study.href });
}

export default async function CaseStudyRoute({ params }: Params) {
  const { id } = await params;
  const study = getCaseStudy(id);
  if (!study) notFound();
  return <CaseStudyDetail study={study} />;
}
