// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPage, hiringSteps, resumePage } from '@/content/careers';
import { positionOptions } from '@/lib/forms/careers-options';
import { TALENT_POOL_CONSENT } from '@/lib/forms/talent-pool';
import { JobApplicationForm } from './job-application-form';
import { TalentPoolForm } from './talent-pool-form';

vi.mock('@/components/layout/toaster', () => ({ notify: vi.fn() }));
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams('position=ai&opening=ai-ml-engineer') }));

const fetchSpy = vi.fn();
beforeEach(() => {
  fetchSpy.mockReset();
  vi.stubGlobal('fetch', fetchSpy);
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** jsdom joins the label's parts without the space a browser puts in: 'Email(required)'. */
const named = (label: string, marker: 'required' | 'optional') => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\(${marker}\\)$`);

const openings = [{ id: 'ai-ml-engineer', title: 'AI/ML Engineer', detail: 'Full-time, Hybrid', position: 'ai' as const }];

function renderApplication() {
  return render(
    <JobApplicationForm
      heading={applyPage.form.heading}
      intro={applyPage.form.intro}
      openings={openings}
      steps={hiringSteps}
      success={applyPage.success}
      fallbackEmail="careers@example.com"
    />,
  );
}

describe('JobApplicationForm', () => {
  it('renders every labelled field of SPEC’s Application Form, required ones marked', () => {
    renderApplication();
    expect(screen.getByRole('heading', { name: 'Application Form' })).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Cover letter']) {
      expect(screen.getByRole('textbox', { name: named(label, 'required') })).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByRole('textbox', { name: named('Email', 'required') })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: named('Phone', 'required') })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: named('Cover letter', 'required') })).toHaveAttribute('placeholder', 'Tell us why you want to join our team');
    expect(screen.getByRole('textbox', { name: named('Technical skills', 'optional') })).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('textbox', { name: named('Portfolio, GitHub or LinkedIn', 'optional') })).toBeInTheDocument();
    const position = screen.getByRole('combobox', { name: named('Position of interest', 'required') });
    expect([...position.querySelectorAll('option')].slice(1).map((option) => [option.value, option.textContent])).toEqual(
      positionOptions.map((option) => [option.value, option.label]),
    );
    const experience = screen.getByRole('combobox', { name: named('Years of experience', 'required') });
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
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('TalentPoolForm', () => {
  it('renders every labelled field of SPEC’s talent-pool form, with the consent and a link to the privacy policy', () => {
    render(<TalentPoolForm heading={resumePage.form.heading} intro={resumePage.form.intro} steps={resumePage.steps} success={resumePage.success} fallbackEmail="careers@example.com" />);
    for (const label of ['Full name', 'Email', 'Location', 'Current role', 'Area of interest', 'Key skills', 'Experience']) {
      expect(screen.getByRole('textbox', { name: named(label, 'required') })).toHaveAttribute('aria-required', 'true');
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
    render(<TalentPoolForm heading={resumePage.form.heading} intro={resumePage.form.intro} steps={resumePage.steps} success={resumePage.success} fallbackEmail="careers@example.com" />);
    await user.click(screen.getByRole('button', { name: 'Submit Resume' }));
    const fullName = screen.getByRole('textbox', { name: named('Full name', 'required') });
    await waitFor(() => expect(fullName).toHaveFocus());
    expect(fullName).toHaveAccessibleDescription('Please enter your full name.');
    expect(screen.getByLabelText(/^Resume/, { selector: "input" })).toHaveAccessibleDescription(/Please attach your resume/);
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
