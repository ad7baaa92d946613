import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyDetail } from '@/components/case-studies/case-study-detail';
import { caseStudies, getCaseStudy } from '@/content/case-studies';
import { pageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return caseStudies.map((study) => ({ id: study.id }));
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
