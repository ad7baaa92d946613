import type { Database } from './db';
import { notifications } from './db/schema';

/** A new enquiry from the contact form, as the team should hear about it. */
export interface ContactNotification {
  kind: 'contact_request';
  id: string;
  createdAt: string;
  name: string;
  email: string;
  company: string | null;
  service: string | null;
  topic: string;
  message: string;
}

export type NotificationEvent = ContactNotification;

/**
 * Tells the team about events. The one implementation today writes an outbox row and a log
 * line; an e-mail notifier (SMTP or a mail API) implements the same interface, either sending
 * directly or draining the outbox (rows with sent_at null).
 */
export interface Notifier {
  notify(event: NotificationEvent): Promise<void>;
}

type Log = (line: string) => void;

/** Writes one `notifications` row per event and one structured console line. */
export function outboxNotifier(db: Database, log: Log = (line) => console.info(line)): Notifier {
  return {
    async notify(event) {
      const { kind, ...payload } = event;
      const [row] = await db.insert(notifications).values({ kind, payload }).returning({ id: notifications.id });
      // The log line carries no message text or e-mail address: those stay in the database.
      log(
        JSON.stringify({
          level: 'info',
          event: 'notification.queued',
          kind,
          notificationId: row?.id,
          enquiryId: event.id,
          topic: event.topic,
          service: event.service,
          at: new Date().toISOString(),
        }),
      );
    },
  };
}

/** Runs several notifiers; one failing does not stop the others. */
export function combineNotifiers(...notifiers: Notifier[]): Notifier {
  return {
    async notify(event) {
      const results = await Promise.allSettled(notifiers.map((notifier) => notifier.notify(event)));
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
