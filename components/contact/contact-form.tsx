'use client';

import { Calendar, FileText, MessageSquare } from 'lucide-react';
import { useCallback, useState, type ReactNode, type RefObject } from 'react';
import { useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { FieldError } from '@/components/forms/field';
import { EmailField, FailureAlert, FormHeading, Honeypot, SelectField, SuccessPanel, TextAreaField, TextField } from '@/components/forms/form-parts';
import { LeadField, LeadSubmit } from '@/components/forms/lead-fields';
import { UrlQuery } from '@/components/ui/url-query';
import { useHydrated } from '@/components/layout/use-hydrated';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { lazyResolver, useLeadForm } from '@/components/forms/use-lead-form';
import { buttonClasses } from '@/components/ui/button';
import { afterPaint } from '@/lib/after-paint';
import { cn } from '@/lib/cn';
import type { ContactData, ContactInput } from '@/lib/forms/contact';
import {
  contactFields,
  contactTopics,
  isContactTopic,
  QUOTE_TOPIC,
  serviceOptionOf,
  type ServiceOptionGroups,
  type ContactField,
  type ContactTopic,
} from '@/lib/forms/contact-options';
import { timelines } from '@/lib/forms/qualification';
import { budgetChoices } from '@/content/company/prices';
import { submitForm } from '@/lib/forms/submit';
import { discoveryCall, proposal, replyTimes } from '@/content/company/promises';

/** The schema (zod) loads on the form's first focus or submit, not with the page; it accepts the services the form offers. */
function lazySchema(serviceOptions: ServiceOptionGroups) {
  const values = serviceOptions.flatMap((group) => group.options.map((option) => option.value));
  return lazyResolver(() => import('@/lib/forms/contact-resolver'), (module) => module.contactResolverFor(values));
}

const emptyForm: ContactInput = { name: '', email: '', company: '', service: '', topic: 'general', budget: '', timeline: '', message: '', website: '' };

/**
 * The draft survives a reload of the tab (sessionStorage), and is dropped once sent. Only something
 * typed makes a draft (a choice preselected by the address does not), and a ?service= in the
 * address wins over the draft's choice.
 */
const DRAFT_KEY = 'contact-draft';
const draftFields = ['name', 'email', 'company', 'service', 'message'] as const;
const typedFields = ['name', 'email', 'company', 'message'] as const;
const addressFields = ['service'] as const;
const queryNames = ['service', 'topic'] as const;

const topicIcons: Record<ContactTopic, typeof Calendar> = { general: MessageSquare, call: Calendar, quote: FileText };

/** What the confirmation panel says, per topic. */
const successLead: Record<ContactTopic, string> = {
  general: `A senior engineer will read it and reply by email within ${replyTimes.enquiry.within}.`,
  call: `A senior engineer sets up your discovery call by email within ${discoveryCall.scheduledWithin}. Faster still: pick a time yourself in the calendar above and the invite arrives at once.`,
  quote: `We will review the scope and come back within ${replyTimes.enquiry.within} with our questions (or book a discovery call in the calendar above); the written proposal with an estimate follows within ${proposal.within} of ${proposal.after}.`,
};

interface Sent {
  name: string;
  email: string;
  topic: ContactTopic;
  service?: string;
}

/**
 * The contact form: validated in the browser with the API's own schema, sent as JSON to
 * POST /api/contact. `?service={slug}` and `?topic=call|quote` preselect choices.
 */
export function ContactForm({
  heading,
  intro,
  fallbackEmail,
  serviceOptions,
}: {
  heading: string;
  intro: string;
  fallbackEmail: string;
  /** The 'Service of interest' choices (lib/forms/service-options.ts, read from the service files where the page is drawn). */
  serviceOptions: ServiceOptionGroups;
}) {
  const [schema] = useState(() => lazySchema(serviceOptions));
  const lead = useLeadForm<ContactInput, ContactData, Sent, ContactField>({
    schema,
    emptyForm,
    firstField: 'name',
    failureTitle: 'Your message was not sent',
    loadFailure: 'The form could not load. Check your connection and try again.',
    // Focused after the frame that shows the messages (below): focusing first laid the page out twice before it.
    shouldFocusError: false,
  });
  // Each field draws its message from its own subscription (LeadField): a Send re-renders the messages, not the form.
  const { form, fieldId, fieldWith } = lead;
  const { register, setValue, setFocus, getValues, control } = form;
  const draft = useFormDraft(DRAFT_KEY, form, draftFields, { typed: typedFields, addressWins: addressFields });

  const applyQuery = useCallback(
    ({ service, topic: queryTopic }: Record<'service' | 'topic', string | null>) => {
      if (service && serviceOptionOf(serviceOptions, service)) setValue('service', service, { shouldDirty: true });
      if (queryTopic && isContactTopic(queryTopic)) setValue('topic', queryTopic, { shouldDirty: true });
    },
    [setValue, serviceOptions],
  );

  const send = async (data: ContactInput) => {
    const submissionId = lead.begin();
    const { website, budget, timeline, ...fields } = data;
    // Answers given on the quote path and then left for another topic are not sent.
    const quote = data.topic === QUOTE_TOPIC ? { budget: budget ?? '', timeline: timeline ?? '' } : {};
    const result = await submitForm('contact', { ...fields, ...quote, website: website ?? '' }, { submissionId });
    if (result.ok) {
      draft.clear();
      lead.succeed(
        { name: data.name.trim(), email: data.email.trim(), topic: data.topic ?? 'general', service: data.service || undefined },
        { title: 'Message sent', body: `Thank you. We will be in touch within ${replyTimes.enquiry.within}.` },
      );
      return;
    }
    if (result.kind === 'status' && result.status === 400 && result.fields) {
      const [first] = lead.showFieldErrors(result.fields, contactFields);
      if (first) {
        setFocus(first);
        return;
      }
    }
    return lead.fail(result.message);
  };

  const onInvalid = async (invalid: FieldErrors<ContactInput>) => {
    if (lead.honeypotOnly(invalid)) return send(getValues());
    const first = contactFields.find((field): field is keyof ContactInput & ContactField => field in invalid);
    if (first) afterPaint(() => setFocus(first));
  };

  return (
    <>
      <UrlQuery names={queryNames} onChange={applyQuery} />

      {lead.sent ? (
        <ContactSuccessPanel sent={lead.sent} serviceOptions={serviceOptions} headingRef={lead.successRef} onStartOver={lead.startOver} />
      ) : (
        <form method="post" action="/api/contact" {...lead.quietFormProps} onSubmit={(event) => lead.submit(event, send, onInvalid)} className="relative grid gap-6">
          <FormHeading id={lead.titleId} heading={heading} intro={intro} />

          <div className="grid gap-6 sm:grid-cols-2">
            <LeadField control={control} name="name">
              {(error) => <TextField {...fieldWith('name', error)} label="Name" required autoComplete="name" placeholder="Your name" />}
            </LeadField>
            <LeadField control={control} name="email">
              {(error) => <EmailField {...fieldWith('email', error)} placeholder="you@company.com" />}
            </LeadField>
            <LeadField control={control} name="company">
              {(error) => <TextField {...fieldWith('company', error)} label="Company" autoComplete="organization" placeholder="Where you work" />}
            </LeadField>
            <LeadField control={control} name="service">
              {(error) => <SelectField {...fieldWith('service', error)} label="Service of interest" placeholder="Not sure yet" options={serviceOptions} />}
            </LeadField>
          </div>

          {/* `peer`: before the scripts, CSS shows the quote questions (the next fieldset) while 'Request a quote' is checked. */}
          <fieldset aria-describedby={`${fieldId('topic')}-hint`} className="peer min-w-0">
            <legend className="text-sm font-medium text-fg">What do you need?</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {contactTopics.map((option) => {
                const Glyph = topicIcons[option.value];
                return (
                  <label
                    key={option.value}
                    className={cn(
                      'relative flex cursor-pointer items-center gap-3 rounded-md border px-4 py-3 text-sm font-medium transition-colors duration-150',
                      'border-fg-subtle/40 bg-paper-raised text-fg-muted hover:border-fg-subtle/80 hover:text-fg',
                      'has-checked:border-accent has-checked:bg-accent-soft has-checked:text-fg has-checked:shadow-[inset_0_0_0_1px_var(--color-accent)]',
                      'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
                    )}
                  >
                    <input {...register('topic')} type="radio" value={option.value} className="peer sr-only" />
                    <Glyph aria-hidden strokeWidth={1.75} className="size-4 shrink-0 text-fg-subtle peer-checked:text-accent" />
                    {option.label}
                  </label>
                );
              })}
            </div>
            <TopicHint control={control} id={`${fieldId('topic')}-hint`} />
            <LeadField control={control} name="topic">
              {(error) => error && <FieldError id={`${fieldId('topic')}-error`}>{error}</FieldError>}
            </LeadField>
          </fieldset>

          <QuoteQuestions control={control} hintId={`${fieldId('budget')}-group-hint`}>
            <legend className="px-1 text-sm font-medium text-fg">For the quote</legend>
            <p id={`${fieldId('budget')}-group-hint`} className="text-sm leading-6 text-fg-subtle">
              A rough range is enough: it helps us shape the proposal and our first questions.
            </p>
            <div className="mt-4 grid gap-6 sm:grid-cols-2">
              <LeadField control={control} name="budget">
                {(error) => <SelectField {...fieldWith('budget', error)} label="Budget range" placeholder="Prefer not to say" options={budgetChoices} />}
              </LeadField>
              <LeadField control={control} name="timeline">
                {(error) => <SelectField {...fieldWith('timeline', error)} label="Timeline" placeholder="Prefer not to say" options={timelines} />}
              </LeadField>
            </div>
          </QuoteQuestions>

          <LeadField control={control} name="message">
            {(error) => (
              <TextAreaField
                {...fieldWith('message', error)}
                label="Message"
                required
                rows={6}
                height="tall"
                placeholder="Tell us about your project, goals, and how we can help..."
              />
            )}
          </LeadField>

          <Honeypot id={fieldId('website')} registration={register('website')} />
          {lead.failure !== null && (
            <FailureAlert
              alertRef={lead.alertRef}
              title={lead.failureTitle}
              message={lead.failure}
              kept="Your text is still here."
              emailLead="You can also email us at"
              fallbackEmail={fallbackEmail}
            />
          )}

          <div className="flex flex-col-reverse gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm leading-6 text-fg-subtle sm:max-w-xs">We use your details only to answer this inquiry. No newsletters, no sharing.</p>
            <LeadSubmit sending={lead.sending} label="Send message" />
          </div>
        </form>
      )}
    </>
  );
}

type ContactControl = Control<ContactInput, unknown, ContactData>;

/** The chosen topic's hint, from its own subscription: a topic change re-renders this line, not the form. */
function TopicHint({ control, id }: { control: ContactControl; id: string }) {
  const topic = useWatch({ control, name: 'topic' }) ?? 'general';
  return (
    <p id={id} className="mt-2 text-sm leading-6 text-fg-subtle" aria-live="polite">
      {contactTopics.find((option) => option.value === topic)?.hint}
    </p>
  );
}

/**
 * The quote questions, always in the DOM (hydration removes nothing). Until the scripts run (and without them)
 * CSS shows them while 'Request a quote' is checked; once hydrated, React hides them off the quote path. The
 * topic and the hydrated state are this fieldset's own subscriptions: the render React forces right after
 * hydration (useHydrated) draws this fieldset again, not the whole form (a long task on a slow phone).
 */
function QuoteQuestions({ control, hintId, children }: { control: ContactControl; hintId: string; children: ReactNode }) {
  const topic = useWatch({ control, name: 'topic' }) ?? 'general';
  const hydrated = useHydrated();
  const asks = !hydrated || topic === QUOTE_TOPIC;
  return (
    <fieldset
      hidden={!asks}
      aria-describedby={hintId}
      // The value is QUOTE_TOPIC's (a class name cannot be built at run time); the component test ties them. Anchored on
      // the topics' fieldset (`peer`), not on the form (`group`): a :has() on the form made Chrome restyle the whole form
      // (270 elements) whenever a node was inserted in it, as the first validation's messages are (docs/performance.md).
      className={cn('min-w-0 rounded-md border border-line bg-paper-raised p-4 sm:p-5', !hydrated && 'hidden peer-has-[input[value=quote]:checked]:block')}
    >
      {children}
    </fieldset>
  );
}

/** The thanks names the first name, the topic's next step, the address and the service chosen. */
function ContactSuccessPanel({
  sent,
  serviceOptions,
  headingRef,
  onStartOver,
}: {
  sent: Sent;
  serviceOptions: ServiceOptionGroups;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStartOver: () => void;
}) {
  const firstName = sent.name.split(/\s+/)[0] ?? sent.name;
  const service = serviceOptionOf(serviceOptions, sent.service)?.label;
  return (
    <SuccessPanel
      headingRef={headingRef}
      heading={`Thank you, ${firstName}. Your message is with our team.`}
      lead={
        <>
          {successLead[sent.topic]} We will write to <strong className="font-semibold text-fg">{sent.email}</strong>
          {service ? (
            <>
              {' '}about <strong className="font-semibold text-fg">{service}</strong>
            </>
          ) : null}
          .
        </>
      }
      // No steps: the contact page lists what happens next beside the form (on a phone, right under it), so the panel does not repeat them.
    >
      <button type="button" onClick={onStartOver} className={buttonClasses('secondary', 'md')}>
        Send another message
      </button>
    </SuccessPanel>
  );
}
