// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, json, patient, stored, stubFetch, stubLayout, unavailable, type FetchStub } from '@/components/forms/form-test-helpers';
import { renderToString } from 'react-dom/server';
import { contactPage } from '@/content/contact';
import { QUOTE_TOPIC } from '@/lib/forms/contact-options';
import { timelines } from '@/lib/forms/qualification';
import { serviceOptionGroups } from '@/lib/forms/service-options';
import { budgetChoices } from '@/content/company/prices';
import { ContactForm } from './contact-form';

vi.mock('@/components/ui/toaster', () => ({ notify: vi.fn() }));
const visit = (search: string) => window.history.replaceState(null, '', `/contact${search ? `?${search}` : ''}`);

vi.setConfig({ testTimeout: 30_000 });

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
  stubLayout();
  window.sessionStorage.clear();
  visit('');
  window.history.replaceState(null, '', '/contact');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sentJson = (call: number) => server.sent(call).json();
const sentHeaders = (call: number) => server.sent(call).headers;
const field = (label: RegExp) => screen.getByRole('textbox', { name: label });

/** The contact block of /contact, where the page's copy for the form lives. */
const contact = (() => {
  const section = contactPage.sections.find((entry) => entry.kind === 'contact');
  if (!section) throw new Error('/contact has no contact section');
  return section;
})();

const contactForm = <ContactForm heading={contact.form.heading} intro={contact.form.intro} fallbackEmail="hello@example.com" serviceOptions={serviceOptionGroups()} />;

function renderForm() {
  return render(contactForm);
}

const budget = () => screen.queryByRole('combobox', { name: /^Budget range/ });
const timeline = () => screen.queryByRole('combobox', { name: /^Timeline/ });

async function fillEnquiry(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, field(/^Name/), 'Ada Lovelace');
  await fill(user, field(/^Email/), 'ada@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Service of interest/ }), 'devops');
  await fill(user, field(/^Message/), 'We need a release pipeline for four services.');
}

describe('ContactForm', () => {
  it('says a field is optional once, in its label, never again in its placeholder', () => {
    renderForm();
    const company = screen.getByRole('textbox', { name: /Company/ });
    expect(document.querySelector(`label[for="${company.id}"]`)?.textContent).toContain('(optional)');
    for (const field of document.querySelectorAll('input[placeholder], textarea[placeholder]')) expect(field.getAttribute('placeholder')).not.toMatch(/optional/i);
  });

  it('submitting empty shows the required messages, focuses the name and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    // Until its schema has loaded the browser's own checks answer; then the form's messages take over.
    expect(document.querySelector('form')?.noValidate).toBe(false);
    await waitFor(() => expect(document.querySelector('form')?.noValidate).toBe(true), patient);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(field(/^Name/)).toHaveFocus(), patient);
    expect(field(/^Name/)).toHaveAccessibleDescription('Please enter your name.');
    expect(field(/^Message/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('an empty Send shows its messages without the button or the form ever turning busy (nothing is being sent)', async () => {
    const user = userEvent.setup();
    renderForm();
    const form = document.querySelector('form')!;
    await waitFor(() => expect(form.noValidate).toBe(true), patient);
    const busyMoments: string[] = [];
    const watch = new MutationObserver(() => {
      if (form.hasAttribute('aria-busy')) busyMoments.push('form aria-busy');
      if (form.textContent?.includes('Sending…')) busyMoments.push('button Sending…');
    });
    watch.observe(form, { subtree: true, childList: true, attributes: true, characterData: true });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(field(/^Name/)).toHaveFocus(), patient);
    watch.disconnect();
    expect(field(/^Name/)).toHaveAccessibleDescription('Please enter your name.');
    expect(busyMoments).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send message' })).not.toHaveAttribute('aria-disabled');
  });

  it('a 503 says nothing was sent, keeps the text, and a retry reuses the submission id', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user);
    server.answer(unavailable);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent('Nothing was stored. Please try again in a minute. Your text is still here. You can also email us at hello@example.com.');
    expect(within(alert).getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
    await waitFor(() => expect(alert).toHaveFocus(), patient);
    expect(field(/^Message/)).toHaveValue('We need a release pipeline for four services.');
    expect(sentJson(0)).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', service: 'devops', topic: 'general', website: '' });

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(2), patient);
    expect(sentHeaders(1).get('Idempotency-Key')).toBe(sentHeaders(0).get('Idempotency-Key'));
  });

  it('while a message is on its way the button says so and the form is busy; a second press sends nothing more', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user);
    let arrive: (response: Response) => void = () => {};
    server.answer(() => new Promise<Response>((resolve) => (arrive = resolve)));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const sending = await screen.findByRole('button', { name: 'Sending…' }, patient);
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await user.click(sending);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    arrive(stored());
    await screen.findByRole('heading', { name: /^Thank you, Ada/ }, patient);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('a message the API refused leaves the form ready to send again, no longer busy', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user);
    server.answer(unavailable);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('alert', {}, patient);
    expect(screen.getByRole('button', { name: 'Send message' })).not.toHaveAttribute('aria-disabled');
    expect(document.querySelector('form[action="/api/contact"]')).not.toHaveAttribute('aria-busy');
  });

  it('shows the API’s field messages on their fields and focuses the first, without an alert', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user);
    server.answer(() => json(400, { error: 'invalid', message: 'Please check the fields.', fields: { email: 'This address cannot receive mail.' } }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(field(/^Email/)).toHaveFocus(), patient);
    expect(field(/^Email/)).toHaveAccessibleDescription('This address cannot receive mail.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a filled honeypot alone does not block the send', async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    await fillEnquiry(user);
    await fill(user, container.querySelector<HTMLInputElement>('input[name="website"]')!, 'https://spam.example');
    server.answer(stored);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1), patient);
    expect(sentJson(0).website).toBe('https://spam.example');
  });

  it('once stored, thanks by first name with the service, drops the draft, and "Send another message" starts over', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user);
    expect(window.sessionStorage.getItem('contact-draft')).toContain('Ada Lovelace');
    server.answer(stored);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Thank you, Ada. Your message is with our team.' }, patient);
    await waitFor(() => expect(heading).toHaveFocus(), patient);
    expect(screen.getByText('ada@example.com', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('DevOps', { selector: 'strong' })).toBeInTheDocument();
    // The page lists what happens next beside the form: the panel does not say it twice.
    expect(screen.queryByRole('heading', { name: 'What happens next' })).toBeNull();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(window.sessionStorage.getItem('contact-draft')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    await waitFor(() => expect(field(/^Name/)).toHaveFocus(), patient);
    expect(field(/^Name/)).toHaveValue('');
  });

  it('restores a draft after a reload, but a ?service= in the address wins over the draft’s service', async () => {
    window.sessionStorage.setItem('contact-draft', JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', service: 'devops', message: 'Half-written brief' }));
    visit('service=ai-chatbot-development');
    window.history.replaceState(null, '', '/contact?service=ai-chatbot-development');
    renderForm();
    await waitFor(() => expect(field(/^Name/)).toHaveValue('Ada Lovelace'), patient);
    expect(field(/^Message/)).toHaveValue('Half-written brief');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Service of interest/ })).toHaveValue('ai-chatbot-development'), patient);
  });

  it('a service chosen by the address alone makes no draft', async () => {
    visit('service=devops&topic=call');
    window.history.replaceState(null, '', '/contact?service=devops&topic=call');
    renderForm();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Service of interest/ })).toHaveValue('devops'), patient);
    expect(screen.getByRole('radio', { name: 'Schedule a call' })).toBeChecked();
    expect(window.sessionStorage.getItem('contact-draft')).toBeNull();
  });

  it('asks budget and timeline on the quote path only, and sends what was chosen', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user);
    expect(budget()).toBeNull();
    expect(timeline()).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Request a quote' }));
    const group = screen.getByRole('group', { name: 'For the quote' });
    expect(within(group).getByRole('combobox', { name: /^Budget range/ })).toHaveAccessibleName(/optional/);
    expect(within(budget()!).getAllByRole('option').map((option) => option.textContent)).toEqual(['Prefer not to say', ...budgetChoices.map((range) => range.label)]);
    expect(within(timeline()!).getAllByRole('option').map((option) => option.textContent)).toEqual(['Prefer not to say', ...timelines.map((entry) => entry.label)]);
    await user.selectOptions(budget()!, budgetChoices[1]!.label);
    await user.selectOptions(timeline()!, 'Within 3 to 6 months');

    // Another topic hides them; the quote path brings the answers back.
    await user.click(screen.getByRole('radio', { name: 'Schedule a call' }));
    expect(budget()).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Request a quote' }));
    expect(budget()).toHaveValue('25k-75k');

    server.answer(stored);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1), patient);
    expect(sentJson(0)).toMatchObject({ name: 'Ada Lovelace', topic: 'quote', budget: '25k-75k', timeline: '3-6-months' });
  });

  it('sends no budget or timeline for another topic, even when chosen on the quote path first', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillEnquiry(user);
    await user.click(screen.getByRole('radio', { name: 'Request a quote' }));
    await user.selectOptions(budget()!, budgetChoices[3]!.label);
    await user.click(screen.getByRole('radio', { name: 'General inquiry' }));
    server.answer(stored);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1), patient);
    const body = sentJson(0);
    expect(body.topic).toBe('general');
    expect(body).not.toHaveProperty('budget');
    expect(body).not.toHaveProperty('timeline');
  });

  it('?topic=quote opens on the quote path with the two questions', async () => {
    visit('topic=quote');
    renderForm();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Request a quote' })).toBeChecked(), patient);
    expect(budget()).toBeInTheDocument();
    expect(timeline()).toBeInTheDocument();
  });

  it('the page without scripts carries the questions, shown by CSS while "Request a quote" is checked', () => {
    const html = renderToString(contactForm);
    const fieldset = /<fieldset[^>]*class="([^"]*)"[^>]*><legend[^>]*>For the quote<\/legend>/.exec(html);
    expect(fieldset?.[1]).toContain('hidden');
    expect(fieldset?.[1]).toContain(`peer-has-[input[value=${QUOTE_TOPIC}]:checked]:block`);
    expect(html).toMatch(new RegExp(`<input[^>]*name="topic"[^>]*value="${QUOTE_TOPIC}"`));
    expect(html).toContain('<select name="budget"');
    expect(html).toContain('<select name="timeline"');
    // The CSS rule's anchor is the topics' fieldset (a sibling before the questions), not the form.
    expect(html).toMatch(/<fieldset[^>]*class="peer [^"]*"><legend[^>]*>What do you need\?<\/legend>/);
    expect(html.indexOf('What do you need?')).toBeLessThan(html.indexOf('For the quote'));
    expect(html).not.toMatch(/<form[^>]*class="[^"]*\bgroup\b/);
  });
});
