// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jobs as readJobs, openPositions } from '@/content/careers';
import { JobList } from './job-list';

const jobs = readJobs();

afterEach(cleanup);

describe('JobList', () => {
  it('says SPEC’s sentence when there are no open positions', () => {
    render(<JobList jobs={[]} emptyText={openPositions.emptyText} />);
    expect(screen.getByText('No open positions at the moment. Check back soon!')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Apply Now/ })).not.toBeInTheDocument();
  });

  it('shows each job with its salary and an Apply Now link that preselects its position', () => {
    render(<JobList jobs={jobs} emptyText={openPositions.emptyText} />);
    expect(screen.queryByText(openPositions.emptyText)).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(jobs.map((job) => job.title));
    expect(screen.getByText('$100,000 - $150,000')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Apply Now for AI/ML Engineer' })).toHaveAttribute('href', '/careers/apply?position=ai&opening=ai-ml-engineer');
  });
});
