import { describe, expect, it } from 'vitest';
import { jobApplicationSchema } from '@/lib/forms/job-application';
import { talentPoolSchema } from '@/lib/forms/talent-pool';
import { staffMember } from '../company/people';
import { APPLY_LABEL, applyHref } from './format';
import { internships as readInternships, jobs as readJobs } from './openings';
import { jobPage, openingPage } from './opening-pages';
import { applicationAsks, payPolicy } from './pay';
import { applicationPositions as readApplicationPositions } from './form-pages';
import { careersOverview, internshipsPage, positionsPage } from './pages';
import { offeredPositionOptions, positionOptions, preselectionProblem, specPositionOptions } from './positions';

const jobs = readJobs();
const internships = readInternships();
const applicationPositions = readApplicationPositions();
const openings = [...jobs, ...internships];

/** The fields a schema requires: those an empty submission is refused for. */
function requiredFields(schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[] }[] } } }) {
  const result = schema.safeParse({});
  return [...new Set(result.error?.issues.map((issue) => String(issue.path[0])) ?? [])].sort();
}

describe('gate: every open role can be preselected exactly', () => {
  it('passes for the openings we publish', () => {
    expect(openings.map((opening) => preselectionProblem(opening))).toEqual(openings.map(() => undefined));
  });

  it('fails on a role the form can only approximate or does not list', () => {
    expect(preselectionProblem({ title: 'Senior Frontend Developer', position: 'frontend' })).toEqual({
      field: 'title',
      reason: expect.stringMatching(/^'Apply Now' would preselect 'Frontend Developer', not 'Senior Frontend Developer'/),
    });
    expect(preselectionProblem({ title: 'Staff Backend Engineer', position: 'backend' })?.reason).toMatch(/would preselect 'Backend Developer', not 'Staff Backend Engineer'/);
    expect(preselectionProblem({ title: 'Data Engineer', position: 'data' })).toEqual({ field: 'position', reason: "'data' is not an option of the form" });
  });

  it('keeps SPEC’s seven values and labels first, unchanged', () => {
    expect(positionOptions.slice(0, specPositionOptions.length)).toEqual(specPositionOptions);
  });

  it('Apply Now names the opening’s exact position', () => {
    expect(applyHref(jobs[0]!)).toBe('/careers/apply?position=senior-frontend&opening=senior-frontend-developer');
  });
});

describe('gate: the form offers only open roles', () => {
  it('lists each open role once, in the openings’ order, then Other', () => {
    expect(applicationPositions.map((option) => option.label)).toEqual([...openings.map((opening) => opening.title), 'Other']);
  });

  it('drops a role once its opening is gone', () => {
    const offered = offeredPositionOptions([{ position: 'ai' }], positionOptions);
    expect(offered.map((option) => option.value)).toEqual(['ai', 'other']);
  });
});

describe('job pages', () => {
  it('name a hiring manager from the roster in the team section', () => {
    for (const opening of openings) {
      const person = staffMember(opening.hiringManager);
      expect(person, opening.id).toBeDefined();
      const team = openingPage(opening).sections.find((section) => section.id === 'team');
      expect(JSON.stringify(team), opening.id).toContain(`Hiring manager: ${person.name}`);
      expect(JSON.stringify(team), opening.id).toContain(person.title);
    }
  });

  it('explain the pay band: level, what places an offer low or high, location basis, bonus and equity', () => {
    for (const job of jobs) {
      const band = jobPage(job).sections.find((section) => section.id === 'pay-band');
      expect(band?.kind, job.id).toBe('checkPoints');
      if (band?.kind !== 'checkPoints') continue;
      expect(band.intro).toContain(job.pay.level);
      expect(band.points).toEqual(expect.arrayContaining([payPolicy.basis[job.location], payPolicy.included]));
      expect(band.points.join(' ')).toMatch(/no bonus and no equity/);
      expect(band.points.some((point) => point.includes(job.pay.low))).toBe(true);
      expect(band.points.some((point) => point.includes(job.pay.high))).toBe(true);
    }
  });

  it('promise exactly what the application form requires', () => {
    // The promise names the name, email and resume; the schema requires those (the role is the page's own, preselected).
    expect(applicationAsks.promise).toMatch(/name, email and resume are all we need/);
    expect(requiredFields(jobApplicationSchema)).toEqual(['email', 'firstName', 'lastName', 'position']);
    for (const job of jobs) expect(jobPage(job).closing?.body).toContain(applicationAsks.promise);
    expect(careersOverview.closing?.body).toContain(applicationAsks.promise);
  });

  it('the talent pool requires only what it needs to write back: name, email and consent (and the resume file)', () => {
    expect(requiredFields(talentPoolSchema)).toEqual(['consent', 'email', 'fullName']);
  });

  it('use one label for Apply Now on every careers page', () => {
    const pages = [careersOverview, positionsPage, internshipsPage, ...openings.map(openingPage)];
    for (const page of pages) {
      const text = JSON.stringify(page);
      expect(text, page.path).not.toMatch(/Apply now/);
    }
    expect(APPLY_LABEL).toBe('Apply Now');
  });
});
