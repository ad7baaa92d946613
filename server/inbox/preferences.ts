import { eq } from 'drizzle-orm';
import { commonTimeZones, isTimeZone } from '@/lib/schedule/format';
import type { Database } from '../db';
import { inboxPreferences } from '../db/schema';

/**
 * A member's own zone: the inbox shows every time in it (leads, calls, activity), named. Nobody has to
 * choose one: without a choice the inbox shows the office's zone. Availability stays in the office's zone,
 * which is what the hours mean.
 */

/** Zones a member may choose: the lists' (commonTimeZones) and every zone the runtime names. */
const choosable = (): string[] => [...commonTimeZones, ...Intl.supportedValuesOf('timeZone')];

/** A zone of the list, spelt as the list spells it ('asia/kolkata' -> 'Asia/Kolkata'), or null. */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64) return null;
  const asked = value.toLowerCase();
  const zone = choosable().find((entry) => entry.toLowerCase() === asked);
  return zone && isTimeZone(zone) ? zone : null;
}

/** The zone a member reads the inbox in, and whether they chose it. */
export async function memberTimeZone(db: Database, email: string, officeZone: string): Promise<{ timeZone: string; chosen: boolean }> {
  const [row] = await db.select({ timeZone: inboxPreferences.timeZone }).from(inboxPreferences).where(eq(inboxPreferences.email, email));
  // A zone the runtime no longer knows (a renamed one) falls back to the office's rather than breaking every page.
  const chosen = row ? canonicalTimeZone(row.timeZone) : null;
  return chosen ? { timeZone: chosen, chosen: true } : { timeZone: officeZone, chosen: false };
}

/** Stores a member's zone; choosing the office's zone clears the choice, so the inbox follows the office if it moves. */
export async function saveTimeZone(db: Database, email: string, timeZone: string, officeZone: string): Promise<void> {
  if (timeZone === officeZone) {
    await db.delete(inboxPreferences).where(eq(inboxPreferences.email, email));
    return;
  }
  await db
    .insert(inboxPreferences)
    .values({ email, timeZone })
    .onConflictDoUpdate({ target: inboxPreferences.email, set: { timeZone, updatedAt: new Date() } });
}
