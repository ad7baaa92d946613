'use client';

import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { FieldError, textareaClasses } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/form-parts';
import { noBrowserValidation } from '@/components/ui/browser-validation';
import { buttonClasses } from '@/components/ui/button';
import { ANY_HOST, SCHEDULE_PAGE, type CallType } from '@/content/scheduling';
import { cn } from '@/lib/cn';
import { MAX_CANCEL_REASON, type ManageAnswer, type ManagedBooking } from '@/lib/forms/booking';
import { formsBaseUrl } from '@/lib/forms/submit';
import { intervalLabel, localeHourCycle, zoneName, type HourCycle } from '@/lib/schedule/format';
import { CallConfirmation, CallFacts, callSteps, type BookedCall } from './schedule-confirmation';
import { ClockSwitch, HostChoice, OfferView, useOffer, visitorLocale, ZoneSelect } from './schedule-grid';
import type { PickerHost } from './schedule-picker';

/**
 * /contact/reschedule#<token>: the mailed manage page's 'Reschedule' with scripts. The token is read
 * from the fragment (never sent to a server in an address or a Referer) and posted in a JSON body to
 * /api/schedule/manage, which answers the booking, moves it (the same one-winner rule, mails and
 * webhooks as the page without scripts) or cancels it. The times come from the picker's own parts
 * (schedule-grid.tsx), the confirmation is the booking's (schedule-confirmation.tsx).
 */

export interface RescheduleProps {
  callTypes: readonly CallType[];
  hosts: readonly PickerHost[];
  agencyZone: string;
  fallbackEmail: string;
}

type View =
  | { state: 'reading' }
  | { state: 'gone'; message: string }
  | { state: 'failed'; message: string }
  | { state: 'ready'; token: string; booking: ManagedBooking }
  | { state: 'moved'; token: string; booking: ManagedBooking }
  | { state: 'cancelled' };

const BOOK_AGAIN = '/contact#schedule';
const linkClasses = 'font-medium text-accent underline underline-offset-4';

async function ask(body: Record<string, string>): Promise<{ status: number; answer: ManageAnswer }> {
  try {
    const response = await fetch(`${formsBaseUrl()}/schedule/manage`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, answer: (await response.json()) as ManageAnswer };
  } catch {
    return { status: 0, answer: { error: 'unavailable', message: 'Your call could not be reached just now. Check your connection and try again.' } };
  }
}

/** The token in the address's fragment ('#…'), or '' when there is none. */
const fragmentToken = () => decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();

export function RescheduleCall(props: RescheduleProps) {
  const [view, setView] = useState<View>({ state: 'reading' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let current = true;
    const token = fragmentToken();
    const noToken: { status: number; answer: ManageAnswer } = { status: 404, answer: { error: 'gone', message: 'This address has no booking in it: open the link from your email again, or book a new time.' } };
    void (token ? ask({ token, action: 'show' }) : Promise.resolve(noToken)).then(({ answer }) => {
      if (!current) return;
      if ('booking' in answer) setView({ state: 'ready', token, booking: answer.booking });
      else if ('error' in answer) setView(answer.error === 'gone' || answer.error === 'validation' ? { state: 'gone', message: answer.message } : { state: 'failed', message: answer.message });
    });
    return () => void (current = false);
  }, [reads]);

  // A finished change moves the focus to what it says.
  useEffect(() => {
    if (view.state === 'moved' || view.state === 'cancelled') headingRef.current?.focus();
  }, [view.state]);

  if (view.state === 'reading') {
    return (
      <Box>
        <p role="status" data-client-state="reading" className="flex min-h-40 items-center justify-center gap-2 text-fg-muted">
          <LoaderCircle aria-hidden strokeWidth={2} className="size-4 animate-spin" /> Opening your booking…
        </p>
      </Box>
    );
  }
  if (view.state === 'gone') {
    return (
      <Box>
        <Message icon="alert" title="This link no longer works" text={view.message} headingRef={headingRef} email={props.fallbackEmail}>
          <a href={BOOK_AGAIN} className={buttonClasses('primary', 'md')}>Book a new time</a>
        </Message>
      </Box>
    );
  }
  if (view.state === 'failed') {
    return (
      <Box>
        <Message icon="alert" title="Your call could not load" text={view.message} headingRef={headingRef} email={props.fallbackEmail}>
          <button type="button" onClick={() => { setView({ state: 'reading' }); setReads((count) => count + 1); }} className={buttonClasses('primary', 'md')}>Try again</button>
        </Message>
      </Box>
    );
  }
  if (view.state === 'cancelled') {
    return (
      <Box>
        <Message icon="done" title="Your call is canceled" text="The time is free again and we sent you a cancellation for your calendar. Whenever it suits you, pick a new time: it takes a minute." headingRef={headingRef}>
          <a href={BOOK_AGAIN} className={buttonClasses('primary', 'md')}>Book another time</a>
        </Message>
      </Box>
    );
  }
  return <Manage key={view.token} {...props} view={view} headingRef={headingRef} onView={setView} />;
}

function Manage({ callTypes, hosts, agencyZone: builtZone, fallbackEmail, view, headingRef, onView }: RescheduleProps & { view: Extract<View, { state: 'ready' | 'moved' }>; headingRef: RefObject<HTMLHeadingElement | null>; onView: (view: View) => void }) {
  const ids = useId();
  const { booking, token } = view;
  const callType = callTypes.find((entry) => entry.id === booking.callType) ?? callTypes[0]!;
  const [locale] = useState(visitorLocale);
  const [cycle, setCycle] = useState<HourCycle>(() => localeHourCycle(locale));
  const [zone, setZone] = useState(booking.timeZone);
  // The booking's host first; whoever is free widens the times (the server keeps the host when they are free).
  const bookedHost = hosts.find((entry) => entry.id === booking.host?.id);
  const [host, setHost] = useState(bookedHost ? bookedHost.id : ANY_HOST);
  const { offer, offered, days, closed, officeZone, reload } = useOffer(callType.id, host, zone, locale, cycle);
  // The server's office zone once the times load (the inbox may have changed it since the build).
  const agencyZone = officeZone ?? builtZone;
  const [day, setDay] = useState<string | undefined>();
  const [start, setStart] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState<'move' | 'cancel' | null>(null);
  const [cancelError, setCancelError] = useState<string | undefined>();
  const chosen = offered.find((slot) => slot.start === start);
  const call: BookedCall = { callType, start: booking.start, end: booking.end, zone, host: bookedHost ?? booking.host, meetingUrl: booking.meetingUrl, ics: booking.ics };
  const reading = { agencyZone, locale, cycle };

  /** A dead link leaves the page for its message; any other refusal is said beside the form. */
  const settle = (answer: ManageAnswer, onError: (message: string) => void) => {
    if ('error' in answer && answer.error === 'gone') return onView({ state: 'gone', message: answer.message });
    if ('error' in answer) onError(answer.message);
  };

  const move = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!chosen) {
      setNotice('Please pick a new time first.');
      document.getElementById(`${ids}-times`)?.focus();
      return;
    }
    setBusy('move');
    const { status, answer } = await ask({ token, action: 'reschedule', start: chosen.start });
    setBusy(null);
    if ('booking' in answer && answer.token) {
      // The old link is spent: the address carries the new one (also mailed), so a reload still works.
      window.history.replaceState(null, '', `#${answer.token}`);
      return onView({ state: 'moved', token: answer.token, booking: answer.booking });
    }
    settle(answer, (message) => {
      setNotice(message);
      setStart(undefined);
      if (status === 409) reload();
    });
  };

  const cancel = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy('cancel');
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    const { answer } = await ask({ token, action: 'cancel', reason });
    setBusy(null);
    if ('cancelled' in answer) {
      window.history.replaceState(null, '', window.location.pathname);
      return onView({ state: 'cancelled' });
    }
    settle(answer, setCancelError);
  };

  if (view.state === 'moved') {
    const invite = <>The updated invite replaces the old one in your calendar; it has the video link and a new link to reschedule or cancel.</>;
    return (
      <Box>
        <CallConfirmation call={call} heading="Your call has moved" lead={`${callType.name}, ${callType.minutes} minutes. The old time is free again.`} steps={callSteps(call, invite)} headingRef={headingRef} {...reading}>
          <button type="button" onClick={() => onView({ state: 'ready', token, booking })} className={linkClasses}>
            Change or cancel again
          </button>
          <a href={BOOK_AGAIN} className={linkClasses}>
            Book another call
          </a>
        </CallConfirmation>
      </Box>
    );
  }

  const freeHosts = chosen?.hosts ?? [];
  const withWhom = bookedHost && (freeHosts.length === 0 || freeHosts.includes(bookedHost.id)) ? bookedHost.name : 'another engineer of the team';
  return (
    <div className="grid gap-8">
      <Box>
        <nav aria-label="What to do" className="grid grid-cols-2 gap-3">
          <a href="#new-time" className={buttonClasses('primary', 'lg', 'w-full justify-center')}>Reschedule</a>
          <a href="#cancel" className={buttonClasses('secondary', 'lg', 'w-full justify-center')}>Cancel</a>
        </nav>
        <h2 className="mt-6 text-sm font-semibold text-fg-subtle">Your call now: {callType.name}, {callType.minutes} min</h2>
        <div className="mt-3">
          <CallFacts call={call} {...reading} />
        </div>
      </Box>

      <Box id="new-time" labelledBy={`${ids}-move`}>
        <h2 id={`${ids}-move`} className="text-2xl font-semibold tracking-[-0.02em] text-fg">Pick a new time</h2>
        <p className="mt-2 text-sm leading-6 text-fg-subtle">Times in {zoneName(zone)}; our office is on {zoneName(agencyZone)}. The call keeps its video link when {bookedHost?.name.split(' ')[0] ?? 'your host'} takes it.</p>
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,10rem)]">
          <ZoneSelect zone={zone} onZone={setZone} />
          <ClockSwitch cycle={cycle} onCycle={setCycle} name={`${ids}-cycle`} />
        </div>
        <div className="mt-6 grid gap-6">
          <HostChoice hosts={bookedHost ? [bookedHost] : []} host={host} name={`${ids}-host`} onPick={(id) => { setHost(id); setStart(undefined); setDay(undefined); }} anyNote="More times: the call moves to whoever of the team is free then; you see who before you confirm." />
          <OfferView offer={offer} days={days} day={day} start={start} locale={locale} ids={ids} notice={notice} onDay={(date) => { setDay(date); setStart(undefined); }} onTime={(slot) => { setStart(slot); setNotice(undefined); }} onRetry={reload} fallbackHref={`${SCHEDULE_PAGE}/manage?token=${encodeURIComponent(token)}#reschedule`} fallbackEmail={fallbackEmail} closed={closed} />
          <form ref={noBrowserValidation} onSubmit={move} aria-label="Move my call" className="grid gap-4 border-t border-line pt-6 sm:flex sm:items-center sm:justify-between">
            <p className="text-sm leading-6 text-fg" aria-live="polite">
              {chosen ? <>New time: <strong>{intervalLabel(chosen, zone, locale, cycle)}</strong> with <strong>{withWhom}</strong></> : 'Pick a day and a time above.'}
            </p>
            <SubmitButton busy={busy === 'move'} label="Move my call to this time" icon={false} />
          </form>
        </div>
      </Box>

      <Box id="cancel" labelledBy={`${ids}-cancel`}>
        <h2 id={`${ids}-cancel`} className="text-2xl font-semibold tracking-[-0.02em] text-fg">Cancel</h2>
        <form ref={noBrowserValidation} onSubmit={cancel} className="mt-4 grid gap-4">
          <div>
            <label htmlFor={`${ids}-reason`} className="block text-sm font-medium text-fg">
              Reason <span className="font-normal text-fg-subtle">(optional, helps us)</span>
            </label>
            <textarea id={`${ids}-reason`} name="reason" rows={3} maxLength={MAX_CANCEL_REASON} aria-describedby={cancelError ? `${ids}-cancel-error` : undefined} className={cn('mt-2 min-h-20', textareaClasses)} />
            {cancelError && <FieldError id={`${ids}-cancel-error`}>{cancelError}</FieldError>}
          </div>
          <p>
            <SubmitButton busy={busy === 'cancel'} label="Cancel my call" icon={false} className={buttonClasses('secondary', 'md', 'w-full border-red-700 text-red-800 sm:w-auto')} />
          </p>
        </form>
      </Box>
    </div>
  );
}

/** A card of the page (every state of the page starts with one, so hydration keeps it) (the look of the picker's box on /contact). */
function Box({ id, labelledBy, children }: { id?: string; labelledBy?: string; children: ReactNode }) {
  const Tag = id ? 'section' : 'div';
  return (
    <Tag id={id} aria-labelledby={labelledBy} className="min-w-0 scroll-mt-24 rounded-xl border border-line bg-paper-raised p-5 shadow-card sm:p-8">
      {children}
    </Tag>
  );
}

/** A state of the page in a few words: a dead link, a failure, a cancelled call; `email` adds the way to write to us. */
function Message({ icon, title, text, headingRef, email, children }: { icon: 'alert' | 'done'; title: string; text: string; headingRef: RefObject<HTMLHeadingElement | null>; email?: string; children: ReactNode }) {
  const Icon = icon === 'done' ? CircleCheck : CircleAlert;
  return (
    <>
      <span className={cn('inline-flex size-12 items-center justify-center rounded-full', icon === 'done' ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-800')}>
        <Icon aria-hidden strokeWidth={1.75} className="size-6" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-[1.75rem] leading-tight font-semibold tracking-[-0.025em] text-balance outline-none">
        {title}
      </h2>
      <p className="mt-4 max-w-xl leading-7 text-fg-muted">{text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        {children}
        {email && (
          <a href={`mailto:${email}`} className={buttonClasses('secondary', 'md')}>
            Email {email}
          </a>
        )}
      </div>
    </>
  );
}
