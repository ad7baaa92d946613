/**
 * The audit reports a case study says are published (Bloxios: "the report is published for stakers to read"), each
 * a page of its own under its study (/work/bloxios/audit) built from the one section model. When and by whom are
 * read from the study itself (its timeline, first release, leads and client), so the report cannot drift from it;
 * the findings are listed once here and counted by severity.
 */
import { getCaseStudy, type CaseStudy, type CaseStudyId } from '../case-studies';
import { staffMember } from '../company/people';
import type { SectionPage } from '../shared/page';
import type { PageSection } from '../shared/sections';
import type { IconName, InternalPath } from '../shared/types';

export const severities = ['Critical', 'High', 'Medium', 'Low', 'Informational'] as const;
export type Severity = (typeof severities)[number];

export interface AuditFinding {
  /** The report's reference, e.g. 'H-1'. */
  id: string;
  severity: Severity;
  title: string;
  /** What the auditors found. */
  issue: string;
  /** How it was fixed, and how the fix was proven. */
  resolution: string;
}

export interface StudyAudit {
  study: CaseStudyId;
  path: InternalPath;
  title: string;
  /** The study's card that says the report is published: it links here (its highlight section id and item title). */
  publishedIn: { section: string; item: string };
  /** The study's timeline phase the audit ran in, and how its weeks were spent, in order (they add up to the phase). */
  phase: string;
  schedule: readonly { title: string; weeks: number; description: string }[];
  auditor: string;
  scope: { in: readonly string[]; out: readonly string[] };
  findings: readonly AuditFinding[];
}

export const bloxiosAudit: StudyAudit = {
  study: 'bloxios',
  path: '/work/bloxios/audit',
  title: 'Bloxios audit report',
  publishedIn: { section: 'security', item: 'Independent audit' },
  phase: 'Audit & testnet hardening',
  schedule: [
    {
      title: 'Code freeze and review',
      weeks: 2,
      description: 'The contracts were frozen at one tagged commit and handed over with their invariants, test suites and static analysis results.',
    },
    { title: 'Fixes', weeks: 1, description: 'Each finding was fixed with a test that fails before the fix and passes after it, and the fixes were tagged as a new commit.' },
    { title: 'Fix review', weeks: 1, description: 'The auditors re-verified every fix against the new commit. The final report lists no open finding.' },
  ],
  auditor:
    'An independent smart contract security firm, engaged and paid by Bloxios Labs, with no other work for Northstack. Its auditors reviewed the code; our engineers answered their questions and made the fixes.',
  scope: {
    in: [
      'The staking contracts for flexible and time-locked positions, including the exit fee',
      'The reward-distribution contract and its reward-per-share accounting',
      'The upgrade path: the proxies, the 48-hour timelock and the roles held by the 3-of-5 Safe multisig',
      'The pause switch, and who may use it',
      'The deployment scripts and configuration for Ethereum, Arbitrum and Polygon',
    ],
    out: [
      'The Next.js dashboard and its wallet connections (reviewed by our own team)',
      'The subgraphs on The Graph, which only read the contracts',
      'OpenZeppelin libraries and the Safe multisig, used unchanged and audited by their own authors',
      'Chainlink price feeds, which only the dashboard reads, to show positions in dollars',
    ],
  },
  findings: [
    {
      id: 'H-1',
      severity: 'High',
      title: 'A reward rate change applied retroactively',
      issue: 'Changing the reward rate did not settle the reward index first, so the new rate applied back to the last update and over- or under-paid stakers for that period.',
      resolution: 'The rate setter now settles the index before the change, and an invariant test asserts that rewards paid never exceed rewards funded.',
    },
    {
      id: 'M-1',
      severity: 'Medium',
      title: 'A lock-up extension could shorten the lock',
      issue: 'Extending a time-locked position accepted an end date earlier than the current one, so a staker could cut a lock-up short and avoid the exit fee.',
      resolution: 'A new end date must be later than the current one; a fuzz test covers every extension path.',
    },
    {
      id: 'M-2',
      severity: 'Medium',
      title: 'The pause switch did not stop reward claims',
      issue: 'Pausing stopped deposits and withdrawals but not reward claims, so funds could still leave the contracts during an incident.',
      resolution: 'Claims now respect the pause, and a test asserts that no transfer succeeds while the contracts are paused.',
    },
    {
      id: 'M-3',
      severity: 'Medium',
      title: 'Implementation contracts left uninitialized',
      issue: 'The logic contract behind each upgradeable proxy could be initialized by anyone. It held no funds, but a takeover would have misled monitoring and users.',
      resolution: 'Initializers are disabled in each implementation’s constructor, on all three chains.',
    },
    {
      id: 'L-1',
      severity: 'Low',
      title: 'No events on parameter changes',
      issue: 'Changes to the reward rate and the exit fee emitted no event, so on-chain monitors could not alert on them.',
      resolution: 'Every parameter change emits an event, and the monitors alert on each one.',
    },
    {
      id: 'L-2',
      severity: 'Low',
      title: 'The exit fee was bounded only off-chain',
      issue: 'Only the deployment script limited the exit fee, so a mistaken multisig transaction could have set any value.',
      resolution: 'The contract refuses an exit fee above a fixed maximum.',
    },
    {
      id: 'I-1',
      severity: 'Informational',
      title: 'Floating compiler version',
      issue: 'The contracts accepted any compiler of a minor version, not the one they were tested with.',
      resolution: 'The compiler version is pinned to the one tested and audited.',
    },
    {
      id: 'I-2',
      severity: 'Informational',
      title: 'Repeated storage reads in claims',
      issue: 'A claim read the same storage values more than once.',
      resolution: 'The values are read once per claim, which lowers its gas cost; claims still cost the same whatever the number of stakers.',
    },
    {
      id: 'I-3',
      severity: 'Informational',
      title: 'Incomplete code comments',
      issue: 'Several external functions had no NatSpec comments stating what they expect and guarantee.',
      resolution: 'Every external function is documented, with the invariants it preserves.',
    },
  ],
};

/** Every published audit report, one page each. */
export const studyAudits: readonly StudyAudit[] = [bloxiosAudit];

/** The audit report a study's card says is published, if any (the card links it). */
export function publishedAudit(study: CaseStudyId, section: string, item: string): StudyAudit | undefined {
  return studyAudits.find((audit) => audit.study === study && audit.publishedIn.section === section && audit.publishedIn.item === item);
}

export const auditCopy = {
  linkLabel: 'Read the audit report',
  label: (title: string) => `${title} · Security audit`,
  headline: (title: string) => `The ${title} contracts audit`,
  scope: { eyebrow: 'Scope', heading: 'What the audit covered', inTitle: 'In scope', outTitle: 'Not in scope' },
  severity: { eyebrow: 'Findings', heading: 'Findings by severity' },
  findings: { eyebrow: 'Every finding', heading: 'What was found, and how each was resolved' },
  when: { eyebrow: 'When', heading: 'When it ran' },
  who: { eyebrow: 'Who', heading: 'Who did the work' },
} as const;

const severityIcons: Record<Severity, IconName> = { Critical: 'shield', High: 'zap', Medium: 'scale', Low: 'search', Informational: 'file-text' };

/** A study's card that says its audit report is published links the report's page (content/pages/study-audits.ts). */
export function withPublishedLinks(study: CaseStudy, section: CaseStudy['highlights'][number]): CaseStudy['highlights'][number] {
  if (section.kind !== 'iconGrid') return section;
  return {
    ...section,
    items: section.items.map((item) => {
      const audit = publishedAudit(study.id, section.id, item.title);
      return audit ? { ...item, link: { label: auditCopy.linkLabel, href: audit.path } } : item;
    }),
  };
}

/** '1 finding', '3 findings'. */
function findingCount(count: number): string {
  return count === 1 ? '1 finding' : `${count} findings`;
}

function weekSpan(first: number, last: number): string {
  return first === last ? `Week ${first}` : `Weeks ${first}–${last}`;
}

/** The weeks from kickoff each phase of the study's timeline ran (the first week and the last). */
export function phaseWeeks(study: CaseStudy): Map<string, { first: number; last: number }> {
  let start = 1;
  return new Map(
    study.timeline.map((phase) => {
      const weeks = Number.parseInt(phase.duration, 10);
      const span = { first: start, last: start + weeks - 1 };
      start += weeks;
      return [phase.phase, span];
    }),
  );
}

/** How many findings of each severity, in the report's order. */
export function findingsBySeverity(audit: StudyAudit): { severity: Severity; count: number }[] {
  return severities.map((severity) => ({ severity, count: audit.findings.filter((finding) => finding.severity === severity).length }));
}

/** The audit's page: what it covered, the findings by severity, each finding and its fix, when it ran and who did it. */
export function auditPage(audit: StudyAudit): SectionPage {
  const study = getCaseStudy(audit.study);
  if (!study) throw new Error(`${audit.path}: no case study "${audit.study}"`);
  const weeks = phaseWeeks(study);
  const phaseIndex = study.timeline.findIndex((phase) => phase.phase === audit.phase);
  const auditWeeks = weeks.get(audit.phase);
  const launch = study.timeline[phaseIndex + 1];
  const launchWeeks = launch && weeks.get(launch.phase);
  if (!auditWeeks || !launch || !launchWeeks) throw new Error(`${audit.path}: the ${study.title} timeline has no phase "${audit.phase}" followed by a launch`);
  const bySeverity = findingsBySeverity(audit);
  const total = audit.findings.length;
  const critical = bySeverity.find((entry) => entry.severity === 'Critical')?.count ?? 0;

  let week = auditWeeks.first;
  const schedule = audit.schedule.map((step) => {
    const span = weekSpan(week, week + step.weeks - 1);
    week += step.weeks;
    return { title: step.title, duration: span, description: step.description };
  });

  const [lead, ...others] = study.leads.map((id) => staffMember(id));
  const sections: PageSection[] = [
    {
      kind: 'cards',
      id: 'scope',
      tone: 'light',
      eyebrow: auditCopy.scope.eyebrow,
      heading: auditCopy.scope.heading,
      intro: `Every contract that holds stakers’ funds, at the commit deployed to mainnet. Code that only reads the contracts, and libraries used unchanged, were left to their own reviews.`,
      cards: [
        { icon: 'shield-check', title: auditCopy.scope.inTitle, description: 'Reviewed line by line, with the invariants we wrote for them.', features: [...audit.scope.in] },
        { icon: 'layers', title: auditCopy.scope.outTitle, description: 'Outside this audit, and why.', features: [...audit.scope.out], featureMark: 'excluded' },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'severity',
      tone: 'dark',
      eyebrow: auditCopy.severity.eyebrow,
      heading: auditCopy.severity.heading,
      intro: `${total} findings${critical === 0 ? ', none critical' : ''}. Every one was fixed and the fix re-verified by the auditors before mainnet.`,
      items: bySeverity.map(({ severity, count }) => ({
        icon: severityIcons[severity],
        title: severity,
        description: count === 0 ? 'None found.' : `${findingCount(count)}, fixed and re-verified.`,
      })),
    },
    {
      kind: 'numbered',
      id: 'findings',
      eyebrow: auditCopy.findings.eyebrow,
      heading: auditCopy.findings.heading,
      intro: 'As the final report lists them, highest severity first.',
      items: audit.findings.map((finding) => ({
        title: `${finding.id} · ${finding.severity}: ${finding.title}`,
        description: `${finding.issue} Resolved: ${finding.resolution}`,
      })),
    },
    {
      kind: 'steps',
      id: 'when',
      eyebrow: auditCopy.when.eyebrow,
      heading: auditCopy.when.heading,
      intro: `Weeks ${auditWeeks.first} to ${auditWeeks.last} of the engagement’s ${study.duration} from kickoff: the “${audit.phase}” phase of its timeline. The review kept its full length: when a conference date tempted a shorter one, the launch moved instead.`,
      steps: [
        { title: 'Public testnet', duration: weekSpan(study.firstRelease.week, study.firstRelease.week), description: `The first release: ${study.firstRelease.what}.` },
        ...schedule,
        { title: launch.phase, duration: weekSpan(launchWeeks.first, launchWeeks.last), description: 'The audited commit deployed, unchanged, to Ethereum, Arbitrum and Polygon.' },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'who',
      eyebrow: auditCopy.who.eyebrow,
      heading: auditCopy.who.heading,
      items: [
        { icon: 'badge-check', title: 'The auditors', description: audit.auditor },
        {
          icon: 'users',
          title: 'Our engineers',
          description: `Led by ${lead!.name}, ${lead!.title}${others.length > 0 ? `, with ${others.map((person) => `${person.name}, ${person.title}`).join(' and ')}` : ''}: the contracts, their tests and every fix.`,
        },
        {
          icon: 'handshake',
          title: study.client?.name ?? 'The client',
          description: 'Chose the audit firm, received the report directly and published it for stakers with the mainnet launch.',
        },
      ],
    },
    {
      kind: 'closing',
      id: 'closing',
      heading: 'Taking contracts to an audit of your own?',
      body: 'We prepare the code, the invariants and the tests before the auditors start, and fix what they find before launch.',
      primary: { label: 'Start your project', href: '/contact' },
      secondary: { label: `Read the ${study.title} case study`, href: study.href },
    },
  ];

  return {
    path: audit.path,
    meta: {
      title: `${study.title} smart contract audit report`,
      description: `The independent audit of the ${study.title} staking contracts: what it covered, ${total} findings by severity, how each was fixed and re-verified, and when.`,
    },
    hero: {
      label: auditCopy.label(study.title),
      headline: auditCopy.headline(study.title),
      intro: `An independent firm reviewed every contract that holds stakers’ funds before mainnet. It reported ${total} findings${critical === 0 ? ', none critical' : ''}; each was fixed and re-verified before launch.`,
      actions: [{ label: `Read the ${study.title} case study`, href: study.href, variant: 'outline' }],
      art: study.image,
    },
    sections,
    contactHref: '/contact',
    schema: { type: 'WebPage', about: `${study.title} smart contract security audit` },
  };
}
