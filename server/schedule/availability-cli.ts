import type { HoursWindow } from '@/content/scheduling';
import type { Database } from '../db';
import { AvailabilityError, loadAvailability, saveAvailability, weekdayNames, type AvailabilityChange } from './availability-store';
import { availabilityFrom } from './config';

/**
 * The operator's side of the availability the inbox edits (`npm run leads -- availability …`): the same rows,
 * through the same saveAvailability (its checks, the actor "cli").
 *
 *   availability [--json]                                   the effective zone, weeks and date overrides
 *   availability hours <agency|host id> "<mon-fri=09:00-12:00,13:00-17:00; sat=>"|default
 *   availability override <YYYY-MM-DD> [--host id] [--hours 09:00-13:00[,14:00-16:00]] [--label text]   (no --hours: closed)
 *   availability remove-override <YYYY-MM-DD> [--host id]
 *   availability zone <IANA zone>|default
 */
export const availabilityUsage = 'availability [--json] | availability hours <agency|host> "<mon-fri=09:00-17:00>"|default | availability override <date> [--host id] [--hours 09:00-13:00] [--label text] | availability remove-override <date> [--host id] | availability zone <IANA>|default';

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function windowsOf(raw: string): HoursWindow[] {
  return raw.split(',').map((part) => {
    const [start = '', end = ''] = part.trim().split('-');
    return { start, end };
  });
}

/** The change a command line asks for, or null for showing; throws AvailabilityError on a malformed line. */
export function availabilityChangeOf(args: readonly string[]): AvailabilityChange | null {
  const [action, target, value] = args;
  switch (action) {
    case undefined:
    case '--json':
      return null;
    case 'hours':
      if (!target || value === undefined) throw new AvailabilityError(`hours needs an owner ("agency" or a host id) and the hours or "default". ${availabilityUsage}`);
      return { kind: 'weekly-hours', owner: target === 'agency' ? '' : target, hours: value === 'default' ? null : value };
    case 'override': {
      const hours = option(args, '--hours');
      return { kind: 'override', date: target ?? '', host: option(args, '--host'), hours: hours ? windowsOf(hours) : [], label: option(args, '--label') };
    }
    case 'remove-override':
      return { kind: 'remove-override', date: target ?? '', host: option(args, '--host') };
    case 'zone':
      if (!target) throw new AvailabilityError('zone needs an IANA zone (e.g. America/Chicago) or "default".');
      return { kind: 'settings', timeZone: target === 'default' ? null : target };
    default:
      throw new AvailabilityError(`Unknown availability command "${action.slice(0, 40)}". ${availabilityUsage}`);
  }
}

/** Runs one availability command; returns the text to print (stdout) and the exit status. */
export async function availabilityCommand(db: Database, args: readonly string[], env: Record<string, string | undefined> = process.env): Promise<{ out: string; status: number }> {
  const base = availabilityFrom(env);
  try {
    const change = availabilityChangeOf(args);
    if (change) await saveAvailability(db, change, 'cli');
  } catch (error) {
    if (!(error instanceof AvailabilityError)) throw error;
    return { out: `${error.message}\n`, status: 2 };
  }
  const effective = await loadAvailability(db, base);
  if (args.includes('--json')) return { out: `${JSON.stringify(effective, null, 2)}\n`, status: 0 };
  const week = (hours: typeof effective.weeklyHours) =>
    weekdayNames.map((name, index) => `  ${name.padEnd(10)} ${(hours[(index + 1) as 1] ?? []).map((window) => `${window.start}-${window.end}`).join(', ') || 'closed'}`).join('\n');
  const lines = [`Office time zone: ${effective.timeZone}${effective.stored.timeZone ? '' : ' (default)'}`, `The agency${effective.stored.agencyHours ? '' : ' (default)'}:`, week(effective.weeklyHours)];
  for (const [host, hours] of Object.entries(effective.hostHours)) lines.push(`${host}:`, week(hours));
  const overrides = [...Object.entries(effective.dateOverrides).map(([date, entry]) => ({ date, owner: 'everyone', entry })), ...Object.entries(effective.hostOverrides).flatMap(([host, dates]) => Object.entries(dates).map(([date, entry]) => ({ date, owner: host, entry })))].sort((a, b) => a.date.localeCompare(b.date));
  lines.push('Date overrides:', ...(overrides.length ? overrides.map(({ date, owner, entry }) => `  ${date}  ${owner.padEnd(16)} ${entry.hours.length ? entry.hours.map((window) => `${window.start}-${window.end}`).join(', ') : 'closed'}${entry.label ? `  "${entry.label}"` : ''}`) : ['  none']));
  return { out: `${lines.join('\n')}\n`, status: 0 };
}
