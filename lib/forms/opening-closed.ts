import { businessHours } from '@/content/business-hours';
import { dateKey } from '@/lib/schedule/format';

/**
 * Whether an opening takes applications no more: its file says it is taken down (`open: false`) or its last day to
 * apply (`validThrough`, shown as "Applications close February 7, 2027") is over. The day is the office's
 * (Eastern time, content/business-hours.ts): an application sent late on the last day in California still counts.
 * The server refuses such an application and the form says the role is closed, by this one rule.
 */
export function applicationsClosed(opening: { open?: boolean; validThrough: string }, now: Date = new Date()): boolean {
  return opening.open === false || dateKey(now, businessHours.timeZone) > opening.validThrough;
}
