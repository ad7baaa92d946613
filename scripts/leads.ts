/**
 * The operator CLI: `npm run leads -- <command>`.
 *
 *   list [--type contact|job-application|talent-pool|newsletter|chat] [--json]
 *   export --format csv [--type …]
 *   resume <id> > file          the resume of a submission, bytes exactly as uploaded
 *   delete <id>                 erase one submission with everything about it (resume, mails, webhooks, the inbox's note)
 *   erase-person <email>        erase a person as the inbox does: every submission naming the address, and the
 *                               address out of other people's calls, mails and notes (server/leads/erase.ts)
 *   purge --older-than 24m      delete everything older than 24 months, as `delete` does each (and vitals older
 *                               than VITALS_RETENTION_DAYS, 90)
 *   outbox [--json]             the notification outbox (pending and sent)
 *   bookings [--upcoming] [--json]  booked calls, soonest first
 *   cancel-booking <id>         cancel a booked call: the slot is free again and both sides are mailed
 *   calendars [--json]          each host's calendar (SCHEDULE_BUSY_ICS): last read, stale or not (exit 3 when one is stale)
 *   inbox-users list|add <email>|remove <email>
 *                               who may sign in to the inbox (/api/inbox); INBOX_USERS are always allowed
 *                               besides these; a removal ends that person's sessions at once
 *   vitals [--days 28] [--device mobile|tablet|desktop] [--json]
 *                               field Core Web Vitals: p75 per page and metric (server/vitals/store.ts)
 *
 * With DATABASE_URL it connects to PostgreSQL. With the embedded database (DATA_DIR) it connects to the
 * running server's database over the private unix socket in DATA_DIR (mode 0600 in a 0700 directory:
 * only this user gets in); when no server runs it opens the database itself.
 *
 * Everything is written before it exits, through a pipe too; a write error (disk full) is a failure
 * (exit 1), a reader that went away (`| head`) is not (quiet exit 0).
 */
import { openDatabase } from '../server/db';
import { deleteLead, listLeads, openResume, listOutbox, parseAge, purgeLeads, type Lead } from '../server/leads/operations';
import { isLeadType, leadTypes, type LeadType } from '../server/leads/types';
import { toCsv } from '../server/leads/csv';
import { erasePersonData } from '../server/leads/erase';
import { inboxAudit } from '../server/db/schema';
import { formatVitalsReport, parseVitalsQuery, purgeVitals, vitalsReport, vitalsRetentionDays } from '../server/vitals/store';
import { listBookings } from '../server/schedule/bookings';
import { availabilityFrom } from '../server/schedule/config';
import { availabilityCommand, availabilityUsage } from '../server/schedule/availability-cli';
import { cancelWithMails } from '../server/schedule/service';
import { calendarStatus } from '../server/schedule/calendars';
import { hostSettingsFrom } from '../server/schedule/hosts';
import { intervalLabel } from '../lib/schedule/format';
import { loadAvailability } from '../server/schedule/availability-store';
import { TEAM_LOCALE } from '../server/leads/labels';
import { site } from '../content/site';
import { addMember, listMembers, removeMember } from '../server/inbox/auth';
import { inboxSettingsFrom, isEmail, normaliseEmail } from '../server/inbox/config';

/** Writes to stdout and waits until the bytes are handed to the reader (process.exit would cut a pipe short). */
function output(data: string | Uint8Array): Promise<void> {
  return new Promise((resolve) => process.stdout.write(data, (error) => (error ? outputFailed(error) : resolve())));
}

/** A reader that stopped reading (head, less) is normal: quiet exit 0. Any other write error (disk full) fails. */
function outputFailed(error: NodeJS.ErrnoException): never {
  if (error.code === 'EPIPE') process.exit(0);
  console.error(`Could not write the output: ${error.message}`);
  process.exit(1);
}
process.stdout.on('error', outputFailed);

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function summary(lead: Lead): string {
  const who = [lead.name, lead.fullName, [lead.firstName, lead.lastName].filter(Boolean).join(' ')].find((value) => typeof value === 'string' && value) ?? '';
  const text = String(lead.message ?? lead.coverLetter ?? lead.experience ?? lead.status ?? '').replace(/\s+/g, ' ').slice(0, 60);
  return [lead.createdAt, lead.type.padEnd(15), lead.id, String(who || '-'), String(lead.email ?? '-'), text].join('  ');
}

async function main(argv: string[]) {
  const [command, ...args] = argv;
  const type = option(args, '--type');
  if (type !== undefined && !isLeadType(type)) throw new Error(`--type must be one of ${leadTypes.join(', ')}`);
  const usage = `Usage: npm run leads -- list [--type T] [--json] | export --format csv [--type T] | resume <id> > file | delete <id> | erase-person <email> | purge --older-than 24m | outbox [--json] | bookings [--upcoming] [--json] | cancel-booking <id> | calendars [--json] | inbox-users list|add|remove [email] | vitals [--days N] [--device D] [--json] | ${availabilityUsage}`;
  if (!command || !['list', 'export', 'resume', 'delete', 'erase-person', 'purge', 'outbox', 'bookings', 'cancel-booking', 'calendars', 'inbox-users', 'vitals', 'availability'].includes(command)) {
    console.error(usage);
    return 2;
  }
  if (command === 'export' && option(args, '--format') !== 'csv') throw new Error('export needs --format csv');
  const months = command === 'purge' ? parseAge(option(args, '--older-than') ?? '') : null;
  if (command === 'purge' && months === null) throw new Error('purge needs --older-than like 24m');
  const vitalsQuery = command === 'vitals' ? parseVitalsQuery(option(args, '--days'), option(args, '--device')) : null;
  if (vitalsQuery && 'error' in vitalsQuery) throw new Error(vitalsQuery.error);
  const id = args[0];
  if ((command === 'resume' || command === 'delete' || command === 'cancel-booking') && !id) throw new Error(`${command} needs an id`);

  if (command === 'erase-person' && !isEmail(normaliseEmail(args[0] ?? ''))) throw new Error('erase-person needs an email address');
  const inboxAction = command === 'inbox-users' ? args[0] : undefined;
  if (command === 'inbox-users') {
    if (!['list', 'add', 'remove'].includes(inboxAction ?? '')) throw new Error('inbox-users needs list, add <email> or remove <email>');
    if (inboxAction !== 'list' && !isEmail(normaliseEmail(args[1] ?? ''))) throw new Error(`inbox-users ${inboxAction} needs an email address`);
  }

  const handle = await openDatabase(process.env, { attach: true });
  const { db } = handle;
  try {
    switch (command) {
      case 'list': {
        const leads = await listLeads(db, type as LeadType | undefined);
        if (args.includes('--json')) await output(`${JSON.stringify(leads, null, 2)}\n`);
        else {
          await output(leads.map((lead) => `${summary(lead)}\n`).join(''));
          console.error(`${leads.length} submission${leads.length === 1 ? '' : 's'}`);
        }
        return 0;
      }
      case 'export':
        await output(toCsv(await listLeads(db, type as LeadType | undefined)));
        return 0;
      case 'outbox': {
        const rows = await listOutbox(db);
        if (args.includes('--json')) await output(`${JSON.stringify(rows, null, 2)}\n`);
        else await output(rows.map((row) => `${[row.createdAt, String(row.kind).padEnd(15), row.id, row.sentAt ? `sent ${row.sentAt}` : `pending (attempts ${row.attempts}${row.lastError ? `, last error: ${row.lastError}` : ''})`].join('  ')}\n`).join(''));
        return 0;
      }
      case 'bookings': {
        const booked = await listBookings(db, { upcoming: args.includes('--upcoming') });
        const zone = (await loadAvailability(db, availabilityFrom(process.env))).timeZone;
        if (args.includes('--json')) {
          // The token hashes are of no use to an operator.
          const rows = booked.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !key.endsWith('TokenHash'))));
          await output(`${JSON.stringify(rows, null, 2)}\n`);
        } else {
          await output(booked.map((row) => `${[intervalLabel({ start: row.startsAt, end: row.endsAt }, zone), row.status.padEnd(9), row.callType.padEnd(16), (row.host || '-').padEnd(16), row.id, row.name, row.email].join('  ')}\n`).join(''));
          console.error(`${booked.length} booking${booked.length === 1 ? '' : 's'}`);
        }
        return 0;
      }
      case 'availability': {
        // The inbox's availability rows, through the same checks (server/schedule/availability-cli.ts).
        const result = await availabilityCommand(db, args);
        if (result.status === 0) await output(result.out);
        else console.error(result.out.trimEnd());
        return result.status;
      }
      case 'calendars': {
        // The hosts' calendars as every server process sees them (calendar_sources): never a URL, only host ids.
        const status = await calendarStatus(db, hostSettingsFrom(process.env));
        if (args.includes('--json')) await output(`${JSON.stringify(status, null, 2)}\n`);
        else if (status.length === 0) console.error('No host calendars configured (SCHEDULE_BUSY_ICS).');
        else {
          await output(status.map((entry) => `${[entry.host.padEnd(18), entry.stale ? 'STALE' : 'ok   ', entry.fetchedAt ? `read ${entry.fetchedAt.toISOString()}` : 'never read', entry.lastError ? `last error: ${entry.lastError}` : ''].join('  ').trimEnd()}\n`).join(''));
          const stale = status.filter((entry) => entry.stale).map((entry) => entry.host);
          if (stale.length) console.error(`Stale (these hosts offer no times until their calendar is read): ${stale.join(', ')}`);
        }
        return status.some((entry) => entry.stale) ? 3 : 0;
      }
      case 'cancel-booking': {
        const context = { availability: availabilityFrom(process.env), siteUrl: (process.env.SITE_URL?.trim() || site.url).replace(/\/+$/, ''), inboxOrigin: inboxSettingsFrom(process.env).origin, hosts: hostSettingsFrom(process.env) };
        const cancelled = /^[0-9a-f-]{36}$/i.test(id!) ? await cancelWithMails(db, { id: id! }, context) : undefined;
        if (!cancelled) {
          console.error(`No confirmed booking with id ${id}.`);
          return 1;
        }
        console.error(`Cancelled the call of ${cancelled.name} (${intervalLabel({ start: cancelled.startsAt, end: cancelled.endsAt }, (await loadAvailability(db, context.availability)).timeZone, TEAM_LOCALE)}); the cancellation is in the outbox.`);
        return 0;
      }
      case 'inbox-users': {
        const inbox = inboxSettingsFrom(process.env);
        const email = normaliseEmail(args[1] ?? '');
        if (inboxAction === 'add') {
          await addMember(db, email);
          console.error(`${email} may now sign in to the inbox (${inbox.origin}/api/inbox).`);
        } else if (inboxAction === 'remove') {
          const removed = await removeMember(db, email);
          if (inbox.users.includes(email)) console.error(`${email} is in INBOX_USERS and stays allowed until it is removed there; its sessions and passkeys were ended.`);
          else console.error(removed ? `${email} removed; their sessions ended and their passkeys were deleted.` : `${email} was not on the list.`);
          return removed || inbox.users.includes(email) ? 0 : 1;
        } else {
          const members = await listMembers(db, inbox);
          await output(members.map((member) => `${member.email}  ${member.source === 'environment' ? '(INBOX_USERS)' : '(added here)'}\n`).join(''));
        }
        return 0;
      }
      case 'vitals': {
        const rows = await vitalsReport(db, vitalsQuery && !('error' in vitalsQuery) ? vitalsQuery : {});
        if (args.includes('--json')) await output(`${JSON.stringify(rows, null, 2)}\n`);
        else if (rows.length === 0) console.error('No measurements yet.');
        else await output(formatVitalsReport(rows).map((line) => `${line}\n`).join(''));
        return 0;
      }
      case 'resume': {
        const resume = await openResume(db, id!);
        if (!resume) {
          console.error(`No resume for ${id}.`);
          return 1;
        }
        if (process.stdout.isTTY) {
          resume.stream.destroy();
          console.error('Redirect the output to a file: npm run leads -- resume <id> > resume.pdf');
          return 1;
        }
        // Streamed chunk by chunk, as stored: never the whole file in memory.
        for await (const chunk of resume.stream) await output(chunk as Buffer);
        return 0;
      }
      case 'delete': {
        const deleted = await deleteLead(db, id!);
        if (!deleted) {
          console.error(`No submission with id ${id}.`);
          return 1;
        }
        console.error(`Deleted ${deleted.type} ${id} (with its resume, mails, webhooks and the inbox's note).`);
        return 0;
      }
      case 'erase-person': {
        // Audited as the inbox's erasure is: counts only, never the address.
        const erased = await erasePersonData(db, normaliseEmail(id!), async (tx, result) => {
          await tx.insert(inboxAudit).values({ actor: 'cli', action: 'erase-person', detail: { ...result } });
        });
        console.error(`Erased ${erased.total} submission${erased.total === 1 ? '' : 's'} (${Object.entries(erased.erased).map(([name, count]) => `${name} ${count}`).join(', ') || 'none'}); taken off ${erased.guestOf} other call${erased.guestOf === 1 ? '' : 's'} as a guest; ${erased.mails.deleted} mails to them deleted, ${erased.mails.rewritten} about others rewritten; ${erased.notes} notes.`);
        return 0;
      }
      case 'purge': {
        const counts = await purgeLeads(db, months!);
        console.error(`Deleted submissions older than ${months} months: ${Object.entries(counts).map(([name, count]) => `${name} ${count}`).join(', ')}.`);
        const days = vitalsRetentionDays(process.env);
        const vitals = await purgeVitals(db, { days });
        console.error(`Deleted vitals counters older than ${days} days (VITALS_RETENTION_DAYS): ${vitals.counters} rows, and ${vitals.quotas} daily sender quotas of past days.`);
        return 0;
      }
    }
    return 2;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
