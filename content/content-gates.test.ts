import { describe, expect, it } from 'vitest';
import { collectionTexts, gateInputs, pageGateProblems, statBandProblem } from '../scripts/page-gate-check';
import {
  anonymityConflicts,
  bestCasesWithoutMedian,
  careerTotals,
  clientQuotesIn,
  countConflicts,
  fieldPage,
  figureConflicts,
  promiseConflicts,
  promisesIn,
  quoteRepeats,
  resultsWithoutProjects,
  satisfactionWithoutSurvey,
  statBandsWithoutWork,
  unbackedClients,
  type FigurePage,
} from './content-gates';
import { figuresBandRepeats } from './content-gates-bands';
import { allClientContacts } from './company/people';
import { bandStats, countKinds, facts, figureStat, figureStats, medianResult } from './company/figures';
import { companyPage } from './pages/company';
import { caseStudies } from './case-studies';
import { proofEntries, QUOTE_PAGE_LIMIT } from './services/proof';
import type { PageSection } from './shared/sections';
import type { Stat } from './shared/types';
import { withFixtureCollection } from './shared/temp-content';
import serviceEditor from './services/services.keystatic';

/** The real site as the gates read it (scripts/page-gate-check.ts, which `npm run content:check` runs). */
const site = await gateInputs();
const { pages } = site;

const sectionsOf = (page: unknown): readonly PageSection[] => (page as { sections?: readonly PageSection[] }).sections ?? [];

const statsBand = (items: Stat[]): PageSection => ({ kind: 'stats', id: 'results', heading: 'Results', items });

describe('content:check runs gates 1-5', () => {
  it('passes on the site', async () => {
    expect(await pageGateProblems()).toEqual([]);
  });

  it('names the file, the gate and the reason for a promise typed into a collection file', async () => {
    const files = withFixtureCollection('yaml', { 'launch-news.yaml': 'summary: Founders get a working prototype in 10 days.\n' }, collectionTexts);
    const problems = await pageGateProblems(files);
    expect(problems).toEqual([expect.stringMatching(/launch-news\.yaml: \(promise\): “prototype in 10 days” is no prototype of its offers/)]);
  });
});

describe('gate 1: a stat band needs published work of its practice behind it', () => {
  const { practicePages } = site;

  it('fails on a practice page whose band claims a record no portfolio entry or case study shows', () => {
    expect(statBandsWithoutWork([{ path: '/services/logo-branding', sections: [statsBand([{ value: '200+', label: 'Brands created' }])], work: [] }])).toEqual([
      '/services/logo-branding',
    ]);
    expect(statBandsWithoutWork([{ path: '/services/logo-branding', sections: [], work: [] }])).toEqual([]);
  });

  it('names the band as the editor’s Sections list does, so the row to remove can be found', () => {
    // The block kinds' labels in the editor's form of a service page (Add, and each row of Sections).
    const kinds = (serviceEditor.schema.sections as unknown as { element: { discriminant: { options: { label: string; value: string }[] } } }).element.discriminant.options;
    const editorLabel = kinds.find((kind) => kind.value === 'stats')?.label;
    expect(editorLabel).toBe('Figures band');
    expect(statBandProblem('/services/data-engineering')).toBe(
      `/services/data-engineering: ${editorLabel}: claims a record no published case study or portfolio project of its practice shows`,
    );
  });

  it('fails on a page with two figures bands, and passes on every page of the site', () => {
    const page = { path: '/about/about-us', sections: [statsBand([{ value: '12+', label: 'Years' }]), statsBand([{ value: '15+', label: 'Countries' }])] };
    expect(figuresBandRepeats([page])).toEqual(['/about/about-us: 2 figures bands; a page shows one at most (put the figures in one, or say them in the text)']);
    expect(figuresBandRepeats([{ ...page, sections: page.sections.slice(1) }])).toEqual([]);
    expect(site.pages.length).toBeGreaterThan(50);
    expect(figuresBandRepeats(site.pages.map(([path, module]) => ({ path, sections: (module as { sections?: PageSection[] }).sections ?? [] })))).toEqual([]);
  });

  it('passes on every service and industry page', () => {
    expect(practicePages.filter((page) => page.sections.some((section) => section.kind === 'stats')).length).toBeGreaterThan(25);
    expect(statBandsWithoutWork(practicePages)).toEqual([]);
  });

  it('would have failed before branding, metaverse and NFT work was published', () => {
    const published = new Set(['lending-rebrand', 'launch-venue', 'music-nft-marketplace']);
    const before = practicePages.map((page) => ({ ...page, work: page.work.filter((entry) => !published.has(entry.ref.id)) }));
    expect(statBandsWithoutWork(before)).toEqual(['/services/metaverse-development', '/services/logo-branding', '/services/nft-marketplace-development']);
  });
});

describe('gate 2: one number for one counted thing', () => {
  const { figurePages, derived } = site;
  it('fails on two figures with one label, a number typed on a page, and another number in running text', () => {
    const sheet = { ...facts, web3Delivered: { value: '20+', label: facts.blockchainProjects.label } };
    expect(figureConflicts({ sheet, pages: [], derived })).toEqual([expect.stringContaining('one label, two figures')]);
    const typed = { path: '/services/web3-development', stats: [{ value: '$50M+', label: 'Total value locked in client contracts' }], text: '' };
    expect(figureConflicts({ sheet: facts, pages: [typed], derived })).toEqual([expect.stringContaining('typed on the page')]);
    const text = { path: '/about/about-us', stats: [], text: 'The practice grows to 20+ blockchain contracts and dApps.' };
    expect(figureConflicts({ sheet: facts, pages: [text], derived })).toEqual([expect.stringContaining('blockchainProjects another number than 80+')]);
  });

  const entryPages = (): FigurePage[] => collectionTexts().map((entry) => ({ ...entry, stats: [] }));

  it('passes on every page: each band’s figure is picked from the fact sheet, or is a result or promise read from its module', () => {
    expect(figurePages.reduce((sum, page) => sum + page.stats.length, 0)).toBeGreaterThan(100);
    expect(figureConflicts({ sheet: facts, pages: figurePages, derived })).toEqual([]);
  });

  it('reads every collection’s files: passes on them, and fails on another number typed into a YAML entry', () => {
    expect(entryPages().length).toBeGreaterThanOrEqual(6);
    expect(figureConflicts({ sheet: facts, pages: entryPages(), derived })).toEqual([]);
    const phrase = facts.blockchainProjects.label.toLowerCase().split(' ').slice(0, 3).join(' ');
    const typed = withFixtureCollection('yaml', { 'web3-news.yaml': `summary: We have now shipped 20+ ${phrase}.\n` }, entryPages);
    expect(figureConflicts({ sheet: facts, pages: typed, derived })).toEqual([expect.stringMatching(/web3-news\.yaml: “20\+ .*” gives blockchainProjects another number/)]);
  });

  it('gives every figure of the sheet a definition, a basis or company scope, and a date', () => {
    for (const [id, figure] of Object.entries(facts)) {
      expect(figure.definition.length, id).toBeGreaterThan(40);
      expect(Date.parse(figure.asOf), id).not.toBeNaN();
      if ('basis' in figure && figure.basis === 'delivered') expect(figure.scope, id).toBe('studio');
    }
    // The market figure says whose it is, not ours.
    expect(facts.androidDevices.label).toMatch(/Google/);
  });
});

describe('gate 3: every promise is its offer’s', () => {
  const { promisePages } = site;
  /** A collection entry names no offer: any prototype, MVP or pilot length typed into it is a conflict. */
  const entryPages = () => collectionTexts().map((entry) => ({ ...entry, offers: [] }));

  it('reads every collection’s files: passes on them, and fails on a promise typed into a YAML entry', () => {
    expect(entryPages().length).toBeGreaterThanOrEqual(6);
    expect(promiseConflicts({ pages: entryPages(), work: [] })).toEqual([]);
    const typed = withFixtureCollection('yaml', { 'launch-news.yaml': 'summary: Founders get a working prototype in 10 days.\n' }, entryPages);
    expect(promiseConflicts({ pages: typed, work: [] })).toEqual([expect.stringMatching(/launch-news\.yaml: “prototype in 10 days” is no prototype of its offers \(none named\)/)]);
  });

  it('reads promises however a page words them', () => {
    expect(promisesIn('a 90-day MVP, a prototype in week three and an MVP live in 4 months').map((p) => [p.kind, p.weeks])).toEqual([
      ['mvp', 12],
      ['mvp', 17],
      ['prototype', 3],
    ]);
    expect(promisesIn(JSON.stringify({ value: '4 months', label: 'To a compliant MVP in production' })).map((p) => [p.kind, p.weeks])).toEqual([['mvp', 17]]);
  });

  it('fails on a page promising another length than its offer, a page naming no offer, and work released later than its offer promises', () => {
    expect(promiseConflicts({ pages: [{ path: '/services/launch', text: 'Your MVP in 3 months.', offers: ['launch'] }], work: [] })).toHaveLength(1);
    expect(promiseConflicts({ pages: [{ path: '/industries/fintech', text: JSON.stringify({ value: '4 months', label: 'To a compliant MVP in production' }), offers: [] }], work: [] })).toHaveLength(1);
    const ledger = proofEntries().find((entry) => entry.ref.id === 'payout-ledger')!;
    expect(promiseConflicts({ pages: [], work: [{ ...ledger, firstRelease: { week: 16, offer: 'launch' } }] })).toEqual([
      expect.stringContaining('after the launch offer’s week 12'),
      expect.stringContaining('against a first release in week 16'),
    ]);
    expect(promiseConflicts({ pages: [], work: [{ ...ledger, result: { value: '16 weeks', label: 'From kickoff to the first live payroll run' } }] })).toHaveLength(1);
  });

  it('passes on every page and every piece of work, the case studies and the Launch page’s own proof among them', () => {
    expect(promiseConflicts({ pages: promisePages, work: proofEntries() })).toEqual([]);
    expect(caseStudies().every((study) => study.firstRelease.week > 0)).toBe(true);
    const launchProof = sectionsOf(promisePages.length && pages.find(([path]) => path === '/services/launch')?.[1]).find((section) => section.kind === 'proof');
    expect(launchProof?.kind === 'proof' && launchProof.items.length).toBeGreaterThan(0);
  });
});

describe('gate 4: a quote names its client only beside work that names it', () => {
  const { quotes } = site;

  it('fails on a testimonial naming Lendora beside a card that keeps its client anonymous', () => {
    const ledger = proofEntries().find((entry) => entry.ref.id === 'payout-ledger')!;
    expect(anonymityConflicts({ quotes: [{ person: 'tunde-oyelaran', about: { title: ledger.title } }] })).toEqual([expect.stringContaining('keeps its client anonymous')]);
    expect(anonymityConflicts({ quotes: [{ person: 'tunde-oyelaran', about: { title: ledger.title, clientName: 'Harborline Logistics' } }] })).toHaveLength(1);
  });

  it('passes on every testimonial and case-study quote of the site', () => {
    expect(quotes.length).toBeGreaterThan(6);
    expect(anonymityConflicts({ quotes })).toEqual([]);
  });
});

describe('gate 5: one client’s words on at most two pages, and only clients whose work is shown on the strip', () => {
  const contacts = new Set(allClientContacts().map((contact) => contact.id));
  const { quotedPages } = site;

  it('fails on one testimonial carried by three pages', () => {
    const quote = 'They challenged our scope during discovery and took three months off the plan.';
    const page = (path: string) => ({ path, sections: [{ kind: 'proof', testimonial: { project: { kind: 'portfolio', id: 'payout-ledger' }, quote, person: 'tunde-oyelaran' } }] });
    const fixture = ['/services/devops', '/services/launch', '/industries/fintech'].map((path) => ({ path, quotes: clientQuotesIn(page(path), contacts) }));
    expect(quoteRepeats(fixture, QUOTE_PAGE_LIMIT)).toEqual([expect.stringContaining('is on 3 pages: /services/devops, /services/launch, /industries/fintech')]);
    expect(quoteRepeats(fixture.slice(0, 2), QUOTE_PAGE_LIMIT)).toEqual([]);
  });

  it('passes on every page, which between them quote many clients', () => {
    expect(quoteRepeats(quotedPages, QUOTE_PAGE_LIMIT)).toEqual([]);
    expect(new Set(quotedPages.flatMap((page) => page.quotes)).size).toBeGreaterThanOrEqual(15);
    expect(quotedPages.filter((page) => page.quotes.length > 0).length).toBeGreaterThanOrEqual(25);
  });

  it('fails on a strip naming a client without shown work, and passes on the home page’s strip', () => {
    expect(unbackedClients(['Harborline Logistics', 'Meridian Health'], [{ clientName: 'Harborline Logistics' }])).toEqual(['Meridian Health']);
    const strip = site.clientStrip;
    expect(strip).toHaveLength(6);
    expect(unbackedClients(strip, proofEntries())).toEqual([]);
  });
});

describe('gates 6-9: one count per counted thing, no career total, a best case beside its median, a satisfaction figure with its survey', () => {
  const sitePages = [...pages.map(([path, page]) => fieldPage(path, page)), ...collectionTexts().map(({ path, text }) => ({ path, fields: [['(file)', text] as const], stats: [] }))];
  const page = (path: string, text: string, stats: Stat[] = []) => ({ path, fields: [['sections[1].cards[3].description', text] as const], stats: stats.map((stat, index) => [`sections[3].items[${index}]`, stat] as const) });

  it('gate 6 fails on a second project count in the sheet, a part larger than its total, and another project count in running text', () => {
    const second = { ...facts, teamProjects: { value: '250+', label: 'Projects our people have shipped', counts: 'projects' } };
    expect(countConflicts({ sheet: second, kinds: countKinds, pages: [] })).toEqual([expect.stringMatching(/^teamProjects: “250\+ Projects our people have shipped” is a second count of client projects beside projectsSinceFounding \(50\+\)/)]);
    const past = { ...facts, web3Projects: { ...facts.web3Projects, value: '60+' } };
    expect(countConflicts({ sheet: past, kinds: countKinds, pages: [] })).toEqual([expect.stringContaining('web3Projects: 60+ is more than the 50+ it is part of')]);
    const fintech = page('/industries/fintech', 'Tokenized fund infrastructure from a studio that has shipped more than 80 blockchain projects.');
    expect(countConflicts({ sheet: facts, kinds: countKinds, pages: [fintech] })).toEqual([
      expect.stringMatching(/^\/industries\/fintech: sections\[1\]\.cards\[3\]\.description: “more than 80 blockchain projects” counts client projects, and the fact sheet’s only counts of client projects are 50\+/),
    ]);
    // A sample ('from 46 projects') is not a claim of a total; the sheet's own counts pass.
    expect(countConflicts({ sheet: facts, kinds: countKinds, pages: [page('/x', `Rated by clients from 46 projects; ${facts.web3Projects.value} Web3 client projects.`)] })).toEqual([]);
  });

  it('gate 7 fails on a career total in the sheet or on a service page, and on running text that counts work from before our people joined', () => {
    const career = { value: '10+', label: 'Metaverse projects delivered', scope: 'career' as const, basis: 'delivered' as const };
    expect(careerTotals({ sheet: { metaverseCareer: career }, pages: [], teamPage: companyPage('our-team').path })).toEqual([expect.stringContaining('metaverseCareer: “10+ Metaverse projects delivered” is a career total that does not say')]);
    const shown = page('/services/metaverse-development', '', [career]);
    expect(careerTotals({ sheet: { metaverseCareer: career }, pages: [shown], teamPage: companyPage('our-team').path })).toEqual([
      expect.anything(),
      expect.stringContaining('/services/metaverse-development: sections[3].items[0]: “10+ Metaverse projects delivered” is our people’s career total'),
    ]);
    const text = page('/services/ux-ui-design', '50+ products designed by our team across their careers.');
    expect(careerTotals({ sheet: facts, pages: [text], teamPage: companyPage('our-team').path })).toEqual([expect.stringContaining('“across their careers” counts our people’s work before they joined')]);
    // The team page may state its people's experience.
    expect(careerTotals({ sheet: facts, pages: [{ ...text, path: companyPage('our-team').path }], teamPage: companyPage('our-team').path })).toEqual([]);
  });

  it('gate 8 fails on a best case without its results, a page showing it without its median, and "up to" in running text', () => {
    const { best, ...bare } = facts.designConversion;
    expect(best?.results.length).toBeGreaterThanOrEqual(3);
    expect(bestCasesWithoutMedian({ sheet: { designConversion: bare }, pages: [], median: medianResult })).toEqual([expect.stringContaining('designConversion: “300% Conversion increase on our best redesign” is a best case without the results')]);
    const headline = page('/services/ux-ui-design', '', [{ value: facts.designConversion.value, label: facts.designConversion.label }]);
    expect(bestCasesWithoutMedian({ sheet: facts, pages: [headline], median: medianResult })).toEqual([expect.stringContaining('/services/ux-ui-design: sections[3].items[0]: “300% Conversion increase on our best redesign” is a best case shown without its median (+78%)')]);
    const text = page('/services/ux-ui-design', 'Redesigns that raise conversion by up to 300%.');
    expect(bestCasesWithoutMedian({ sheet: facts, pages: [text], median: medianResult })).toEqual([expect.stringContaining('“up to 300%” is a best case without its median')]);
    expect(bestCasesWithoutMedian({ sheet: facts, pages: [page('/x', 'The median gain is +78%; the best, 300%.', [figureStat('designConversion')])], median: medianResult })).toEqual([]);
  });

  it('gate 9 fails on a satisfaction figure without its survey, or whose share is not its survey’s, shown without its sample, or typed in running text', () => {
    const { survey, ...bare } = facts.designSatisfaction;
    expect(survey?.responses).toBeGreaterThan(0);
    expect(satisfactionWithoutSurvey({ sheet: { designSatisfaction: bare }, pages: [] })).toEqual([expect.stringContaining('designSatisfaction: “98% Client satisfaction with our design projects” is a satisfaction figure without its survey')]);
    expect(satisfactionWithoutSurvey({ sheet: { designSatisfaction: { ...facts.designSatisfaction, survey: { ...survey!, positive: 50 } } }, pages: [] })).toEqual([expect.stringContaining('98% is not the survey’s 50 of 57')]);
    const shown = page('/services/ux-ui-design', '', [{ value: '98%', label: facts.designSatisfaction.label }]);
    expect(satisfactionWithoutSurvey({ sheet: facts, pages: [shown] })).toEqual([expect.stringContaining('is a satisfaction figure shown without its survey and sample size')]);
    expect(satisfactionWithoutSurvey({ sheet: facts, pages: [page('/', 'Our clients report 90% satisfaction.')] })).toEqual([expect.stringContaining('“90% satisfaction” is a satisfaction figure without its survey')]);
    expect(satisfactionWithoutSurvey({ sheet: facts, pages: [page('/x', '', [figureStat('designSatisfaction')])] })).toEqual([]);
  });

  it('gate 10 fails on a result that names no published project, names an unpublished one or one of another practice', () => {
    const work = proofEntries().map((entry) => ({ ...entry.ref, services: entry.services, industries: entry.industries }));
    const { projects, ...bare } = facts.chatbotResolution;
    expect(projects?.length).toBeGreaterThan(0);
    expect(resultsWithoutProjects({ sheet: { chatbotResolution: bare }, work })).toEqual([expect.stringContaining('chatbotResolution: “90% Queries resolved without an agent” is a result that names no published project')]);
    expect(resultsWithoutProjects({ sheet: { chatbotResolution: { ...bare, projects: [{ kind: 'portfolio', id: 'unpublished-app' }] } }, work })).toEqual([expect.stringContaining('portfolio “unpublished-app” is not published work')]);
    expect(resultsWithoutProjects({ sheet: { chatbotResolution: { ...bare, projects: [{ kind: 'case-study', id: 'bloxios' }] } }, work })).toEqual([expect.stringContaining('case-study “bloxios” is not tagged with the figure’s practice (ai-chatbot-development)')]);
    // A commitment or a count of our own work is not a result measured on a project; a best case names its projects in `best`.
    expect(resultsWithoutProjects({ sheet: { chatbotAvailability: facts.chatbotAvailability, designConversion: facts.designConversion }, work })).toEqual([]);
    // On the site, every result names published work of its practice (mixed reality's productivity gain too).
    expect(resultsWithoutProjects({ sheet: facts, work })).toEqual([]);
    // The band shows the projects, linked where it is drawn.
    expect(figureStat('chatbotResolution').note).toEqual({ text: 'The published project it was measured on, with its own result:', projects });
    expect(figureStat('devopsDeploySpeed').note?.text).toBe('The median of these published projects’ own results:');
    // A result whose projects' own results the sheet does not state (a peak, a sum, a lowest month) names them as examples.
    expect(figureStat('devopsUptime').note?.text).toBe('Published examples of the work it was measured on:');
  });

  it('a practice’s count says under it which studio total it is part of, so 50+ SaaS platforms do not read as 50+ more projects', () => {
    expect(figureStat('saasPlatforms')).toMatchObject({ value: '50+', note: { text: `Part of ${facts.solutions.value} digital solutions shipped in our client projects.` } });
    expect(figureStat('web3Projects').note?.text).toBe(`Part of ${facts.projectsSinceFounding.value} client projects since the studio was founded.`);
    // A count of a kind with no studio total (campaigns) has no such line, nor a count shown beside its total.
    expect(figureStat('campaignsLaunched').note).toBeUndefined();
    expect(figureStats(['solutions', 'blockchainProjects']).map((stat) => stat.note)).toEqual([undefined, undefined]);
    // A band quoting the figures by value and label reads the same, even where the total already carries a note.
    const { value, label } = facts.solutions;
    const part = { value: facts.blockchainProjects.value, label: facts.blockchainProjects.label };
    expect(bandStats([{ value, label, note: { text: 'Counted November 1, 2026.' } }, part])[1]?.note).toBeUndefined();
    expect(bandStats([part])[0]?.note?.text).toBe(`Part of ${value} digital solutions shipped in our client projects.`);
  });

  it('pass on the fact sheet, every page and every collection file', () => {
    expect(sitePages.length).toBeGreaterThan(50);
    expect(countConflicts({ sheet: facts, kinds: countKinds, pages: sitePages })).toEqual([]);
    expect(careerTotals({ sheet: facts, pages: sitePages, teamPage: companyPage('our-team').path })).toEqual([]);
    expect(bestCasesWithoutMedian({ sheet: facts, pages: sitePages, median: medianResult })).toEqual([]);
    expect(satisfactionWithoutSurvey({ sheet: facts, pages: sitePages })).toEqual([]);
    // No delivered figure is our people's career: every count is the studio's own work.
    expect(Object.entries(facts).filter(([, figure]) => 'scope' in figure && figure.scope !== 'studio').map(([id]) => id)).toEqual([]);
  });

  it('the best case’s median is the median of its named results, and the home, about and portfolio bands show SPEC’s figures defined', () => {
    expect(medianResult(['+38%', '+300%', '+78%'])).toBe('+78%');
    expect(medianResult(['+10%', '+20%'])).toBe('+15%');
    expect(figureStat('designConversion').note?.text).toContain('+78%');
    expect(figureStat('satisfaction').note?.text).toContain('124 of 130 ratings were 4 or 5 out of 5');
    expect(figureStat('designConversion').note?.text).toBe('Median across the 3 design projects whose conversion was measured before and after: +78%. The 300% is the best of them:');
  });
});
