import { html, raw } from 'hono/html';
import { dateKey, type Interval } from '@/lib/schedule/format';
import { dayOf, slotTimeLabel, type SlotDay } from '@/lib/schedule/slot-days';
import type { Html } from './site-page';

/**
 * The slot list without scripts, one markup for every page the server writes: the booking page, the
 * visitor's manage (reschedule) page and the inbox's move page. Each day is a disclosure (`<details>`:
 * its summary names the day and how many times it has) holding a fieldset of radio buttons, one per
 * time, all of one name: a native radio group (Tab enters it at the chosen time, the arrow keys move
 * between times, as the WAI-ARIA radio group pattern asks) that a plain form POST sends. A day without
 * times that has a reason (a holiday, a special day, fully booked: `closed`) is a line among the days in
 * date order, with its reason and no radio, as the picker's struck days say why. The days and their words
 * come from lib/schedule/slot-days.ts, as the picker's do.
 */

export interface SlotListOptions<S extends Interval> {
  days: readonly SlotDay<S>[];
  /** The field the form posts (the chosen start, an ISO instant). */
  name?: string;
  /** The time to show chosen (a page shown again after a refusal). */
  checked?: string;
  /** A day ("YYYY-MM-DD") to show open besides the first (a link's `day`). */
  open?: string;
  /** The call's present time, marked in its day and not choosable (moving a call). */
  current?: { start: Date; label?: string };
  zone: string;
  locale?: string;
  /** A short line under a time (the office's time, who takes the call then). */
  note?: (slot: S) => string | undefined;
  /** The element ids start with this (two lists on one page stay apart). */
  id?: string;
  /**
   * Dates without times ("YYYY-MM-DD") and why ("Holiday: Founders Day", "Fully booked"), listed among the
   * days without a radio; a date the list has times on (another zone's day) is left out.
   */
  closed?: readonly { date: string; reason: string }[];
}

const choice =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line bg-white px-3 py-2 text-fg tabular-nums has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:shadow-[inset_0_0_0_1px_var(--color-accent)] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent';

export function slotList<S extends Interval>({ days, name = 'start', checked, open, current, zone, locale = 'en-US', note, id = 'slots', closed = [] }: SlotListOptions<S>): Html {
  const value = (slot: S) => new Date(slot.start).toISOString();
  const checkedDay = days.find((day) => day.times.some((time) => value(time.slot) === checked))?.date;
  const currentDate = current && dateKey(current.start, zone);
  // The present time's day is listed even when it has no other free time, so the present time is always marked.
  const listed: SlotDay<S>[] = [...days];
  if (current && currentDate && !days.some((day) => day.date === currentDate)) {
    const at = listed.findIndex((day) => day.date > currentDate);
    listed.splice(at < 0 ? listed.length : at, 0, { ...dayOf(current.start, zone, locale), times: [] });
  }
  // The struck days with their reasons, each in date order among the listed ones.
  const struck = closed.filter((entry) => !listed.some((day) => day.date === entry.date));
  const rows: (SlotDay<S> | { date: string; reason: string })[] = [...listed, ...struck].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return html`<div class="grid gap-3" id="${id}">
${rows.map((row) => {
  if (!('times' in row)) {
    const { label } = dayOf(`${row.date}T12:00:00Z`, 'UTC', locale);
    return html`<p class="flex items-center gap-3 rounded-md border border-dashed border-line px-4 py-3 text-fg-muted" id="${id}-closed-${row.date}" data-closed-day><span aria-hidden="true" class="inline-block w-[1ch]"></span><span class="whitespace-nowrap line-through decoration-fg-subtle/40">${label}</span><span class="sr-only">: </span><span class="ml-auto text-right text-sm">${row.reason}, no times</span></p>`;
  }
  const day = row;
  const marked = day.date === currentDate ? current : undefined;
  // Open: the first day with times (where a form sent with none chosen points), the asked, chosen and present ones.
  const isOpen = day.date === days[0]?.date || day.date === open || day.date === checkedDay || Boolean(marked);
  // The present time sits in its day in time order (it is never one of the times offered).
  const entries: ({ time: SlotDay<S>['times'][number] } | { time?: undefined })[] = day.times.map((time) => ({ time }));
  if (marked) {
    const at = day.times.findIndex((time) => new Date(time.slot.start).getTime() > marked.start.getTime());
    entries.splice(at < 0 ? entries.length : at, 0, {});
  }
  const count = day.times.length ? `${day.times.length} ${day.times.length === 1 ? 'time' : 'times'}` : 'no free time';
  return html`<details class="group rounded-md border border-line bg-paper-raised"${isOpen ? raw(' open') : ''}>
<summary class="flex cursor-pointer list-none items-center gap-3 px-4 py-3 font-medium text-fg [&::-webkit-details-marker]:hidden"><span aria-hidden="true" class="inline-block text-fg-muted transition-transform group-open:rotate-90">&#x203A;</span><span class="whitespace-nowrap">${day.label}</span><span class="ml-auto text-right text-sm font-normal text-fg-muted">${count}${marked ? html`<span class="block sm:inline"><span class="hidden sm:inline"> · </span>${marked.label ?? 'now'}</span>` : ''}</span></summary>
<fieldset class="min-w-0 px-4 pb-4">
<legend class="sr-only">Times on ${day.long}</legend>
<div class="grid grid-cols-2 gap-2 sm:grid-cols-4">
${entries.map(({ time }) => {
  if (!time) {
    return html`<label class="flex min-h-11 items-center gap-2 rounded-md border border-dashed border-fg-subtle px-3 py-2 text-fg-muted tabular-nums"><input type="radio" name="${name}" value="" disabled><span><span class="font-medium">${slotTimeLabel(marked!.start, zone, locale)}</span><span class="block text-xs">${marked!.label ?? 'now'}</span></span></label>`;
  }
  const line = note?.(time.slot);
  return html`<label class="${choice}"><input type="radio" name="${name}" value="${value(time.slot)}" required class="accent-[#4353ff]"${value(time.slot) === checked ? raw(' checked') : ''}><span><span class="font-medium">${time.label}</span>${line ? html`<span class="block text-xs text-fg-muted">${line}</span>` : ''}</span></label>`;
})}
</div>
</fieldset>
</details>`;
})}
</div>`;
}
