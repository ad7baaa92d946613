import { JobList } from '@/components/careers/job-list';
import { PageJsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { CtaBlock } from '@/components/ui/cta-block';
import { Section, SectionHeading } from '@/components/ui/section';
import { jobs, positionsPage } from '@/content/careers';
import { jobPostingFor } from '@/lib/careers';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...positionsPage.meta, path: '/careers/positions' });

/** /careers/positions: the job cards, each with 'Apply Now' preselecting its position; JobPosting data per job. */
export default function PositionsRoute() {
  const { hero, listHeading, empty, closing } = positionsPage;
  return (
    <>
      <PageHero label={hero.label} title={hero.headline} intro={hero.intro}>
        <ButtonLink href="/careers/internships" size="lg" variant="outline-dark">
          See internships
        </ButtonLink>
      </PageHero>
      <Section labelledBy="positions-title">
        <SectionHeading id="positions-title" eyebrow={`${jobs.length} open ${jobs.length === 1 ? 'role' : 'roles'}`} title={listHeading} />
        <div className="mt-12">
          <JobList jobs={jobs} emptyText={empty} />
        </div>
      </Section>
      <CtaBlock heading={closing.heading} body={closing.body} ctaLabel={closing.ctaLabel} href={closing.href} secondary={closing.secondary} />
      <PageJsonLd path="/careers/positions" data={jobs.map((job) => jobPostingFor(job, '/careers/positions'))} />
    </>
  );
}
