'use client';

import { CalendarPlus, CircleCheck, Clock, Globe, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent, type RefObject } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { emailInputProps, FieldError } from '@/components/forms/field';
import { FailureAlert, Honeypot, SubmitButton, TextAreaField, TextField } from '@/components/forms/form-parts';
import { lazyResolver, useLeadForm } from '@/components/forms/use-lead-form';
import { buttonClasses } from '@/components/ui/button';
import type { CallType, CallTypeId } from '@/content/scheduling';
import type { PickerProps } from './schedule-picker';
import { cn } from '@/lib/cn';
import type { BookingConfirmation, BookingData, BookingInput, SlotsAnswer } from '@/lib/forms/booking';
import { formsBaseUrl, submitForm } from '@/lib/forms/submit';
import { googleCalendarUrl, outlookCalendarUrl } from '@/lib/schedule/calendar-links';
import { commonTimeZones, groupByDay, intervalLabel, isTimeZone, shortDayLabel, timeLabel, zoneName } from '@/lib/schedule/format';

const schema = lazyResolver(() => import('@/lib/forms/booking-resolver'), (module) => module.bookingResolver);

type Details = Pick<BookingInput, 'name' | 'email' | 'company' | 'topic' | 'website'>;
const emptyForm: BookingInput = { start: '', name: '', email: '', company: '', topic: '', website: '' };
const detailFields = ['name', 'email', 'company', 'topic'] as const;

type Slot = SlotsAnswer['slots'][number];
type Offer = { state: 'loading' } | { state: 'ready'; slots: Slot[] } | { state: 'failed'; message: string };

interface Booked extends BookingConfirmation {
  email: string;
  callType: CallType;
  zone: string;
}


/** The live picker: loaded by SchedulePicker (schedule-picker.tsx) once the page is hydrated. */
export function Picker({ callTypes, agencyZone, fallback, fallbackEmail }: PickerProps) {
  const ids = useId();
  const [type, setType] = useState<CallTypeId>(callTypes[0]?.id ?? 'discovery');
  // The visitor's own zone: the picker renders only in the browser, where it is known.
  const [zone, setZone] = useState(() => detectedZone() ?? agencyZone);
  const [offer, setOffer] = useState<Offer>({ state: 'loading' });
  const [loads, setLoads] = useState(0);
  const [day, setDay] = useState<string | undefined>();
  const [start, setStart] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [booked, setBooked] = useState<Booked | null>(null);
  const callType = callTypes.find((entry) => entry.id === type) ?? callTypes[0]!;

  const lead = useLeadForm<BookingInput, BookingData, Booked, keyof BookingInput & string>({
    schema,
    emptyForm,
    firstField: 'name',
    failureTitle: 'Your call was not booked',
    loadFailure: 'The booking form could not load. Check your connection and try again.',
    shouldFocusError: true,
  });
  const { form, fieldFor, controlProps } = lead;

  // Free times for the kind of call, again whenever `load()` asks (a retry, a taken time).
  useEffect(() => {
    let current = true;
    void fetchOffer(type).then((next) => current && setOffer(next));
    return () => {
      current = false;
    };
  }, [type, loads]);
  const load = () => {
    setOffer({ state: 'loading' });
    setLoads((count) => count + 1);
  };

  const days = useMemo(() => (offer.state === 'ready' ? groupByDay(offer.slots, zone) : []), [offer, zone]);
  const shownDay = days.find((entry) => entry.date === day) ?? days[0];
  const chosen = offer.state === 'ready' ? offer.slots.find((slot) => slot.start === start) : undefined;

  const send = async (data: BookingData) => {
    if (!chosen) {
      setNotice('Please pick a time first.');
      document.getElementById(`${ids}-times`)?.focus();
      return;
    }
    setNotice(undefined);
    const submissionId = lead.begin();
    const details: Details = { name: data.name, email: data.email, company: data.company ?? '', topic: data.topic ?? '', website: form.getValues('website') ?? '' };
    const result = await submitForm('schedule/bookings', { ...details, start: chosen.start, type, timeZone: zone }, { submissionId });
    if (result.ok) {
      const confirmation = result.data as BookingConfirmation;
      lead.succeed({ ...confirmation, email: data.email, callType, zone }, { title: 'Call booked', body: 'The invite is on its way to your inbox.' });
      setBooked({ ...confirmation, email: data.email, callType, zone });
      return;
    }
    if (result.kind === 'status' && result.status === 409) {
      // Taken since the list loaded: fresh times, the visitor's details kept.
      setStart(undefined);
      setNotice(result.message);
      load();
      return;
    }
    if (result.kind === 'status' && result.status === 400 && result.fields) {
      const [first] = lead.showFieldErrors(result.fields, [...detailFields]);
      if (first) return form.setFocus(first);
      if (result.fields.start) return setNotice(result.fields.start);
    }
    lead.fail(result.message);
  };

  const onInvalid = async (invalid: FieldErrors<BookingInput>) => {
    if (lead.honeypotOnly(invalid)) await send({ ...(form.getValues() as BookingData), start: chosen?.start ?? '' });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The time is the picker's state; the form validates the rest with the API's schema.
    form.setValue('start', chosen?.start ?? '1970-01-01T00:00:00Z');
    lead.submit(event, send, onInvalid);
  };

  if (booked) return <BookedPanel booked={booked} agencyZone={agencyZone} headingRef={lead.successRef} onAgain={() => { setBooked(null); setStart(undefined); lead.startOver(); load(); }} />;

  const zones = commonTimeZones.includes(zone as (typeof commonTimeZones)[number]) ? [...commonTimeZones] : [zone, ...commonTimeZones];

  return (
    <div className="grid min-h-[30rem] content-start gap-6">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)] sm:items-end">
        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-fg">Kind of call</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {callTypes.map((entry) => (
              <label key={entry.id} className={choiceClasses}>
                <input type="radio" name={`${ids}-type`} value={entry.id} checked={entry.id === type} onChange={() => { setType(entry.id); setOffer({ state: 'loading' }); setStart(undefined); setNotice(undefined); }} className="sr-only" />
                <Clock aria-hidden strokeWidth={1.75} className="size-4 shrink-0 text-fg-subtle" />
                <span>
                  {entry.name} <span className="text-fg-subtle">· {entry.minutes} min</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="grid gap-2 text-sm font-medium text-fg">
          <span className="inline-flex items-center gap-1.5">
            <Globe aria-hidden strokeWidth={1.75} className="size-4 text-fg-subtle" /> Your time zone
          </span>
          <select value={zone} onChange={(event) => setZone(event.target.value)} className="h-11 rounded-md border border-fg-subtle/40 bg-paper-raised px-3 text-sm text-fg">
            {zones.map((entry) => (
              <option key={entry} value={entry}>
                {entry.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="-mt-2 text-sm leading-6 text-fg-subtle">
        {callType.summary} Times in {zoneName(zone)}; our office is on {zoneName(agencyZone)}.
      </p>

      {/* One height for loading, failure, no times and the fullest day, so the form below never moves. */}
      <div className="grid min-h-[var(--offer-height)] content-start gap-6 [--offer-height:28.5rem] sm:[--offer-height:22rem]">
        {offer.state === 'loading' && (
          <p role="status" data-client-state="loading" className="flex min-h-[var(--offer-height)] items-center justify-center gap-2 text-sm text-fg-muted">
            <LoaderCircle aria-hidden strokeWidth={2} className="size-4 animate-spin" /> Loading free times…
          </p>
        )}
        {offer.state === 'failed' && (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm leading-6 text-red-900">
            {offer.message}{' '}
            <button type="button" onClick={load} className="font-medium underline underline-offset-2">
              Try again
            </button>{' '}
            or <a href={fallback.href} className="font-medium underline underline-offset-2">open the booking page</a>.
          </div>
        )}
        {offer.state === 'ready' && days.length === 0 && (
          <p className="rounded-md border border-line p-4 text-sm leading-6 text-fg-muted">
            No times are free in the next three weeks. Write to <a href={`mailto:${fallbackEmail}`} className="font-medium text-accent underline underline-offset-2">{fallbackEmail}</a> and we find one together.
          </p>
        )}
        {offer.state === 'ready' && shownDay && (
          <>
            <fieldset className="min-w-0">
              <legend className="text-sm font-medium text-fg">Day</legend>
              <div className="mt-2 flex gap-2 overflow-x-auto pb-2 [scrollbar-width:thin]">
                {days.map((entry) => (
                  <label key={entry.date} className={cn(choiceClasses, 'shrink-0 flex-col items-start gap-0.5 px-3 py-2')}>
                    <input type="radio" name={`${ids}-day`} value={entry.date} checked={entry.date === shownDay.date} onChange={() => { setDay(entry.date); setStart(undefined); }} className="sr-only" />
                    <span className="whitespace-nowrap">{shortDayLabel(entry.slots[0]!.start, zone)}</span>
                    <span className="text-xs font-normal text-fg-subtle">{entry.slots.length} free</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset id={`${ids}-times`} tabIndex={-1} className="min-w-0 outline-none" aria-describedby={notice ? `${ids}-notice` : undefined}>
              <legend className="text-sm font-medium text-fg">Time on {shortDayLabel(shownDay.slots[0]!.start, zone)}</legend>
              <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
                {shownDay.slots.map((slot) => (
                  <label key={slot.start} className={cn(choiceClasses, 'justify-center tabular-nums')}>
                    <input type="radio" name={`${ids}-time`} value={slot.start} checked={slot.start === start} onChange={() => { setStart(slot.start); setNotice(undefined); }} className="sr-only" />
                    {timeLabel(slot.start, zone)}
                  </label>
                ))}
              </div>
              {notice && <FieldError id={`${ids}-notice`}>{notice}</FieldError>}
            </fieldset>
          </>
        )}
      </div>

      <form method="post" action={`${formsBaseUrl()}/schedule/bookings`} {...lead.formProps} aria-labelledby={undefined} aria-label="Your details" onSubmit={submit} className="relative grid gap-5 border-t border-line pt-6">
        <p className="text-sm leading-6 text-fg" aria-live="polite">
          {chosen ? <>Your call: <strong>{intervalLabel(chosen, zone)}</strong></> : 'Pick a day and a time above, then tell us who you are.'}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...fieldFor('name')} control={controlProps('name')} label="Name for the invite" required autoComplete="name" placeholder="Your name" />
          <TextField {...fieldFor('email')} control={controlProps('email')} label="Email for the invite" required {...emailInputProps} placeholder="you@company.com" />
        </div>
        <TextField {...fieldFor('company')} control={controlProps('company')} label="Your company" autoComplete="organization" placeholder="Where you work (optional)" />
        <TextAreaField {...fieldFor('topic')} control={controlProps('topic')} label="What would you like to talk about?" rows={3} placeholder="A line or two helps us bring the right engineer (optional)" />
        <Honeypot id={lead.fieldId('website')} registration={form.register('website')} />
        {lead.failure !== null && (
          <FailureAlert alertRef={lead.alertRef} title={lead.failureTitle} message={lead.failure} kept="Your time and details are still here." emailLead="You can also e-mail us at" fallbackEmail={fallbackEmail} />
        )}
        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm leading-6 text-fg-subtle sm:max-w-xs">The invite and a link to cancel or move the call go to your e-mail.</p>
          <SubmitButton busy={lead.isSubmitting} label={`Book the ${callType.name.toLowerCase()}`} />
        </div>
      </form>
    </div>
  );
}

function detectedZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}

async function fetchOffer(type: CallTypeId): Promise<Offer> {
  try {
    const response = await fetch(`${formsBaseUrl()}/schedule/slots?type=${type}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(String(response.status));
    const answer = (await response.json()) as SlotsAnswer;
    return { state: 'ready', slots: answer.slots };
  } catch {
    return { state: 'failed', message: 'The free times could not load just now.' };
  }
}

const choiceClasses = cn(
  'relative flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2.5 text-sm font-medium transition-colors duration-150',
  'border-fg-subtle/40 bg-paper-raised text-fg-muted hover:border-fg-subtle/80 hover:text-fg',
  'has-checked:border-accent has-checked:bg-accent-soft has-checked:text-fg has-checked:shadow-[inset_0_0_0_1px_var(--color-accent)]',
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
);

function BookedPanel({ booked, agencyZone, headingRef, onAgain }: { booked: Booked; agencyZone: string; headingRef: RefObject<HTMLHeadingElement | null>; onAgain: () => void }) {
  const event = { title: `${booked.callType.name} with Northstack`, start: booked.start, end: booked.end, details: `${booked.callType.name} booked on the Northstack website. The video link follows by e-mail.` };
  const linkClasses = cn(buttonClasses('secondary', 'md'), 'justify-center');
  return (
    <div className="grid min-h-[30rem] content-start gap-6 py-2">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <CircleCheck aria-hidden strokeWidth={1.75} className="size-6" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="text-[1.75rem] leading-tight font-semibold tracking-[-0.025em] text-balance outline-none">
        Your call is booked
      </h3>
      <dl className="grid gap-3 text-fg sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-medium text-fg-subtle">Your time</dt>
        <dd>{intervalLabel(booked, booked.zone)}</dd>
        {booked.zone !== agencyZone && (
          <>
            <dt className="font-medium text-fg-subtle">Our office</dt>
            <dd>{intervalLabel(booked, agencyZone)}</dd>
          </>
        )}
      </dl>
      <p className="leading-7 text-fg-muted">
        We sent the invite to <strong className="text-fg">{booked.email}</strong>, with a link to cancel or move the call. A senior engineer joins you; the video link follows by e-mail.
      </p>
      <div>
        <p className="flex items-center gap-2 text-sm font-medium text-fg">
          <CalendarPlus aria-hidden strokeWidth={1.75} className="size-4 text-fg-subtle" /> Add to calendar
        </p>
        <div className="mt-3 grid gap-2 sm:grid-cols-3">
          <a href={booked.ics} download="invite.ics" className={linkClasses}>
            Invite (.ics)
          </a>
          <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" className={linkClasses}>
            Google Calendar
          </a>
          <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer" className={linkClasses}>
            Outlook
          </a>
        </div>
      </div>
      <p>
        <button type="button" onClick={onAgain} className="text-sm font-medium text-accent underline underline-offset-4">
          Book another call
        </button>
      </p>
    </div>
  );
}
