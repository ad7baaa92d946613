import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SectionPage } from '@/components/sections/section-page';
import { getInternship, internshipPage } from '@/content/careers';
import { paramsFor } from '@/content/site-map/routes';
import { sectionPageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsFor('/careers/internships/[slug]');
}

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const internship = getInternship((await params).slug);
  return internship ? sectionPageMetadata(internshipPage(internship)) : {};
}

/** /careers/internships/{id}: one internship's page, with its JobPosting data and 'Apply Now' for that exact opening. */
export default async function InternshipRoute({ params }: Params) {
  const internship = getInternship((await params).slug);
  if (!internship) notFound();
  return <SectionPage page={internshipPage(internship)} />;
}
