'use client';

import { Globe, LoaderCircle } from 'lucide-react';
import { memo, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FieldError } from '@/components/forms/field';
import { Avatar } from '@/components/ui/avatar';
import { ANY_HOST, type CallTypeId } from '@/content/scheduling';
import { cn } from '@/lib/cn';
import type { SlotsAnswer } from '@/lib/forms/booking';
import { formsBaseUrl } from '@/lib/forms/submit';
import { calendarDateLabel, commonTimeZones, isTimeZone, type HourCycle } from '@/lib/schedule/format';
import { dayOf, slotDays, type SlotDay } from '@/lib/schedule/slot-days';
import type { PickerHost } from './schedule-picker';

/**
 * The picker's parts that booking (/contact#schedule, schedule-booking.tsx) and rescheduling
 * (/contact/reschedule, reschedule-call.tsx) share: the free times of a kind of call, the calendar of
 * days, the day's times and who the visitor meets. Native radio groups throughout (arrow keys move within
 * each, as the WAI-ARIA radio group pattern asks).
 */

export type Slot = SlotsAnswer['slots'][number];
export type Offer =
  | { state: 'loading' }
  | { state: 'ready'; slots: Slot[]; timeZone?: string; closed?: Record<string, string>; hostClosed?: Record<string, Record<string, string>> }
  | { state: 'failed'; message: string };

/** The visitor's locale (navigator.language), as the browser formats dates in it. */
export function visitorLocale(): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(navigator.language)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

export function detectedZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}

async function fetchOffer(type: CallTypeId): Promise<Offer> {
  try {
    const response = await fetch(`${formsBaseUrl()}/schedule/slots?type=${type}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(String(response.status));
    const answer = (await response.json()) as SlotsAnswer;
    return { state: 'ready', slots: answer.slots, timeZone: answer.timeZone, closed: answer.closedDays, hostClosed: answer.hostClosedDays };
  } catch {
    return { state: 'failed', message: 'The free times could not load just now.' };
  }
}

/**
 * The free times of a kind of call (null: not yet asked), narrowed to a chosen host's (the server names
 * each time's free hosts; whoever is free: every time) and grouped by day in `zone` by the site's one slot
 * list (lib/schedule/slot-days.ts, as the server's pages and the inbox group them); `reload()` asks again.
 */
export function useOffer(type: CallTypeId | null, host: string, zone: string, locale: string, cycle: HourCycle) {
  const [offer, setOffer] = useState<Offer>({ state: 'loading' });
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    if (!type) return;
    let current = true;
    // The days and times drawn in a transition (slices that yield), not one long task as the page settles.
    void fetchOffer(type).then((next) => current && startTransition(() => setOffer(next)));
    return () => {
      current = false;
    };
  }, [type, loads]);
  const offered = useMemo(() => (offer.state === 'ready' ? offer.slots.filter((slot) => host === ANY_HOST || !slot.hosts || slot.hosts.includes(host)) : []), [offer, host]);
  const days = useMemo(() => slotDays(offered, { timeZone: zone, locale, cycle }), [offered, zone, locale, cycle]);
  // Why each struck day has no times (the server's reasons, for whoever is free or the chosen host).
  const closed = offer.state === 'ready' ? (host === ANY_HOST ? offer.closed : offer.hostClosed?.[host]) ?? {} : {};
  // The office zone the server reads the hours in (the inbox may have changed it since the build).
  const officeZone = offer.state === 'ready' ? offer.timeZone : undefined;
  const setLoading = () => setOffer({ state: 'loading' });
  const reload = () => {
    setLoading();
    setLoads((count) => count + 1);
  };
  return { offer, offered, days, closed, officeZone, reload, setLoading };
}

export const choiceClasses = cn(
  'relative flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2.5 text-sm font-medium transition-colors duration-150',
  'border-fg-subtle/40 bg-paper-raised text-fg-muted hover:border-fg-subtle/80 hover:text-fg',
  'has-checked:border-accent has-checked:bg-accent-soft has-checked:text-fg has-checked:shadow-[inset_0_0_0_1px_var(--color-accent)]',
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
);

interface OfferViewProps {
  offer: Offer;
  days: SlotDay<Slot>[];
  /** The day asked for (the first with times otherwise). */
  day: string | undefined;
  start: string | undefined;
  locale: string;
  /** A prefix for the radio groups' names and ids (useId). */
  ids: string;
  notice?: string;
  onDay: (date: string) => void;
  onTime: (start: string) => void;
  onRetry: () => void;
  /** The server's page that works without scripts (when times cannot load), and the address when none are free. */
  fallbackHref: string;
  fallbackEmail: string;
  /** The times' legend ends with this (the current booking's time, when moving). */
  extra?: ReactNode;
  /** Why a struck day has no times, by date ("Christmas Day", "Office closed", "Fully booked"). */
  closed?: Record<string, string>;
}

/**
 * Loading, failure, no times, or every offered day and the chosen day's times: one height for all of
 * them, so what follows never moves.
 */
export function OfferView({ offer, days, day, start, locale, ids, notice, onDay, onTime, onRetry, fallbackHref, fallbackEmail, extra, closed = {} }: OfferViewProps) {
  const struck = day && closed[day] && !days.some((entry) => entry.date === day) ? day : undefined;
  const shownDay = days.find((entry) => entry.date === day) ?? days[0];
  return (
    <div className="grid min-h-[var(--offer-height)] content-start gap-6 [--offer-height:28.5rem] sm:[--offer-height:22rem]">
      {offer.state === 'loading' && (
        <p role="status" data-client-state="loading" className="flex min-h-[var(--offer-height)] items-center justify-center gap-2 text-sm text-fg-muted">
          <LoaderCircle aria-hidden strokeWidth={2} className="size-4 animate-spin" /> Loading free times…
        </p>
      )}
      {offer.state === 'failed' && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm leading-6 text-red-900">
          {offer.message}{' '}
          <button type="button" onClick={onRetry} className="font-medium underline underline-offset-2">
            Try again
          </button>{' '}
          or <a href={fallbackHref} className="font-medium underline underline-offset-2">open the page that works without scripts</a>.
        </div>
      )}
      {offer.state === 'ready' && days.length === 0 && (
        <p className="rounded-md border border-line p-4 text-sm leading-6 text-fg-muted">
          No times are free in the next three weeks. Write to <a href={`mailto:${fallbackEmail}`} className="font-medium text-accent underline underline-offset-2">{fallbackEmail}</a> and we find one together.
        </p>
      )}
      {offer.state === 'ready' && shownDay && (
        <>
          <DayGrid days={days} shown={struck ?? shownDay.date} locale={locale} name={`${ids}-day`} onPick={onDay} closed={closed} />
          {struck ? (
            <div id={`${ids}-times`} tabIndex={-1} className="outline-none">
              <p data-struck-reason className="rounded-md border border-line p-4 text-sm leading-6 text-fg-muted">
                <span className="font-medium text-fg">{struckDay(struck, locale)}:</span> {closed[struck]}. No times that day; pick another.
              </p>
              {notice && <FieldError id={`${ids}-notice`}>{notice}</FieldError>}
            </div>
          ) : (
          <fieldset id={`${ids}-times`} tabIndex={-1} className="min-w-0 outline-none" aria-describedby={notice ? `${ids}-notice` : undefined}>
            <legend className="text-sm font-medium text-fg">
              {shownDay.long}
              {extra}
            </legend>
            <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
              {/* Keyed by place, not by time: another day's times reuse these labels (their words change), not new ones drawn and styled. */}
              {shownDay.times.map(({ slot, label }, index) => (
                <label key={index} className={cn(choiceClasses, 'justify-center px-1 whitespace-nowrap tabular-nums')}>
                  <input type="radio" name={`${ids}-time`} value={slot.start} checked={slot.start === start} onChange={() => onTime(slot.start)} className="sr-only" />
                  {label}
                </label>
              ))}
            </div>
            {notice && <FieldError id={`${ids}-notice`}>{notice}</FieldError>}
          </fieldset>
          )}
        </>
      )}
    </div>
  );
}

/**
 * Every offered day at once, as a calendar of weeks (Monday first) that wraps on a phone: the days are
 * one native radio group (arrow keys move between offered days, as the WAI-ARIA radio group pattern
 * asks); days without times are shown, dimmed, for orientation only.
 */
function DayGrid({ days, shown, locale, name, onPick, closed }: { days: SlotDay<Slot>[]; shown: string; locale: string; name: string; onPick: (date: string) => void; closed: Record<string, string> }) {
  // The calendar's words change with the offered days, not with the day picked: worked out once per offer (a day tap on a slow phone redraws only the checks).
  const { weekdays, cells } = useMemo(() => calendar(days, locale), [days, locale]);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-fg">Day</legend>
      <div className="mt-2 grid grid-cols-7 gap-1 text-center" aria-hidden>
        {weekdays.map((weekday, index) => (
          <span key={index} className="text-xs font-medium text-fg-subtle">{weekday}</span>
        ))}
      </div>
      <div className="mt-1 grid grid-cols-7 gap-1">
        {cells.map(({ date, entry, dayNumber, month }) => (
          <DayCell key={date} date={date} entry={entry} dayNumber={dayNumber} month={month} reason={(!entry && closed[date]) || undefined} checked={date === shown} locale={locale} name={name} onPick={onPick} />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * One day of the calendar. Memoised: a day tap redraws the two days whose check changed, not every day of the three
 * weeks (the picker's day change on a slow phone; the day's handler is stable, `DayAndTimes` in schedule-booking.tsx).
 */
const DayCell = memo(function DayCell({
  date,
  entry,
  dayNumber,
  month,
  reason,
  checked,
  locale,
  name,
  onPick,
}: {
  date: string;
  entry: SlotDay<Slot> | undefined;
  dayNumber: number;
  month: string | undefined;
  reason: string | undefined;
  checked: boolean;
  locale: string;
  name: string;
  onPick: (date: string) => void;
}) {
  const label = month && <span className="block text-[0.625rem] leading-3 font-medium text-fg-subtle uppercase">{month}</span>;
  if (reason) {
    // A struck day with a reason: one more radio of the group (arrow keys reach it), named with its reason;
    // choosing it shows the reason where the times would be.
    return (
      <label title={reason} className="flex h-12 cursor-pointer flex-col items-center justify-center rounded-md bg-paper text-sm text-fg-subtle tabular-nums line-through decoration-fg-subtle/40 has-checked:bg-paper-raised has-checked:text-fg has-checked:shadow-[inset_0_0_0_1px_var(--color-fg-subtle)] has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent">
        <input type="radio" name={name} value={date} checked={checked} onChange={() => onPick(date)} aria-label={`${struckDay(date, locale)}: ${reason}, no times`} className="sr-only" />
        {label}
        {dayNumber}
      </label>
    );
  }
  if (!entry) {
    return (
      <span aria-hidden className="flex h-12 flex-col items-center justify-center rounded-md bg-paper text-sm text-fg-subtle tabular-nums line-through decoration-fg-subtle/40">
        {label}
        {dayNumber}
      </span>
    );
  }
  return (
    <label className={dayClasses}>
      <input type="radio" name={name} value={date} checked={checked} onChange={() => onPick(date)} aria-label={entry.long} className="sr-only" />
      {label}
      <span className="font-semibold">{dayNumber}</span>
    </label>
  );
});

const dayClasses = cn(choiceClasses, 'h-12 flex-col justify-center gap-0 px-0 py-0 tabular-nums');

/**
 * The calendar of the offered days in the visitor's language: the weekdays' initials (Monday first) and every
 * date from the first offered day's week to the last's, with its offered day (if any), its number, and its month
 * on the first cell and on each 1st.
 */
function calendar(days: SlotDay<Slot>[], locale: string) {
  const dates = calendarCells(days[0]!.date, days.at(-1)!.date);
  const offered = new Map(days.map((day) => [day.date, day]));
  const weekdays = dates.slice(0, 7).map((date) => calendarDateLabel(date, locale, { weekday: 'narrow' }));
  const cells = dates.map((date, index) => {
    const dayNumber = Number(date.slice(8));
    const month = dayNumber === 1 || index === 0 ? calendarDateLabel(date, locale, { month: 'short' }) : undefined;
    return { date, entry: offered.get(date), dayNumber, month };
  });
  return { weekdays, cells };
}

/** A struck day's date ("YYYY-MM-DD", a calendar date of the office) in words: "Wednesday, December 16" (en-US). */
const struckDay = (date: string, locale: string) => dayOf(`${date}T12:00:00Z`, 'UTC', locale).long;

/** The calendar dates from the Monday on or before `first` to the Sunday on or after `last` ("YYYY-MM-DD"). */
function calendarCells(first: string, last: string): string[] {
  const day = new Date(first);
  const end = new Date(last);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  end.setUTCDate(end.getUTCDate() + ((7 - end.getUTCDay()) % 7));
  const cells: string[] = [];
  for (; day <= end; day.setUTCDate(day.getUTCDate() + 1)) cells.push(day.toISOString().slice(0, 10));
  return cells;
}

/** Who the visitor meets: whoever is free (the default), or one of the call type's hosts. */
export function HostChoice({ hosts, host, name, onPick, anyNote }: { hosts: PickerHost[]; host: string; name: string; onPick: (id: string) => void; anyNote: string }) {
  const chosen = hosts.find((entry) => entry.id === host);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-fg">Who you meet</legend>
      {/* Two columns on a phone, so the hosts take two rows above the calendar, not five. */}
      <div className="mt-2 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <label className={cn(choiceClasses, 'py-2')}>
          <input type="radio" name={name} value={ANY_HOST} checked={host === ANY_HOST} onChange={() => onPick(ANY_HOST)} className="sr-only" />
          Whoever is free
        </label>
        {hosts.map((entry) => (
          <label key={entry.id} className={cn(choiceClasses, 'py-1.5 pl-1.5')}>
            <input type="radio" name={name} value={entry.id} checked={host === entry.id} onChange={() => onPick(entry.id)} aria-describedby={`${name}-about`} className="sr-only" />
            <Avatar name={entry.name} photo={entry.photo} tone={entry.tone} className="size-7 rounded-full text-[0.6875rem]" />
            {entry.name}
          </label>
        ))}
      </div>
      <p id={`${name}-about`} aria-live="polite" className="mt-2 min-h-12 text-sm leading-6 text-fg-subtle">
        {chosen ? <><span className="font-medium text-fg">{chosen.title}.</span> {chosen.intro}</> : anyNote}
      </p>
    </fieldset>
  );
}

/** The visitor's time zone (detected, changeable): the common zones, and the visitor's own if it is not one. */
export function ZoneSelect({ zone, onZone }: { zone: string; onZone: (zone: string) => void }) {
  const zones = commonTimeZones.includes(zone as (typeof commonTimeZones)[number]) ? [...commonTimeZones] : [zone, ...commonTimeZones];
  return (
    <label className="grid gap-2 text-sm font-medium text-fg">
      <span className="inline-flex items-center gap-1.5">
        <Globe aria-hidden strokeWidth={1.75} className="size-4 text-fg-subtle" /> Your time zone
      </span>
      <select value={zone} onChange={(event) => onZone(event.target.value)} className="h-11 rounded-md border border-fg-subtle/40 bg-paper-raised px-3 text-sm text-fg">
        {zones.map((entry) => (
          <option key={entry} value={entry}>
            {entry.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The 12/24-hour switch (it starts on the locale's own clock). */
export function ClockSwitch({ cycle, onCycle, name, className }: { cycle: HourCycle; onCycle: (cycle: HourCycle) => void; name: string; className?: string }) {
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="sr-only">Clock</legend>
      <div className="grid h-11 grid-cols-2 gap-1 rounded-md border border-fg-subtle/40 p-1 text-sm">
        {(['12', '24'] as const).map((entry) => (
          <label key={entry} className="flex cursor-pointer items-center justify-center rounded-sm px-2.5 text-center font-medium text-fg-muted has-checked:bg-accent-soft has-checked:text-fg has-focus-visible:outline-2 has-focus-visible:outline-accent">
            <input type="radio" name={name} value={entry} checked={cycle === entry} onChange={() => onCycle(entry)} className="sr-only" />
            <span aria-hidden>{entry}h</span>
            <span className="sr-only">{entry}-hour clock</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
