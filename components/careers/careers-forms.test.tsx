// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, json, patient, stored, stubFetch, stubLayout, unavailable, type FetchStub } from '@/components/forms/form-test-helpers';
import { applicationOpenings, applicationPositions, applyPage, jobs as readJobs, internships as readInternships, resumePage } from '@/content/careers';
import { TALENT_POOL_CONSENT } from '@/lib/forms/talent-pool';
import { JobApplicationForm } from './job-application-form';
import { TalentPoolForm } from './talent-pool-form';

const jobs = readJobs();
const internships = readInternships();

vi.mock('@/components/ui/toaster', () => ({ notify: vi.fn() }));

vi.setConfig({ testTimeout: 30_000 });

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
  stubLayout();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/careers/apply?position=ai&opening=ai-ml-engineer');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** jsdom joins the label's parts without the space a browser puts in: 'Email(required)'. */
const named = (label: string, marker: 'required' | 'optional') => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\(${marker}\\)$`);


function renderApplication({ openings = applicationOpenings(), takenDown = [] as { id: string; title: string }[] } = {}) {
  return render(
    <JobApplicationForm
      heading={applyPage.form.heading}
      intro={applyPage.form.intro}
      openings={openings}
      takenDown={takenDown}
      closedOpening={applyPage.closedOpening}
      positions={applicationPositions()}
      success={applyPage.success}
      fallbackEmail="careers@example.com"
    />,
  );
}

describe('JobApplicationForm', () => {
  it('renders every labelled field of SPEC’s Application Form: only what the job pages promise is required', () => {
    renderApplication();
    expect(screen.getByRole('heading', { name: 'Application Form' })).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'Email']) {
      expect(screen.getByRole('textbox', { name: named(label, 'required') })).toHaveAttribute('aria-required', 'true');
    }
    for (const label of ['Phone', 'Cover letter', 'Technical skills', 'Portfolio, GitHub or LinkedIn']) {
      expect(screen.getByRole('textbox', { name: named(label, 'optional') })).not.toHaveAttribute('aria-required');
    }
    expect(screen.getByRole('textbox', { name: named('Email', 'required') })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: named('Phone', 'optional') })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: named('Cover letter', 'optional') })).toHaveAttribute('placeholder', 'Tell us why you want to join our team');
    const position = screen.getByRole('combobox', { name: named('Position of interest', 'required') });
    // Only the roles open now, each under its exact title, then 'Other'.
    expect([...position.querySelectorAll('option')].slice(1).map((option) => option.textContent)).toEqual([...[...jobs, ...internships].map((opening) => opening.title), 'Other']);
    for (const closed of ['Backend Developer', 'Full Stack Developer', 'DevOps Engineer', 'Frontend Developer']) {
      expect(within(position).queryByRole('option', { name: closed })).toBeNull();
    }
    const experience = screen.getByRole('combobox', { name: named('Years of experience', 'optional') });
    expect([...experience.querySelectorAll('option')].slice(1).map((option) => option.value)).toEqual(['0-1', '2-3', '4-5', '6-10', '10+']);
    const resume = screen.getByLabelText(/^Resume/, { selector: "input" });
    expect(resume).toHaveAttribute('type', 'file');
    expect(resume).toHaveAttribute('name', 'resume');
    expect(screen.getByText('Choose File')).toBeInTheDocument();
    expect(screen.getByText('PDF, DOC, DOCX, max 5MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toHaveAttribute('type', 'submit');
  });

  it('is a real multipart form: every control is named and it posts to the API', () => {
    const { container } = renderApplication();
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/job-applications');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    for (const control of form.querySelectorAll('input, select, textarea')) expect(control.getAttribute('name'), control.outerHTML).toBeTruthy();
  });

  it('preselects the position and opening named in the link', async () => {
    renderApplication();
    await waitFor(() => expect(screen.getByRole('combobox', { name: named('Position of interest', 'required') })).toHaveValue('ai'));
    expect(screen.getByText('AI/ML Engineer', { selector: 'strong' })).toBeInTheDocument();
  });

  it('says a closed opening named in the link is closed, points to the talent pool and preselects nothing', async () => {
    const closedNotice = async (title: string) => {
      const notice = await screen.findByRole('status');
      expect(within(notice).getByText(`${title} is no longer open`)).toBeInTheDocument();
      expect(within(notice).getByRole('link', { name: 'Submit your resume' })).toHaveAttribute('href', '/careers/resume');
      expect(screen.getByRole('combobox', { name: named('Position of interest', 'required') })).toHaveValue('');
      expect(screen.queryByText(title, { selector: 'strong' })).toBeNull();
      cleanup();
    };
    // Taken down (its file says open: false): the form no longer lists it.
    renderApplication({ openings: applicationOpenings().filter((opening) => opening.id !== 'ai-ml-engineer'), takenDown: [{ id: 'ai-ml-engineer', title: 'AI/ML Engineer' }] });
    await closedNotice('AI/ML Engineer');
    // Past its last day since the page was built.
    renderApplication({ openings: applicationOpenings().map((opening) => (opening.id === 'ai-ml-engineer' ? { ...opening, lastDay: '2026-01-01' } : opening)) });
    await closedNotice('AI/ML Engineer');
    // Gone: no file of it at all.
    window.history.replaceState(null, '', '/careers/apply?position=ai&opening=quantum-engineer');
    renderApplication();
    await closedNotice('This role');
  });

  it('refuses a .txt resume at once, next to the field', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApplication();
    const input = screen.getByLabelText(/^Resume/, { selector: "input" });
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(input).toHaveAccessibleDescription(/notes\.txt is not a PDF, DOC or DOCX file/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(server.fetch).not.toHaveBeenCalled();
  });
});

describe('TalentPoolForm', () => {
  it('renders every labelled field of SPEC’s talent-pool form, with the consent and a link to the privacy policy', () => {
    render(<TalentPoolForm heading={resumePage.form.heading} intro={resumePage.form.intro} success={resumePage.success} fallbackEmail="careers@example.com" />);
    for (const label of ['Full name', 'Email']) {
      expect(screen.getByRole('textbox', { name: named(label, 'required') })).toHaveAttribute('aria-required', 'true');
    }
    // SPEC marks only the resume required (and phone, links optional): the rest is optional, not a gate.
    for (const label of ['Location', 'Current role', 'Area of interest', 'Key skills', 'Experience']) {
      expect(screen.getByRole('textbox', { name: named(label, 'optional') })).not.toHaveAttribute('aria-required');
    }
    expect(screen.getByRole('textbox', { name: named('Phone', 'optional') })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: named('Links', 'optional') })).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText(/^Resume/, { selector: "input" })).toHaveAttribute('name', 'resume');
    const consent = screen.getByRole('checkbox', { name: named(TALENT_POOL_CONSENT, 'required') });
    expect(consent).toHaveAttribute('name', 'consent');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('button', { name: 'Submit Resume' })).toBeInTheDocument();
    const form = consent.closest('form')!;
    expect(form).toHaveAttribute('action', '/api/talent-pool');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
  });

  it('submitting empty shows inline errors, focuses the first field and sends nothing', async () => {
    const user = userEvent.setup();
    render(<TalentPoolForm heading={resumePage.form.heading} intro={resumePage.form.intro} success={resumePage.success} fallbackEmail="careers@example.com" />);
    // The form's messages take over from the browser's checks once its schema has loaded.
    await waitFor(() => expect(document.querySelector('form')?.noValidate).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Submit Resume' }));
    const fullName = screen.getByRole('textbox', { name: named('Full name', 'required') });
    await waitFor(() => expect(fullName).toHaveFocus());
    expect(fullName).toHaveAccessibleDescription('Please enter your full name.');
    expect(screen.getByLabelText(/^Resume/, { selector: "input" })).toHaveAccessibleDescription(/Please attach your resume/);
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(server.fetch).not.toHaveBeenCalled();
  });
});

const sentHeaders = (call: number) => server.sent(call).headers;
const sentBody = (call: number) => server.sent(call).form();

/** Fills the required fields only (the link has preselected the position) and attaches a PDF. */
async function fillApplication(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByRole('textbox', { name: named('First name', 'required') }), 'Ada');
  await fill(user, screen.getByRole('textbox', { name: named('Last name', 'required') }), 'Lovelace');
  await fill(user, screen.getByRole('textbox', { name: named('Email', 'required') }), 'ada@example.com');
  await user.upload(screen.getByLabelText(/^Resume/, { selector: 'input' }), new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
}

describe('careers form submission', () => {
  it('a 503 says nothing was sent, keeps every value and the file, and a retry reuses the submission id', async () => {
    const user = userEvent.setup();
    renderApplication();
    await fillApplication(user);
    server.answer(unavailable);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent('Your application was not sent');
    expect(alert).toHaveTextContent('Nothing was stored. Please try again in a minute. Everything you typed is still here, and so is your resume file.');
    expect(within(alert).getByRole('link', { name: 'careers@example.com' })).toHaveAttribute('href', 'mailto:careers@example.com');
    await waitFor(() => expect(alert).toHaveFocus(), patient);
    expect(screen.getByRole('textbox', { name: named('First name', 'required') })).toHaveValue('Ada');
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    const body = sentBody(0);
    expect(body.get('firstName')).toBe('Ada');
    expect(body.get('position')).toBe('ai');
    expect(body.get('opening')).toBe('ai-ml-engineer');
    expect((body.get('resume') as File).name).toBe('cv.pdf');

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(2), patient);
    expect(sentHeaders(1).get('Idempotency-Key')).toBe(sentHeaders(0).get('Idempotency-Key'));
    expect(sentBody(1).get('submissionId')).toBe(sentHeaders(0).get('Idempotency-Key'));
  });

  it('shows the API’s field messages on their fields and on the resume, and focuses the first', async () => {
    const user = userEvent.setup();
    renderApplication();
    await fillApplication(user);
    server.answer(() =>
      json(400, { error: 'invalid', message: 'Please check the highlighted fields.', fields: { email: 'This address cannot receive mail.', resume: 'This file is not a real PDF.' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const email = screen.getByRole('textbox', { name: named('Email', 'required') });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This address cannot receive mail.'), patient);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Resume/, { selector: 'input' })).toHaveAccessibleDescription(/This file is not a real PDF\./);
    expect(await screen.findByRole('alert', {}, patient)).toHaveTextContent('Please check the highlighted fields.');
  });

  it('a filled honeypot alone does not block the send (the API answers a bot quietly)', async () => {
    const user = userEvent.setup();
    const { container } = renderApplication();
    await fillApplication(user);
    await fill(user, container.querySelector<HTMLInputElement>('input[name="website"]')!, 'https://spam.example');
    server.answer(stored);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1), patient);
    expect(sentBody(0).get('website')).toBe('https://spam.example');
  });

  it('with only the required fields: once stored, thanks by name, clears the draft, and "Submit another resume" brings back an empty form', async () => {
    const user = userEvent.setup();
    render(<TalentPoolForm heading={resumePage.form.heading} intro={resumePage.form.intro} success={resumePage.success} fallbackEmail="careers@example.com" />);
    await fill(user, screen.getByRole('textbox', { name: named('Full name', 'required') }), 'Grace Hopper');
    await fill(user, screen.getByRole('textbox', { name: named('Email', 'required') }), 'grace@example.com');
    await user.upload(screen.getByLabelText(/^Resume/, { selector: 'input' }), new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('checkbox'));
    expect(window.sessionStorage.getItem('northstack:draft:talent-pool')).toContain('Grace Hopper');
    server.answer(stored);
    await user.click(screen.getByRole('button', { name: 'Submit Resume' }));

    const heading = await screen.findByRole('heading', { level: 2, name: resumePage.success.heading.replace('{name}', 'Grace') });
    await waitFor(() => expect(heading).toHaveFocus(), patient);
    expect(screen.getByText('grace@example.com', { selector: 'strong' })).toBeInTheDocument();
    // The page lists what happens next beside the form; the panel does not say it a second time.
    expect(screen.queryByText('What happens next')).toBeNull();
    expect(sentBody(0).get('consent')).toBe('on');
    expect(window.sessionStorage.getItem('northstack:draft:talent-pool')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit another resume' }));
    const fullName = screen.getByRole('textbox', { name: named('Full name', 'required') });
    expect(fullName).toHaveValue('');
    await waitFor(() => expect(fullName).toHaveFocus(), patient);
  });
});
