'use client';

import { Clock } from 'lucide-react';
import { useCallback, useId, useState, type ComponentProps, type FormEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { emailInputProps } from '@/components/forms/field';
import { FailureAlert, Honeypot, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/forms/form-parts';
import { lazyResolver, useLeadForm } from '@/components/forms/use-lead-form';
import { BOOKING_PARAMS } from '@/content/booking-links';
import { ANY_HOST, type CallType, type CallTypeId } from '@/content/scheduling';
import { timelines, type BookingConfirmation, type BookingData, type BookingInput } from '@/lib/forms/booking';
import { budgetChoices } from '@/content/company/prices';
import { formsBaseUrl, submitForm } from '@/lib/forms/submit';
import { intervalLabel, localeHourCycle, timeLabel, zoneName, type HourCycle } from '@/lib/schedule/format';
import { CallConfirmation, callSteps } from './schedule-confirmation';
import { choiceClasses, ClockSwitch, detectedZone, HostChoice, OfferView, useOffer, visitorLocale, ZoneSelect } from './schedule-grid';
import type { PickerHost, PickerProps } from './schedule-picker';

const schema = lazyResolver(() => import('@/lib/forms/booking-resolver'), (module) => module.bookingResolver);

type Details = Pick<BookingInput, 'name' | 'email' | 'company' | 'topic' | 'guests' | 'budget' | 'timeline' | 'website'>;
const emptyForm: BookingInput = { start: '', name: '', email: '', company: '', topic: '', guests: '', budget: '', timeline: '', website: '' };
const detailFields = ['name', 'email', 'company', 'topic', 'guests', 'budget', 'timeline'] as const;

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

/** The live picker: loaded by SchedulePicker (schedule-picker.tsx) once the page is hydrated. */
/** What "Whoever is free" means here: the practice's lead when free, else the first free engineer. */
function anyHostNote(leads: readonly PickerHost[], practiceName: string | undefined): string {
  if (!leads.length || !practiceName) return 'The first free engineer of the team takes the call; you see who before you book.';
  const names = leads.map((lead) => lead.name).join(' or ');
  return `${names} ${leads.length > 1 ? 'lead' : 'leads'} our ${practiceName} work and ${leads.length > 1 ? 'take' : 'takes'} the call when free; otherwise the first free engineer of the team does.`;
}

export function Picker({ callTypes, hosts, agencyZone, fallback, fallbackEmail, practices }: PickerProps) {
  const ids = useId();
  const [asked] = useState(() => preselected(callTypes));
  const [type, setType] = useState<CallTypeId>(asked.type ?? callTypes[0]?.id ?? 'discovery');
  const [locale] = useState(visitorLocale);
  const [cycle, setCycle] = useState<HourCycle>(() => localeHourCycle(locale));
  const [host, setHost] = useState<string>(ANY_HOST);
  // The visitor's own zone: the picker renders only in the browser, where it is known.
  const [zone, setZone] = useState(() => detectedZone() ?? agencyZone);
  const [start, setStart] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [booked, setBooked] = useState<Booked | null>(null);
  const callType = callTypes.find((entry) => entry.id === type) ?? callTypes[0]!;
  const typeHosts = callType.hosts.map((id) => hosts.find((entry) => entry.id === id)).filter((entry): entry is PickerHost => entry !== undefined);
  const chosenHost = typeHosts.find((entry) => entry.id === host);
  const practice = asked.service ? practices[asked.service] : undefined;
  // Who takes a call booked from this page with "Whoever is free": the practice's lead when free (lib/schedule/practice-hosts.ts).
  const practiceLeads = typeHosts.filter((entry) => practice?.leads.includes(entry.id));

  const lead = useLeadForm<BookingInput, BookingData, Booked, keyof BookingInput & string>({
    schema,
    emptyForm: { ...emptyForm, topic: practice ? `About ${practice.name}: ` : '' },
    firstField: 'name',
    failureTitle: 'Your call was not booked',
    loadFailure: 'The booking form could not load. Check your connection and try again.',
    shouldFocusError: true,
  });
  const { form, fieldFor, controlProps } = lead;

  // Free times for the kind of call, again whenever `load()` asks (a retry, a taken time).
  const { offer, offered, days, closed, officeZone, reload: load, setLoading } = useOffer(type, host, zone, locale, cycle);
  // The server's office zone once the times load; the build's until then.
  const office = officeZone ?? agencyZone;
  const chosen = offered.find((slot) => slot.start === start);
  // Stable, and a no-op while no time is chosen: a day tap then redraws the calendar, not the picker (DayAndTimes).
  const clearTime = useCallback(() => setStart(undefined), []);

  const send = async (data: BookingData) => {
    if (!chosen) {
      setNotice('Please pick a time first.');
      document.getElementById(`${ids}-times`)?.focus();
      return;
    }
    setNotice(undefined);
    const submissionId = lead.begin();
    const details: Details = { name: data.name, email: data.email, company: data.company ?? '', topic: data.topic ?? '', guests: data.guests ?? '', budget: data.budget ?? '', timeline: data.timeline ?? '', website: form.getValues('website') ?? '' };
    const result = await submitForm('schedule/bookings', { ...details, start: chosen.start, type, host, timeZone: zone, locale, practice: asked.service }, { submissionId });
    if (result.ok) {
      const confirmation = result.data as BookingConfirmation;
      const done = { ...confirmation, email: data.email, callType, zone, chosenHost };
      lead.succeed(done, confirmation.held ? { title: 'Almost booked', body: 'Please confirm with the link we emailed you.' } : { title: 'Call booked', body: 'The invite is on its way to your inbox.' });
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

  if (booked?.held) {
    // Held for the visitor's proof (lib/forms/booking.ts): the emailed link confirms it; nothing else went out yet.
    const call = { ...booked, ics: undefined, host: (booked.host && (hosts.find((entry) => entry.id === booked.host!.id) ?? booked.host)) || booked.chosenHost };
    const until = booked.heldUntil ? timeLabel(booked.heldUntil, zone, locale, cycle) : undefined;
    const steps = [
      { title: 'Open the email we sent', description: <>We sent a link to <strong className="text-fg">{booked.email}</strong>. Open it and press Confirm{until ? <>: we keep the time for you until {until}</> : null}.</> },
      { title: 'The invite follows at once', description: booked.guests?.length ? 'Then the invite goes to you and to your guests, with the video link and a link to reschedule or cancel.' : 'Then the invite goes to you, with the video link and a link to reschedule or cancel.' },
      { title: 'No email?', description: 'Check the address and your spam folder, or send us a message with the form on this page.' },
    ];
    const again = () => { setBooked(null); setStart(undefined); lead.startOver(); load(); };
    return (
      <CallConfirmation call={call} heading="Please confirm your call" lead={`${callType.name}, ${callType.minutes} minutes. One step left: the link in your inbox.`} steps={steps} headingRef={lead.successRef} agencyZone={office} locale={locale} cycle={cycle}>
        <button type="button" onClick={again} className="font-medium text-accent underline underline-offset-4">
          Pick another time
        </button>
      </CallConfirmation>
    );
  }

  if (booked) {
    // The server names who takes the call (the round robin's pick too); the visitor's choice otherwise.
    const call = { ...booked, host: (booked.host && (hosts.find((entry) => entry.id === booked.host!.id) ?? booked.host)) || booked.chosenHost };
    const invite = <>Sent to <strong className="text-fg">{booked.email}</strong>{booked.guests?.length ? <> and your {booked.guests.length === 1 ? 'guest' : `${booked.guests.length} guests`}</> : null}, with the video link and a link to reschedule or cancel.</>;
    const again = () => { setBooked(null); setStart(undefined); lead.startOver(); load(); };
    return (
      <CallConfirmation call={call} heading="Your call is booked" lead={`${callType.name}, ${callType.minutes} minutes. Everything you need is below and in your inbox.`} steps={callSteps(call, invite)} headingRef={lead.successRef} agencyZone={office} locale={locale} cycle={cycle}>
        {booked.manage && (
          <a href={booked.manage} className="font-medium text-accent underline underline-offset-4">
            Reschedule or cancel
          </a>
        )}
        <button type="button" onClick={again} className="font-medium text-accent underline underline-offset-4">
          Book another call
        </button>
      </CallConfirmation>
    );
  }

  return (
    <div className="grid min-h-[30rem] content-start gap-6">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-3 gap-y-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)]">
        <fieldset className="col-span-2 min-w-0 sm:col-span-1">
          <legend className="text-sm font-medium text-fg">Kind of call</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {callTypes.map((entry) => (
              <label key={entry.id} className={choiceClasses}>
                <input type="radio" name={`${ids}-type`} value={entry.id} checked={entry.id === type} onChange={() => { setType(entry.id); setLoading(); setStart(undefined); setNotice(undefined); }} className="sr-only" />
                {/* The name on its own line, its length and price under it: two short lines in a phone's half-width card (no icon there). */}
                <Clock aria-hidden strokeWidth={1.75} className="hidden size-4 shrink-0 text-fg-subtle sm:block" />
                <span className="min-w-0">
                  <span className="block">{entry.name}</span>
                  <span className="block text-fg-subtle">
                    {/* Its name for assistive tech stays one line: "Discovery call · 30 min · free". */}
                    <span className="sr-only">{' · '}</span>
                    {entry.minutes} min · {entry.price}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <ZoneSelect zone={zone} onZone={setZone} />
        <ClockSwitch cycle={cycle} onCycle={setCycle} name={`${ids}-cycle`} className="sm:col-start-2" />
      </div>
      <p className="-mt-2 text-sm leading-6 text-fg-subtle">
        {callType.summary} {callType.priceNote} Times in {zoneName(zone)}; our office is on {zoneName(office)}.
      </p>

      <HostChoice hosts={typeHosts} host={host} name={`${ids}-host`} onPick={(id) => { setHost(id); setStart(undefined); }} anyNote={anyHostNote(practiceLeads, practice?.name)} />

      <DayAndTimes host={host} offer={offer} days={days} start={start} locale={locale} ids={ids} notice={notice} onDay={clearTime} onTime={(slot) => { setStart(slot); setNotice(undefined); }} onRetry={load} fallbackHref={fallback.href} fallbackEmail={fallbackEmail} closed={closed} />

      <form method="post" action={`${formsBaseUrl()}/schedule/bookings`} {...lead.formProps} aria-labelledby={undefined} aria-label="Your details" onSubmit={submit} className="relative grid gap-5 border-t border-line pt-6">
        <p className="text-sm leading-6 text-fg" aria-live="polite">
          {chosen ? <>Your call: <strong>{intervalLabel(chosen, zone, locale, cycle)}</strong>{chosenHost ? <> with <strong>{chosenHost.name}</strong></> : null}</> : 'Pick a day and a time above, then tell us who you are.'}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...fieldFor('name')} control={controlProps('name')} label="Name for the invite" required autoComplete="name" placeholder="Your name" />
          <TextField {...fieldFor('email')} control={controlProps('email')} label="Email for the invite" required {...emailInputProps} placeholder="you@company.com" />
        </div>
        <TextField {...fieldFor('company')} control={controlProps('company')} label="Your company" autoComplete="organization" placeholder="Where you work" />
        <TextAreaField {...fieldFor('topic')} control={controlProps('topic')} label="What would you like to talk about?" rows={3} placeholder="A line or two helps us bring the right engineer" />
        <TextField {...fieldFor('guests')} control={controlProps('guests')} label="Guests to invite" autoComplete="off" placeholder="Up to 3 email addresses" />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField {...fieldFor('budget')} control={controlProps('budget')} label="Budget" placeholder="Prefer not to say" options={budgetChoices} />
          <SelectField {...fieldFor('timeline')} control={controlProps('timeline')} label="Timeline" placeholder="Prefer not to say" options={timelines} />
        </div>
        <Honeypot id={lead.fieldId('website')} registration={form.register('website')} />
        {lead.failure !== null && (
          <FailureAlert alertRef={lead.alertRef} title={lead.failureTitle} message={lead.failure} kept="Your time and details are still here." emailLead="You can also email us at" fallbackEmail={fallbackEmail} />
        )}
        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm leading-6 text-fg-subtle sm:max-w-xs">The invite, the video link and a link to reschedule or cancel go to your email.</p>
          <SubmitButton busy={lead.isSubmitting} label={`Book the ${callType.name.toLowerCase()}`} />
        </div>
      </form>
    </div>
  );
}

/**
 * The calendar and the chosen day's times, holding which day the visitor asked for (the first with times again
 * once the host changes): a day tap redraws this, not the whole picker and its details form (issue 37, the first
 * tap on a slow phone). `onDay` follows each pick (the picker drops the chosen time).
 */
function DayAndTimes({ host, onDay, ...view }: Omit<ComponentProps<typeof OfferView>, 'day' | 'onDay'> & { host: string; onDay: () => void }) {
  const [day, setDay] = useState<string | undefined>();
  const [dayHost, setDayHost] = useState(host);
  if (dayHost !== host) {
    // Another host: their first day with times (state adjusted while rendering, as React advises, not in an effect).
    setDayHost(host);
    setDay(undefined);
  }
  // Stable (onDay is): the calendar's days are memoised on it.
  const pick = useCallback(
    (date: string) => {
      setDay(date);
      onDay();
    },
    [onDay],
  );
  return <OfferView {...view} day={day} onDay={pick} />;
}
