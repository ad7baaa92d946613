import { describe, expect, it } from 'vitest';
import { caseStudies, getCaseStudy } from '../case-studies';
import { indexedPages, isLive } from '../site-map/routes';
import { caseStudyDetailSections } from './case-study-pages';
import { auditPage, bloxiosAudit, findingsBySeverity, phaseWeeks, severities, studyAudits } from './study-audits';

const bloxios = getCaseStudy('bloxios')!;
const page = auditPage(bloxiosAudit);
const section = (id: string) => page.sections.find((candidate) => candidate.id === id);

describe('what a case study says is published has a page, linked from the sentence', () => {
  it('every card of a study that says something is published links a live page of this site', () => {
    let published = 0;
    for (const study of caseStudies()) {
      for (const highlight of caseStudyDetailSections(study)) {
        if (highlight.kind !== 'iconGrid') continue;
        for (const item of highlight.items.filter((candidate) => /\bpublished\b/i.test(candidate.description))) {
          published += 1;
          expect(item.link, `${study.id}: "${item.title}" says it is published but links nothing`).toBeDefined();
          expect(isLive(item.link!.href), item.link!.href).toBe(true);
        }
      }
    }
    expect(published).toBeGreaterThan(0);
  });

  it('Bloxios’s independent audit card links /work/bloxios/audit, which the sitemap lists', () => {
    const security = caseStudyDetailSections(bloxios).find((candidate) => candidate.id === 'security');
    const card = security?.kind === 'iconGrid' ? security.items.find((item) => item.title === 'Independent audit') : undefined;
    expect(card?.description).toMatch(/published for stakers to read/);
    expect(card?.link).toEqual({ label: 'Read the audit report', href: '/work/bloxios/audit' });
    expect(indexedPages.map((entry) => entry.path)).toContain('/work/bloxios/audit');
    expect(studyAudits.map((audit) => audit.path)).toEqual(['/work/bloxios/audit']);
  });
});

describe('the Bloxios audit report agrees with the case study', () => {
  it('runs in the study’s audit phase (weeks 15 to 18 of 20), its steps filling the phase, before the mainnet launch (weeks 19 to 20)', () => {
    const weeks = phaseWeeks(bloxios);
    expect(weeks.get(bloxiosAudit.phase)).toEqual({ first: 15, last: 18 });
    const phase = bloxios.timeline.find((candidate) => candidate.phase === bloxiosAudit.phase)!;
    expect(bloxiosAudit.schedule.reduce((sum, step) => sum + step.weeks, 0)).toBe(Number.parseInt(phase.duration, 10));
    const when = section('when');
    expect(when?.kind === 'steps' && when.steps.map((step) => [step.title, step.duration])).toEqual([
      ['Public testnet', `Week ${bloxios.firstRelease.week}`],
      ['Code freeze and review', 'Weeks 15–16'],
      ['Fixes', 'Week 17'],
      ['Fix review', 'Week 18'],
      ['Mainnet launch', 'Weeks 19–20'],
    ]);
    expect(when?.kind === 'steps' && when.intro).toContain(`Weeks 15 to 18 of the engagement’s ${bloxios.duration} from kickoff`);
  });

  it('counts the findings by severity, none critical, each with how it was resolved', () => {
    expect(findingsBySeverity(bloxiosAudit)).toEqual([
      { severity: 'Critical', count: 0 },
      { severity: 'High', count: 1 },
      { severity: 'Medium', count: 3 },
      { severity: 'Low', count: 2 },
      { severity: 'Informational', count: 3 },
    ]);
    const severity = section('severity');
    expect(severity?.kind === 'iconGrid' && severity.items.map((item) => `${item.title}: ${item.description}`)).toEqual([
      'Critical: None found.',
      'High: 1 finding, fixed and re-verified.',
      'Medium: 3 findings, fixed and re-verified.',
      'Low: 2 findings, fixed and re-verified.',
      'Informational: 3 findings, fixed and re-verified.',
    ]);
    const findings = section('findings');
    expect(findings?.kind === 'numbered' && findings.items).toHaveLength(bloxiosAudit.findings.length);
    for (const finding of bloxiosAudit.findings) {
      expect(finding.resolution.length, finding.id).toBeGreaterThan(30);
      expect(finding.id.startsWith(finding.severity[0]!), finding.id).toBe(true);
    }
    // Highest severity first, as the report lists them.
    const order = bloxiosAudit.findings.map((finding) => severities.indexOf(finding.severity));
    expect(order).toEqual(order.toSorted((a, b) => a - b));
    expect(page.hero.intro).toContain(`${bloxiosAudit.findings.length} findings, none critical`);
  });

  it('names who did it: an independent firm engaged by the client, the study’s own leads, and the client by name', () => {
    const who = section('who');
    const text = who?.kind === 'iconGrid' ? who.items.map((item) => `${item.title} ${item.description}`).join(' ') : '';
    expect(text).toMatch(/independent/i);
    expect(text).toContain('Marcus Lindqvist');
    expect(text).toContain('Elena Marchetti');
    expect(text).toContain(bloxios.client!.name);
  });

  it('names only the chains and safeguards the study names', () => {
    const scope = section('scope');
    const text = scope?.kind === 'cards' ? scope.cards.flatMap((card) => card.features).join(' ') : '';
    for (const chain of ['Ethereum', 'Arbitrum', 'Polygon']) expect(bloxios.fullDescription).toContain(chain);
    expect(text).toContain('48-hour timelock');
    expect(text).toContain('3-of-5 Safe multisig');
    const security = bloxios.highlights.find((highlight) => highlight.id === 'security');
    const guarded = security?.kind === 'iconGrid' ? security.items.map((item) => item.description).join(' ') : '';
    expect(guarded).toContain('48-hour timelock');
    expect(guarded).toContain('3-of-5 Safe multisig');
  });
});
