import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SectionPage } from '@/components/sections/section-page';
import { getCaseStudy } from '@/content/case-studies';
import { caseStudyPage } from '@/content/pages/case-study-pages';
import { paramsFor } from '@/content/site-map/routes';
import { sectionPageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsFor('/work/[id]');
}

type Params = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const study = getCaseStudy((await params).id);
  return study ? sectionPageMetadata(caseStudyPage(study)) : {};
}

export default async function CaseStudyRoute({ params }: Params) {
  const study = getCaseStudy((await params).id);
  if (!study) notFound();
  return <SectionPage page={caseStudyPage(study)} />;
}
