import { figureSentences } from './company/figures';
import { describe, expect, it } from 'vitest';
import { allArticles } from './blog';
import { caseStudies, caseStudyTopics, getCaseStudy } from './case-studies';
import { visionMillenniumRoas } from './company/figures';
import { industryList } from './industries';
import { ourWorkDestinations, ourWorkPage } from './pages/our-work';
import { portfolioCapabilities, portfolioFeaturedIds, portfolioFeaturedStudies, portfolioFigures, projectGroups } from './portfolio';
import { portfolioPage } from './pages/portfolio';
import { isLive, livePages, pathOf } from './site-map/routes';
import { serviceList } from './services';
import { firstSharedSentence } from './shared/sentences';
import { iconNames } from './shared/types';

const articles = allArticles();

const projects = projectGroups().flatMap((group) => group.projects);

describe('portfolio figures and capabilities (SPEC "Portfolio", section 9)', () => {
  it('shows exactly 250+ projects, 10+ industries, 95% satisfaction and 6 countries', () => {
    expect(portfolioFigures.map((figure) => figure.value)).toEqual(['250+', '10+', '95%', '6']);
    const labels = portfolioFigures.map((figure) => figure.label.toLowerCase());
    expect(labels[0]).toContain('projects');
    expect(labels[1]).toContain('industries');
    expect(labels[2]).toContain('satisfaction');
    expect(labels[3]).toContain('countries');
  });

  it('has six capability badges, the case-study topics, each with a known icon', () => {
    expect(portfolioCapabilities.map((capability) => capability.name)).toEqual([...caseStudyTopics]);
    expect(portfolioCapabilities).toHaveLength(6);
    for (const capability of portfolioCapabilities) expect(iconNames).toContain(capability.icon);
  });
});

describe('featured case studies on the portfolio', () => {
  it('are the three studies of the case-study module, read from it rather than copied', () => {
    expect(portfolioFeaturedIds).toEqual(['autoai', 'bloxios', 'vision-millennium']);
    const studies = portfolioFeaturedStudies();
    for (const [index, study] of studies.entries()) expect(study).toBe(getCaseStudy(portfolioFeaturedIds[index] ?? ''));
  });

  it.each(portfolioFeaturedIds)('%s carries timeline, team size, industry, client type, technologies, challenges, solutions and metrics', (id) => {
    const study = getCaseStudy(id);
    if (!study) throw new Error(`missing ${id}`);
    expect(study.timeline).toHaveLength(5);
    for (const phase of study.timeline) {
      expect(phase.phase.length).toBeGreaterThan(3);
      expect(phase.duration).toMatch(/^\d+ weeks?$/);
      expect(phase.status).toBe('completed');
    }
    const weeks = study.timeline.reduce((sum, phase) => sum + Number.parseInt(phase.duration, 10), 0);
    expect(study.duration).toBe(`${weeks} weeks`);
    expect(study.teamSize).toMatch(/^\d+ specialists$/);
    expect(study.industry.length).toBeGreaterThan(3);
    expect(study.clientType.length).toBeGreaterThan(3);
    expect(study.technologies.length).toBeGreaterThanOrEqual(5);
    expect(study.challenges).toHaveLength(4);
    expect(study.solutions).toHaveLength(4);
    expect(study.metrics).toHaveLength(4);
    for (const metric of study.metrics) expect(metric.value).toMatch(/\d/);
  });

  it('keeps both readings of Vision Millennium’s ROAS: +18% on the home page, +180% on the portfolio', () => {
    const study = getCaseStudy('vision-millennium');
    expect(visionMillenniumRoas).toEqual({ home: '+18%', portfolio: '+180%' });
    const homeValues = study?.homeMetrics.map((metric) => metric.value) ?? [];
    const portfolioValues = study?.metrics.map((metric) => metric.value) ?? [];
    expect(homeValues).toContain('+18%');
    expect(homeValues).not.toContain('+180%');
    expect(portfolioValues).toContain('+180%');
    expect(portfolioValues).not.toContain('+18%');
    // Each reading says what spend it measures, so both are true: the video campaigns' own, and the brand's total.
    expect(study?.metrics.find((metric) => metric.value === '+180%')?.label).toBe('Return on video ad spend');
    expect(study?.homeMetrics.find((metric) => metric.value === '+18%')?.label).toBe('Return on total ad spend');
  });
});

describe('project summaries below the featured studies', () => {
  it('are 8 to 20 specific projects, grouped by sector, with unique titles', () => {
    expect(projects.length).toBeGreaterThanOrEqual(8);
    expect(projects.length).toBeLessThanOrEqual(20);
    expect(new Set(projects.map((project) => project.title)).size).toBe(projects.length);
    expect(new Set(projectGroups().map((group) => group.id)).size).toBe(projectGroups().length);
    for (const project of projects) {
      expect(project.summary.split(' ').length).toBeGreaterThanOrEqual(15);
      expect(project.stack.length).toBeGreaterThanOrEqual(3);
      expect(project.stack.length).toBeLessThanOrEqual(5);
      expect(project.result.value).toMatch(/\d/);
      expect(project.result.label.length).toBeGreaterThan(8);
    }
  });

  it('link only to live routes: each sector’s page and each project’s service page', () => {
    for (const group of projectGroups()) expect(isLive(group.link.href), group.link.href).toBe(true);
    for (const project of projects) for (const slug of project.services) expect(isLive(`/services/${slug}`), slug).toBe(true);
    for (const project of projects) for (const slug of project.industries) expect(isLive(`/industries/${slug}`), slug).toBe(true);
  });

  it('have stable, unique anchor ids, distinct from the page’s other anchors', () => {
    const ids = projects.map((project) => project.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const pageIds = [...portfolioPage().sections.map((section) => section.id), ...projectGroups().map((group) => group.id), ...caseStudies().map((study) => study.id)];
    for (const id of ids) expect(pageIds).not.toContain(id);
  });

  it('span more sectors than the featured studies, in line with the 10+ industries claim', () => {
    const industries = new Set([...projects.map((project) => project.industry), ...caseStudies().map((study) => study.industry)]);
    expect(industries.size).toBeGreaterThanOrEqual(10);
  });

  it('do not repeat copy from the case studies, industry pages or service pages', () => {
    expect(
      firstSharedSentence([
        // The page module holds the projects by reference.
        ['portfolio', portfolioPage()],
        ...caseStudies().map((study): [string, unknown] => [study.id, study]),
        ...industryList().map((entry): [string, unknown] => [entry.slug, entry]),
        // A testimonials section quotes its projects' files (content/portfolio.ts projectTestimonials), by design.
        ...serviceList().map(({ slug, ...page }): [string, unknown] => [slug, page.sections.filter((section) => section.kind !== 'testimonials')]),
      ], figureSentences()),
    ).toBeUndefined();
  });
});

describe('the Our Work overview', () => {
  it('leads to the portfolio, the case studies and the blog', () => {
    expect(ourWorkDestinations().map((item) => item.href)).toEqual(['/our-work/portfolio', '/work', '/our-work/blog']);
    expect(isLive('/our-work/portfolio')).toBe(true);
    expect(isLive('/work')).toBe(true);
    expect(isLive('/our-work/blog')).toBe(true);
  });

  it('reads its figures from the content modules: portfolio figures, case-study metrics and the blog', () => {
    const [portfolio, studies, blog] = ourWorkDestinations();
    expect(portfolio?.figures).toEqual([portfolioFigures[0], portfolioFigures[1]]);
    const metricValues = caseStudies().flatMap((study) => study.metrics.map((metric) => metric.value));
    expect(studies?.figures?.length).toBeGreaterThan(0);
    for (const figure of studies?.figures ?? []) expect(metricValues).toContain(figure.value);
    expect(blog?.figures[0]?.value).toBe(String(articles.length));
  });

  it('registers /our-work and /our-work/portfolio as live pages with sound metadata', () => {
    const live = livePages.map((page) => page.path);
    expect(live).toContain('/our-work');
    expect(live).toContain('/our-work/portfolio');
    for (const meta of [ourWorkPage().meta, portfolioPage().meta]) {
      expect(meta.title.length).toBeLessThanOrEqual(60);
      expect(meta.description.length).toBeGreaterThanOrEqual(100);
      expect(meta.description.length).toBeLessThanOrEqual(170);
    }
    expect(pathOf(portfolioPage().closing.href)).toBe('/contact');
  });
});
