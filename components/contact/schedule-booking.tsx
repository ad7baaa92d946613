'use client';

import { CalendarPlus, CircleCheck, Clock, Globe, LoaderCircle, Video } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent, type RefObject } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { emailInputProps, FieldError } from '@/components/forms/field';
import { FailureAlert, Honeypot, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/forms/form-parts';
import { lazyResolver, useLeadForm } from '@/components/forms/use-lead-form';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { BOOKING_PARAMS } from '@/content/booking-links';
import { ANY_HOST, type CallType, type CallTypeId } from '@/content/scheduling';
import type { PickerHost, PickerProps } from './schedule-picker';
import { cn } from '@/lib/cn';
import { budgetRanges, timelines, type BookingConfirmation, type BookingData, type BookingInput, type SlotsAnswer } from '@/lib/forms/booking';
import { formsBaseUrl, submitForm } from '@/lib/forms/submit';
import { googleCalendarUrl, outlookCalendarUrl } from '@/lib/schedule/calendar-links';
import { commonTimeZones, dayLabel, groupByDay, intervalLabel, isTimeZone, localeHourCycle, timeLabel, zoneName, type HourCycle } from '@/lib/schedule/format';

const schema = lazyResolver(() => import('@/lib/forms/booking-resolver'), (module) => module.bookingResolver);

type Details = Pick<BookingInput, 'name' | 'email' | 'company' | 'topic' | 'guests' | 'budget' | 'timeline' | 'website'>;
const emptyForm: BookingInput = { start: '', name: '', email: '', company: '', topic: '', guests: '', budget: '', timeline: '', website: '' };
const detailFields = ['name', 'email', 'company', 'topic', 'guests', 'budget', 'timeline'] as const;

type Slot = SlotsAnswer['slots'][number];
type Offer = { state: 'loading' } | { state: 'ready'; slots: Slot[] } | { state: 'failed'; message: string };

interface Booked extends BookingConfirmation {
  email: string;
  callType: CallType;
  zone: string;
  /** The host the visitor chose (the confirmation names the one who takes the call, when the server says). */
  chosenHost?: PickerHost;
}

/** What the page's address preselects (/contact?call=technical-review&service=devops#schedule). */
function preselected(callTypes: readonly CallType[]): { type?: CallTypeId; service?: string } {
  const params = new URLSearchParams(window.location.search);
  const type = callTypes.find((entry) => entry.id === params.get(BOOKING_PARAMS.call))?.id;
  const service = params.get(BOOKING_PARAMS.service)?.slice(0, 60) ?? undefined;
  return { type, service };
}

/** The visitor's locale (navigator.language), as the browser formats dates in it. */
function visitorLocale(): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(navigator.language)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}


/** The live picker: loaded by SchedulePicker (schedule-picker.tsx) once the page is hydrated. */
export function Picker({ callTypes, hosts, agencyZone, fallback, fallbackEmail, serviceNames }: PickerProps) {
  const ids = useId();
  const [asked] = useState(() => preselected(callTypes));
  const [type, setType] = useState<CallTypeId>(asked.type ?? callTypes[0]?.id ?? 'discovery');
  const [locale] = useState(visitorLocale);
  const [cycle, setCycle] = useState<HourCycle>(() => localeHourCycle(locale));
  const [host, setHost] = useState<string>(ANY_HOST);
  // The visitor's own zone: the picker renders only in the browser, where it is known.
  const [zone, setZone] = useState(() => detectedZone() ?? agencyZone);
  const [offer, setOffer] = useState<Offer>({ state: 'loading' });
  const [loads, setLoads] = useState(0);
  const [day, setDay] = useState<string | undefined>();
  const [start, setStart] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [booked, setBooked] = useState<Booked | null>(null);
  const callType = callTypes.find((entry) => entry.id === type) ?? callTypes[0]!;
  const typeHosts = callType.hosts.map((id) => hosts.find((entry) => entry.id === id)).filter((entry): entry is PickerHost => entry !== undefined);
  const chosenHost = typeHosts.find((entry) => entry.id === host);

  const lead = useLeadForm<BookingInput, BookingData, Booked, keyof BookingInput & string>({
    schema,
    emptyForm: { ...emptyForm, topic: asked.service && serviceNames[asked.service] ? `About ${serviceNames[asked.service]}: ` : '' },
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

  // A chosen host's times only (the server names each time's free hosts); whoever is free: every time.
  const offered = useMemo(() => (offer.state === 'ready' ? offer.slots.filter((slot) => host === ANY_HOST || !slot.hosts || slot.hosts.includes(host)) : []), [offer, host]);
  const days = useMemo(() => groupByDay(offered, zone), [offered, zone]);
  const shownDay = days.find((entry) => entry.date === day) ?? days[0];
  const chosen = offered.find((slot) => slot.start === start);

  const send = async (data: BookingData) => {
    if (!chosen) {
      setNotice('Please pick a time first.');
      document.getElementById(`${ids}-times`)?.focus();
      return;
    }
    setNotice(undefined);
    const submissionId = lead.begin();
    const details: Details = { name: data.name, email: data.email, company: data.company ?? '', topic: data.topic ?? '', guests: data.guests ?? '', budget: data.budget ?? '', timeline: data.timeline ?? '', website: form.getValues('website') ?? '' };
    const result = await submitForm('schedule/bookings', { ...details, start: chosen.start, type, host, timeZone: zone }, { submissionId });
    if (result.ok) {
      const confirmation = result.data as BookingConfirmation;
      const done = { ...confirmation, email: data.email, callType, zone, chosenHost };
      lead.succeed(done, { title: 'Call booked', body: 'The invite is on its way to your inbox.' });
      setBooked(done);
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

  if (booked) return <BookedPanel booked={booked} hosts={hosts} agencyZone={agencyZone} locale={locale} cycle={cycle} headingRef={lead.successRef} onAgain={() => { setBooked(null); setStart(undefined); lead.startOver(); load(); }} />;

  const zones = commonTimeZones.includes(zone as (typeof commonTimeZones)[number]) ? [...commonTimeZones] : [zone, ...commonTimeZones];

  return (
    <div className="grid min-h-[30rem] content-start gap-6">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-3 gap-y-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)]">
        <fieldset className="col-span-2 min-w-0 sm:col-span-1">
          <legend className="text-sm font-medium text-fg">Kind of call</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
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
        <fieldset className="min-w-0 sm:col-start-2">
          <legend className="sr-only">Clock</legend>
          <div className="grid h-11 grid-cols-2 gap-1 rounded-md border border-fg-subtle/40 p-1 text-sm">
            {(['12', '24'] as const).map((entry) => (
              <label key={entry} className="flex cursor-pointer items-center justify-center rounded-sm px-2.5 text-center font-medium text-fg-muted has-checked:bg-accent-soft has-checked:text-fg has-focus-visible:outline-2 has-focus-visible:outline-accent">
                <input type="radio" name={`${ids}-cycle`} value={entry} checked={cycle === entry} onChange={() => setCycle(entry)} className="sr-only" />
                <span aria-hidden>{entry}h</span>
                <span className="sr-only">{entry}-hour clock</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <p className="-mt-2 text-sm leading-6 text-fg-subtle">
        {callType.summary} Times in {zoneName(zone)}; our office is on {zoneName(agencyZone)}.
      </p>

      <HostChoice hosts={typeHosts} host={host} name={`${ids}-host`} onPick={(id) => { setHost(id); setStart(undefined); setDay(undefined); }} />

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
            <DayGrid days={days} shown={shownDay.date} zone={zone} locale={locale} name={`${ids}-day`} onPick={(date) => { setDay(date); setStart(undefined); }} />
            <fieldset id={`${ids}-times`} tabIndex={-1} className="min-w-0 outline-none" aria-describedby={notice ? `${ids}-notice` : undefined}>
              <legend className="text-sm font-medium text-fg">{dayLabel(shownDay.slots[0]!.start, zone, { locale })}</legend>
              <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
                {shownDay.slots.map((slot) => (
                  <label key={slot.start} className={cn(choiceClasses, 'justify-center px-2 tabular-nums')}>
                    <input type="radio" name={`${ids}-time`} value={slot.start} checked={slot.start === start} onChange={() => { setStart(slot.start); setNotice(undefined); }} className="sr-only" />
                    {timeLabel(slot.start, zone, locale, cycle)}
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
          {chosen ? <>Your call: <strong>{intervalLabel(chosen, zone, locale, cycle)}</strong>{chosenHost ? <> with <strong>{chosenHost.name}</strong></> : null}</> : 'Pick a day and a time above, then tell us who you are.'}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...fieldFor('name')} control={controlProps('name')} label="Name for the invite" required autoComplete="name" placeholder="Your name" />
          <TextField {...fieldFor('email')} control={controlProps('email')} label="Email for the invite" required {...emailInputProps} placeholder="you@company.com" />
        </div>
        <TextField {...fieldFor('company')} control={controlProps('company')} label="Your company" autoComplete="organization" placeholder="Where you work (optional)" />
        <TextAreaField {...fieldFor('topic')} control={controlProps('topic')} label="What would you like to talk about?" rows={3} placeholder="A line or two helps us bring the right engineer (optional)" />
        <TextField {...fieldFor('guests')} control={controlProps('guests')} label="Guests to invite" autoComplete="off" placeholder="Up to 3 e-mail addresses (optional)" />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField {...fieldFor('budget')} control={controlProps('budget')} label="Budget" placeholder="Prefer not to say" options={budgetRanges} />
          <SelectField {...fieldFor('timeline')} control={controlProps('timeline')} label="Timeline" placeholder="Prefer not to say" options={timelines} />
        </div>
        <Honeypot id={lead.fieldId('website')} registration={form.register('website')} />
        {lead.failure !== null && (
          <FailureAlert alertRef={lead.alertRef} title={lead.failureTitle} message={lead.failure} kept="Your time and details are still here." emailLead="You can also e-mail us at" fallbackEmail={fallbackEmail} />
        )}
        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm leading-6 text-fg-subtle sm:max-w-xs">The invite, the video link and a link to reschedule or cancel go to your e-mail.</p>
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

/**
 * Every offered day at once, as a calendar of weeks (Monday first) that wraps on a phone: the days are
 * one native radio group (arrow keys move between offered days, as the WAI-ARIA radio group pattern
 * asks); days without times are shown, dimmed, for orientation only.
 */
function DayGrid({ days, shown, zone, locale, name, onPick }: { days: { date: string; slots: Slot[] }[]; shown: string; zone: string; locale: string; name: string; onPick: (date: string) => void }) {
  const offered = new Map(days.map((entry) => [entry.date, entry]));
  const cells = calendarCells(days[0]!.date, days.at(-1)!.date);
  const weekdays = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
  }, [locale]);
  const monthOf = (date: string) => new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-fg">Day</legend>
      <div className="mt-2 grid grid-cols-7 gap-1 text-center" aria-hidden>
        {weekdays.map((weekday, index) => (
          <span key={index} className="text-xs font-medium text-fg-subtle">{weekday}</span>
        ))}
      </div>
      <div className="mt-1 grid grid-cols-7 gap-1">
        {cells.map((date) => {
          const entry = offered.get(date);
          const dayNumber = Number(date.slice(8));
          const label = (dayNumber === 1 || date === cells[0]) && <span className="block text-[0.625rem] leading-3 font-medium text-fg-subtle uppercase">{monthOf(date)}</span>;
          if (!entry) {
            return (
              <span key={date} aria-hidden className="flex h-12 flex-col items-center justify-center rounded-md bg-paper text-sm text-fg-subtle tabular-nums line-through decoration-fg-subtle/40">
                {label}
                {dayNumber}
              </span>
            );
          }
          return (
            <label key={date} className={cn(choiceClasses, 'h-12 flex-col justify-center gap-0 px-0 py-0 tabular-nums')}>
              <input type="radio" name={name} value={date} checked={date === shown} onChange={() => onPick(date)} aria-label={dayLabel(entry.slots[0]!.start, zone, { locale })} className="sr-only" />
              {label}
              <span className="font-semibold">{dayNumber}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The calendar dates from the Monday on or before `first` to the Sunday on or after `last` ("YYYY-MM-DD"). */
function calendarCells(first: string, last: string): string[] {
  const at = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  const DAY = 86_400_000;
  const start = at(first) - ((new Date(at(first)).getUTCDay() + 6) % 7) * DAY;
  const end = at(last) + ((7 - new Date(at(last)).getUTCDay()) % 7) * DAY;
  const cells: string[] = [];
  for (let time = start; time <= end; time += DAY) cells.push(new Date(time).toISOString().slice(0, 10));
  return cells;
}

/** Who the visitor meets: whoever is free (the default), or one of the call type's hosts. */
function HostChoice({ hosts, host, name, onPick }: { hosts: PickerHost[]; host: string; name: string; onPick: (id: string) => void }) {
  const chosen = hosts.find((entry) => entry.id === host);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-fg">Who you meet</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        <label className={cn(choiceClasses, 'py-2')}>
          <input type="radio" name={name} value={ANY_HOST} checked={host === ANY_HOST} onChange={() => onPick(ANY_HOST)} className="sr-only" />
          Whoever is free
        </label>
        {hosts.map((entry) => (
          <label key={entry.id} className={cn(choiceClasses, 'py-1.5 pl-1.5')}>
            <input type="radio" name={name} value={entry.id} checked={host === entry.id} onChange={() => onPick(entry.id)} aria-describedby={`${name}-about`} className="sr-only" />
            <Avatar name={entry.name} tone={entry.tone} className="size-7 rounded-full text-[0.6875rem]" />
            {entry.name}
          </label>
        ))}
      </div>
      <p id={`${name}-about`} aria-live="polite" className="mt-2 min-h-12 text-sm leading-6 text-fg-subtle">
        {chosen ? <><span className="font-medium text-fg">{chosen.title}.</span> {chosen.intro}</> : 'The first free engineer of the team takes the call; you see who before you book.'}
      </p>
    </fieldset>
  );
}

function BookedPanel({ booked, hosts, agencyZone, locale, cycle, headingRef, onAgain }: { booked: Booked; hosts: readonly PickerHost[]; agencyZone: string; locale: string; cycle: HourCycle; headingRef: RefObject<HTMLHeadingElement | null>; onAgain: () => void }) {
  // The server names who takes the call (the round robin's pick too); the visitor's choice otherwise.
  const host = (booked.host && (hosts.find((entry) => entry.id === booked.host!.id) ?? { ...booked.host })) || booked.chosenHost;
  const where = booked.meetingUrl ? `Video call: ${booked.meetingUrl}` : 'The video link follows by e-mail.';
  const event = { title: `${booked.callType.name} with Northstack`, start: booked.start, end: booked.end, details: `${booked.callType.name} booked on the Northstack website. ${where}` };
  const linkClasses = cn(buttonClasses('secondary', 'md'), 'justify-center');
  return (
    <div data-booked="" className="grid content-start gap-7 py-2">
      <div className="flex items-center gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <CircleCheck aria-hidden strokeWidth={1.75} className="size-6" />
        </span>
        <h3 ref={headingRef} tabIndex={-1} className="text-[1.75rem] leading-tight font-semibold tracking-[-0.025em] text-balance outline-none">
          Your call is booked
        </h3>
      </div>
      <dl className="grid gap-3 rounded-lg border border-line p-5 text-fg sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-medium text-fg-subtle">When</dt>
        <dd>{intervalLabel(booked, booked.zone, locale, cycle)}</dd>
        {booked.zone !== agencyZone && (
          <>
            <dt className="font-medium text-fg-subtle">Our office</dt>
            <dd>{intervalLabel(booked, agencyZone, locale, cycle)}</dd>
          </>
        )}
        <dt className="font-medium text-fg-subtle">With</dt>
        <dd>
          {host ? (
            <span className="flex items-start gap-3">
              <Avatar name={host.name} tone={'tone' in host ? host.tone : undefined} className="size-10 rounded-full text-sm" />
              <span>
                <strong>{host.name}</strong>
                <span className="block text-sm text-fg-muted">{host.title}</span>
              </span>
            </span>
          ) : (
            'A senior engineer of the team (named in the invite)'
          )}
        </dd>
        <dt className="font-medium text-fg-subtle">Where</dt>
        <dd className="min-w-0">
          {booked.meetingUrl ? (
            <a href={booked.meetingUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 font-medium break-all text-accent underline underline-offset-4">
              <Video aria-hidden strokeWidth={1.75} className="size-4 shrink-0" /> {booked.meetingUrl.replace(/^https:\/\//, '')}
            </a>
          ) : (
            'Video call: the link is in the invite'
          )}
        </dd>
      </dl>
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
      <div>
        <h4 className="text-sm font-medium text-fg">What happens next</h4>
        <ol className="mt-3 grid list-decimal gap-2 pl-5 leading-7 text-fg-muted marker:text-fg-subtle">
          <li>The invite is in <strong className="text-fg">{booked.email}</strong>{booked.guests?.length ? <> and with your {booked.guests.length === 1 ? 'guest' : `${booked.guests.length} guests`}</> : null}, with the video link.</li>
          <li>{host ? host.name.split(' ')[0] : 'Your host'} reads what you wrote before the call, so the time goes to your questions.</li>
          <li>After the call: a written proposal with approach, team, roadmap and estimate, if we are a fit.</li>
        </ol>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-line pt-5 text-sm">
        {booked.manage && (
          <a href={booked.manage} className="font-medium text-accent underline underline-offset-4">
            Reschedule or cancel
          </a>
        )}
        <button type="button" onClick={onAgain} className="font-medium text-accent underline underline-offset-4">
          Book another call
        </button>
      </div>
    </div>
  );
}
