import { PageJsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { PageSections } from '@/components/sections/page-sections';
import { caseStudies, caseStudyListPage, caseStudyTopics } from '@/content/case-studies';
import { caseStudyListSections } from '@/content/case-study-pages';
import { collectionPage } from '@/lib/json-ld';

/**
 * The case-study list (SPEC section 2 "Case studies"): served at /work and at
 * /our-work/case-studies, whose canonical URL is /work. The hero with the topics, then the
 * page's sections (content/case-study-pages.ts) drawn by the one renderer.
 */
export function CaseStudyList() {
  const page = caseStudyListPage;
  return (
    <>
      <PageHero label={page.hero.label} title={page.hero.title} intro={page.hero.intro}>
        <div className="w-full">
          <p id="topics-label" className="eyebrow text-on-dark-subtle">
            {page.hero.topicsLabel}
          </p>
          <ul aria-labelledby="topics-label" className="mt-4 flex flex-wrap gap-2">
            {caseStudyTopics.map((topic) => (
              <li key={topic}>
                <span className="inline-flex items-center rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-on-dark backdrop-blur-sm">
                  {topic}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </PageHero>

      <PageSections sections={caseStudyListSections} contactHref={page.closing.primary.href} />

      <PageJsonLd
        path="/work"
        data={[
          collectionPage({
            name: page.meta.title,
            description: page.meta.description,
            path: '/work',
            items: caseStudies.map((study) => ({ name: study.title, path: study.href })),
          }),
        ]}
      />
    </>
  );
}
