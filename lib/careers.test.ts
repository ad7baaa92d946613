import { describe, expect, it } from 'vitest';
import { internships as readInternships, jobs as readJobs } from '@/content/careers';
import { positionValues } from '@/lib/forms/careers-options';
import { applyHref, formatSalary } from '@/content/careers/format';
import { jobPostingFor } from './careers';

const jobs = readJobs();
const internships = readInternships();

describe('careers content', () => {
  it('lists SPEC’s three jobs with their salary ranges, full-time, remote or hybrid', () => {
    expect(jobs.map((job) => [job.title, formatSalary(job.salary)])).toEqual([
      ['Senior Frontend Developer', '$80,000 - $120,000'],
      ['AI/ML Engineer', '$100,000 - $150,000'],
      ['UX/UI Designer', '$70,000 - $100,000'],
    ]);
    for (const job of jobs) {
      expect(job.type).toBe('Full-time');
      expect(['Remote', 'Hybrid']).toContain(job.location);
      expect(job.requirements.length).toBeGreaterThanOrEqual(3);
      expect(job.posted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('lists three paid internships of 3 months, 3-6 months and 6 months with a season and year', () => {
    expect(internships.map((internship) => internship.duration)).toEqual(['3 months', '3-6 months', '6 months']);
    for (const internship of internships) {
      expect(internship.type).toBe('Paid Internship');
      expect(internship.startDate).toMatch(/^(Spring|Summer|Fall|Winter) \d{4}$/);
      expect(internship.benefits.length).toBeGreaterThan(0);
    }
  });

  it('gives every opening a unique id and a position the form offers', () => {
    const openings = [...jobs, ...internships];
    expect(new Set(openings.map((opening) => opening.id)).size).toBe(openings.length);
    for (const opening of openings) expect(positionValues).toContain(opening.position);
    expect(jobs.map((job) => job.position)).toEqual(['senior-frontend', 'ai', 'design']);
  });

  it('Apply Now links name the position and the opening', () => {
    expect(applyHref(jobs[0]!)).toBe('/careers/apply?position=senior-frontend&opening=senior-frontend-developer');
  });
});

describe('JobPosting structured data', () => {
  const url = '/careers/positions/senior-frontend-developer';

  it('carries the salary range as a yearly USD MonetaryAmount and full-time employment', () => {
    const data = jobPostingFor(jobs[0]!, url);
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Frontend Developer',
      datePosted: jobs[0]!.posted,
      validThrough: jobs[0]!.validThrough,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Northstack' },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 80000, maxValue: 120000, unitText: 'YEAR' } },
    });
  });

  it('marks remote jobs as telecommute and places hybrid jobs in Baltimore, MD', () => {
    const remote = jobPostingFor(jobs.find((job) => job.location === 'Remote')!, url);
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(remote.applicantLocationRequirements).toBeDefined();
    expect(remote.jobLocation).toBeUndefined();
    const hybrid = jobPostingFor(jobs.find((job) => job.location === 'Hybrid')!, url);
    expect(hybrid.jobLocationType).toBeUndefined();
    expect(hybrid.jobLocation).toMatchObject({ '@type': 'Place', address: { addressLocality: 'Baltimore', addressRegion: 'MD' } });
  });
});

describe('internship postings', () => {
  it('are INTERN postings paid per month, with their closing date', () => {
    for (const internship of internships) {
      const data = jobPostingFor(internship, `/careers/internships/${internship.id}`);
      expect(data).toMatchObject({
        employmentType: 'INTERN',
        validThrough: internship.validThrough,
        baseSalary: { value: { minValue: internship.stipend.min, unitText: 'MONTH' } },
      });
      expect(String(data.validThrough) > String(data.datePosted)).toBe(true);
    }
  });
});
