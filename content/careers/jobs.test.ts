import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { config } from '@keystatic/core';
import { createReader } from '@keystatic/core/reader';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { staffMember } from '../company/people';
import { setContentRoot } from '../shared/collection';
import { contentCopyWith, type FileEdit } from '../shared/collection-fixtures';
import { allCollections } from '../registry/collections';
import internshipsEditor from './internships.keystatic';
import { internships, internshipsCollection, jobs, jobsCollection } from './jobs';
import { getJob, jobPage } from './opening-pages';
import { formatSalary } from './format';
import { ladderBand, levelText, payLadders } from './pay';
import { applicationPositions } from './form-pages';
import { careersOverview, openPositions } from './pages';
import jobsEditor from './jobs.keystatic';
import peopleEditor from '../company/people.keystatic';

const repositoryContent = path.join(process.cwd(), 'content');
const scratch = mkdtempSync(path.join(tmpdir(), 'careers-collection-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => setContentRoot(repositoryContent));

/** A copy of content/careers/ and the roster with files edited; the copy becomes the content root. */
function copyWith(edits: Record<string, FileEdit>): void {
  contentCopyWith(scratch, ['careers', 'company/people'], Object.fromEntries(Object.entries(edits).map(([file, edit]) => [`careers/${file}`, edit])));
}

describe('the openings collections', () => {
  it('load every file, open roles only, oldest posting first', () => {
    expect(jobsCollection.problems()).toEqual([]);
    expect(internshipsCollection.problems()).toEqual([]);
    expect(jobs().map((job) => job.id)).toEqual(['senior-frontend-developer', 'ai-ml-engineer', 'ux-ui-designer']);
    expect(internships().map((internship) => internship.id)).toEqual(['frontend-engineering-intern', 'ai-research-intern', 'product-design-intern']);
    expect(allCollections()).toEqual(expect.arrayContaining([jobsCollection, internshipsCollection]));
  });

  it('name a hiring manager on the roster for every opening', () => {
    for (const opening of [...jobs(), ...internships()]) expect(staffMember(opening.hiringManager).name, opening.id).toBeTruthy();
  });

  it('show an edited title on reload, and drop a role whose file says it is closed', () => {
    // A new title takes the position whose form label it is, so 'Apply Now' preselects it exactly.
    copyWith({
      'jobs/ux-ui-designer.yaml': (data) => {
        data.title = 'DevOps Engineer';
        data.position = 'devops';
      },
    });
    expect(jobs().find((job) => job.id === 'ux-ui-designer')?.title).toBe('DevOps Engineer');
    // The same title on /careers, the positions list, the job's page and the application form's options.
    expect(JSON.stringify(careersOverview.sections)).toContain('DevOps Engineer');
    expect(openPositions.jobs.map((job) => job.title)).toContain('DevOps Engineer');
    const job = getJob('ux-ui-designer');
    expect(job && jobPage(job).hero.headline).toBe('DevOps Engineer');
    expect(applicationPositions()).toContainEqual({ value: 'devops', label: 'DevOps Engineer' });
    copyWith({
      'jobs/ux-ui-designer.yaml': (data) => {
        data.open = false;
      },
    });
    expect(jobs().map((job) => job.id)).not.toContain('ux-ui-designer');
  });

  it('refuse a retitled open role whose title the application form cannot preselect (a closed one may keep any title)', () => {
    copyWith({
      'jobs/ux-ui-designer.yaml': (data) => {
        data.title = 'Senior Product Designer';
      },
    });
    expect(jobsCollection.problems().map((error) => error.message)).toEqual([
      expect.stringMatching(/careers\/jobs\/ux-ui-designer\.yaml: title: 'Apply Now' would preselect 'UX\/UI Designer', not 'Senior Product Designer'/),
    ]);
    setContentRoot(repositoryContent);
    copyWith({
      'internships/ai-research-intern.yaml': (data) => {
        data.title = 'Machine Learning Intern';
      },
    });
    expect(internshipsCollection.problems().map((error) => error.message)).toEqual([
      expect.stringMatching(/careers\/internships\/ai-research-intern\.yaml: title: 'Apply Now' would preselect 'AI\/ML Research Intern', not 'Machine Learning Intern'/),
    ]);
    setContentRoot(repositoryContent);
    copyWith({
      'jobs/ux-ui-designer.yaml': (data) => {
        data.title = 'Senior Product Designer';
        data.open = false;
      },
    });
    expect(jobsCollection.problems()).toEqual([]);
  });

  it('refuse a malformed file with its file, field and reason', () => {
    copyWith({
      'jobs/ai-ml-engineer.yaml': (data) => {
        (data.pay as Record<string, unknown>).from = '3';
        data.validThrough = '2026-02-30';
      },
    });
    const message = jobsCollection.problems().map((error) => error.message).join('\n');
    expect(message).toMatch(/careers\/jobs\/ai-ml-engineer\.yaml: pay\.from: /);
    expect(message).toMatch(/careers\/jobs\/ai-ml-engineer\.yaml: validThrough: is not a real calendar date/);
    expect(() => jobs()).toThrow(/ai-ml-engineer\.yaml/);
  });

  it('give each level one band: a job names its ladder and level, never a figure of its own', () => {
    for (const job of jobs()) {
      expect(job.salary, job.id).toMatchObject(ladderBand(job.pay.ladder, job.pay.from, job.pay.to));
      expect(job.pay.level, job.id).toContain(`of the 6 on our ${job.pay.ladder} ladder`);
    }
    // SPEC's bands, each one level of one ladder.
    expect(Object.fromEntries(jobs().map((job) => [job.title, `${formatSalary(job.salary)}: ${job.pay.level}`]))).toEqual({
      'Senior Frontend Developer': '$80,000 - $120,000: a senior engineer, level 4 of the 6 on our engineering ladder',
      'AI/ML Engineer': '$100,000 - $150,000: an ML engineer, level 3 of the 6 on our machine learning ladder',
      'UX/UI Designer': '$70,000 - $100,000: a product designer, level 3 of the 6 on our design ladder',
    });
    for (const bands of Object.values(payLadders)) {
      // Each level pays more than the one below it, and its band starts inside the one below (a step up never cuts pay).
      for (const [below, band] of bands.slice(1).map((band, index) => [bands[index]!, band] as const)) {
        expect(band.min).toBeGreaterThan(below.min);
        expect(band.max).toBeGreaterThan(below.max);
        expect(band.min).toBeLessThanOrEqual(below.max);
      }
    }
    expect(levelText('a product designer', 'design', 3, 4)).toBe('a product designer, level 3 or 4 of the 6 on our design ladder');
  });

  it('refuse a job with a salary typed in, or a level span of more than two levels', () => {
    copyWith({
      'jobs/senior-frontend-developer.yaml': (data) => {
        data.salary = { min: 80000, max: 120000 };
      },
      'jobs/ux-ui-designer.yaml': (data) => {
        (data.pay as Record<string, unknown>).to = 6;
      },
    });
    const message = jobsCollection.problems().map((error) => error.message).join('\n');
    expect(message).toMatch(/senior-frontend-developer\.yaml: \(file\): .*salary/);
    expect(message).toMatch(/ux-ui-designer\.yaml: pay\.to: must be the level From or the one above it/);
  });

  it('refuse an unknown field, and a hiring manager who is not on the roster', () => {
    copyWith({
      'internships/ai-research-intern.yaml': (data) => {
        data.salary = 3600;
        data.hiringManager = 'nobody-here';
      },
    });
    const message = internshipsCollection.problems().map((error) => error.message).join('\n');
    expect(message).toMatch(/internships\/ai-research-intern\.yaml: \(file\): .*salary/);
    expect(message).toMatch(/internships\/ai-research-intern\.yaml: hiringManager: must be the id of a member of staff, the name of a file in content\/company\/people\/ .*"nobody-here" is not/);
  });

  it('refuse two open roles with one position (Apply Now could not preselect either), across jobs and internships', () => {
    copyWith({
      'internships/product-design-intern.yaml': (data) => {
        data.position = 'design';
        data.title = 'UX/UI Designer';
      },
    });
    expect(internshipsCollection.problems().map((error) => error.message)).toEqual([
      expect.stringMatching(/internships\/product-design-intern\.yaml: position: "design" is already the position of the open role content\/careers\/jobs\/ux-ui-designer\.yaml/),
    ]);
    copyWith({
      'jobs/ux-ui-designer.yaml': (data) => {
        data.open = false;
      },
      'internships/product-design-intern.yaml': (data) => {
        data.position = 'design';
        data.title = 'UX/UI Designer';
      },
    });
    expect(internshipsCollection.problems()).toEqual([]);
  });
});

describe('the editor (Keystatic) and the loader agree', () => {
  const reader = createReader(process.cwd(), config({ storage: { kind: 'local' }, collections: { jobs: jobsEditor, internships: internshipsEditor, people: peopleEditor } }));

  it('read every job file to the same values', async () => {
    const read = await reader.collections.jobs.all();
    expect(read.map((entry) => entry.slug).sort()).toEqual(jobsCollection.all().map((entry) => entry.slug));
    for (const { slug, entry } of read) expect({ ...entry, slug }, slug).toEqual(jobsCollection.get(slug));
  });

  it('read every internship file to the same values', async () => {
    const read = await reader.collections.internships.all();
    expect(read.map((entry) => entry.slug).sort()).toEqual(internshipsCollection.all().map((entry) => entry.slug));
    for (const { slug, entry } of read) expect({ ...entry, slug }, slug).toEqual(internshipsCollection.get(slug));
  });
});
