import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSourceFiles, sourceFiles } from '../registry/source-files';
import { withFixtureCollection } from '../shared/temp-content';
import { chatReplyPromise } from '../../lib/chat';
import { businessHoursLabel } from '../../lib/business-hours';
import { caseStudyProcess } from '../pages/case-study-pages';
import { contactPage } from '../contact';
import { homePage } from '../home';
import { deliveryProcess, discoveryCall, enquiryNextSteps, offerTimelines, proposal, replyTimes, spanAdjective, sprintDemo } from './promises';
import { companyPage } from '../pages/company';

/** The site's copy: content (modules and every collection's YAML and Markdown), components and lib; tests left out. */
function copyFiles(): string[] {
  return [...contentSourceFiles(), ...sourceFiles(['components', 'lib'], /\.(tsx?|md)$/)];
}

/** Lines of `files` matching `pattern`, as "file:line: text". */
function linesMatching(files: readonly string[], pattern: (line: string) => boolean): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 120)}`] : [])),
  );
}

/** A reply time, a call time or an MVP length typed as words or digits (legal deadlines are the law’s, not promises). */
const TYPED_PROMISE =
  /\bwithin (one|two|a few|\d+) (business |working )?(hours?|days?|weeks?)\b|\bsame business day\b|\b(one|two|three|four|six|\d+)[- ](week|month|day)s? (MVP|prototype)\b|\b(MVP|prototype|pilot)( in| live in| in production in) (one|two|three|four|six|\d+) (weeks?|months?|days?)\b|\blive in (two|three|four|six|\d+) weeks\b/i;

describe('the table of promises', () => {
  it('keeps SPEC’s fixed texts: a chat reply within 2 hours, a discovery call within 24 hours', () => {
    expect(replyTimes.chat.within).toBe('2 hours');
    expect(chatReplyPromise(businessHoursLabel())).toContain('within 2 hours');
    expect(discoveryCall.scheduledWithin).toBe('24 hours');
    // One promise to an enquiry: the reply that sets up the discovery call comes within the call's 24 hours.
    for (const channel of ['enquiry', 'press', 'partnership'] as const) expect(replyTimes[channel].within).toBe('24 hours on business days');
    const steps = contactPage.sections.flatMap((section) => (section.kind === 'contact' ? section.nextSteps.steps : []));
    expect(steps.map((step) => step.when)).toContain('Within 24 hours');
  });

  it('keeps SPEC’s process timings per offer', () => {
    expect(offerTimelines.software).toEqual({ prototype: '2 weeks', mvp: '3 months' });
    expect(offerTimelines.saas).toEqual({ mvp: '4 weeks', fullPlatform: '3 months', enterprise: '6 months' });
    expect(offerTimelines.ethereum).toEqual({ prototype: '2 weeks', mvp: '6 weeks', fullDeployment: '3 months' });
    expect(offerTimelines.launch.mvp).toBe('90 days');
    expect(spanAdjective('4 weeks')).toBe('4-week');
    expect(spanAdjective('90 days')).toBe('90-day');
  });

  it('describes one delivery process, on the home page; /work tells SPEC’s four steps by how its studies ran them', () => {
    expect(deliveryProcess.map((step) => `${step.title} ${step.duration}`)).toEqual(['Discovery 1-2 weeks', 'Design 2-3 weeks', 'Build 4-8 weeks', 'Scale Ongoing']);
    const homeSteps = homePage().sections.flatMap((section) => (section.kind === 'steps' ? section.steps : []));
    expect(homeSteps).toEqual([...deliveryProcess]);
    expect(caseStudyProcess.map((step) => step.title)).toEqual(['Discovery', 'Strategy', 'Development', 'Launch']);
    // Each step names the studies it draws on, and the sprints are the one cadence every page promises.
    for (const step of caseStudyProcess.slice(1)) for (const study of ['Bloxios', 'Vision Millennium']) expect(step.description, step.title).toContain(study);
    expect(caseStudyProcess[2]?.description).toContain(sprintDemo);
    // About us tells the studio's history; the process is not repeated there.
    expect(companyPage('about-us').sections.some((section) => section.id === 'how-we-work')).toBe(false);
  });

  const typedPromises = () =>
    linesMatching(
      copyFiles().filter((file) => !file.endsWith(path.join('company', 'promises.ts')) && !file.endsWith(path.join('company', 'reply-times.ts')) && !file.endsWith('legal.ts') && !file.startsWith(path.join('content', 'legal') + path.sep)),
      (line) => TYPED_PROMISE.test(line),
    );
  const EARLY_ESTIMATE = /(replies|reply|come back|back to you) within[^.;]*\bestimate\b|\$\{enquiryReply\}[^`;]*estimate|first estimate/i;
  const WEEKLY_DEMO = /demo every (friday|week)|weekly demos?|progress every week|click every friday|every second friday/i;
  const earlyOrWeekly = () => linesMatching(copyFiles(), (line) => EARLY_ESTIMATE.test(line) || WEEKLY_DEMO.test(line));

  it('is the only place a reply time, call time or MVP length is typed', () => {
    const files = copyFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => file.endsWith('.md')).length).toBeGreaterThanOrEqual(6);
    expect(typedPromises()).toEqual([]);
  });

  it('reads every collection’s files: a promise typed into a YAML or Markdown entry fails', () => {
    const found = withFixtureCollection('yaml', { 'careers-page.yaml': 'intro: We reply within one business day to every applicant.\n' }, typedPromises);
    expect(found).toEqual([expect.stringMatching(/careers-page\.yaml:1: intro: We reply within one business day/)]);
    const markdown = withFixtureCollection('markdown', { 'launch.md': '---\ntitle: Launch\n---\n\nYour MVP live in 6 weeks, guaranteed.\n' }, typedPromises);
    expect(markdown).toEqual([expect.stringMatching(/launch\.md:5: Your MVP live in 6 weeks/)]);
    const demo = withFixtureCollection('yaml', { 'process.yaml': 'summary: You see a demo every Friday.\n' }, earlyOrWeekly);
    expect(demo).toEqual([expect.stringMatching(/process\.yaml:1: /)]);
  });

  it('never promises an estimate before the discovery call, nor a demo more often than every two-week sprint', () => {
    expect(earlyOrWeekly()).toEqual([]);
    expect(enquiryNextSteps).toContain(`within ${proposal.within} of ${proposal.after}`);
    expect(sprintDemo).toBe('a working demo at the end of every two-week sprint');
  });
});
