import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SectionPage } from '@/components/sections/section-page';
import { getJob, jobPage } from '@/content/careers';
import { paramsFor } from '@/content/site-map/routes';
import { sectionPageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsFor('/careers/positions/[slug]');
}

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const job = getJob((await params).slug);
  return job ? sectionPageMetadata(jobPage(job)) : {};
}

/** /careers/positions/{id}: one job's page, with its JobPosting data and 'Apply Now' for that exact opening. */
export default async function JobRoute({ params }: Params) {
  const job = getJob((await params).slug);
  if (!job) notFound();
  return <SectionPage page={jobPage(job)} />;
}
