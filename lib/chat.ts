import { replyTimes } from '@/content/company/reply-times';
import type { Presence } from './business-hours';

/**
 * The floating widget's promise (SPEC section 9), in the business hours it counts in (`businessHoursLabel()`,
 * handed to the widget by the layout, so the hours' module is not in every page's first scripts).
 */
export const chatReplyPromise = (hoursLabel: string) => `We usually reply within ${replyTimes.chat.within} in business hours (${hoursLabel})`;

/**
 * The widget's presence lines: the status (neutral in the prerendered HTML, before the browser knows the
 * time; in, with a green dot; or away, with when the team is back) and the reply promise under it.
 */
export function chatPresenceLines(presence: Presence | null, hoursLabel: string): { tone: 'neutral' | 'open' | 'away'; status: string; promise: string } {
  const within = replyTimes.chat.within;
  if (!presence) return { tone: 'neutral', status: capitalise(hoursLabel), promise: `We usually reply within ${within}` };
  if (presence.open) return { tone: 'open', status: `Online now, until ${presence.closes}`, promise: `We usually reply within ${within}` };
  return { tone: 'away', status: `${presence.reason === 'holiday' ? 'Holiday' : 'Away'}: back ${presence.back}`, promise: `We reply within ${within} of opening` };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The classes of the presence line's dot: green while the team is in, amber while away, dimmed before the browser knows the time. */
export function chatPresenceDotClass(tone: 'neutral' | 'open' | 'away'): string {
  return `size-2 translate-y-[-0.0625rem] rounded-full ${tone === 'open' ? 'bg-emerald-400' : tone === 'away' ? 'bg-amber-400' : 'bg-on-dark-muted/50'}`;
}

/** Where the page was when the widget last decided to tuck its button away, and the page's scroll now. */
export interface ChatScroll {
  /** The scroll position the last decision was taken at. */
  last: number;
  y: number;
  viewportHeight: number;
  viewportWidth: number;
  scrollHeight: number;
}

/**
 * From this width (86rem) the page's side margin holds the chat button; below it the button sits in its own bar across
 * the bottom of the screen (components/layout/chat-widget.tsx, app/globals.css, the footer's padding: change together).
 */
export const CHAT_MARGIN_MIN_WIDTH = 1376;

/**
 * Where the chat's button sits in its bar (narrower than `CHAT_MARGIN_MIN_WIDTH`) it steps aside while the visitor
 * scrolls down (the bar takes the bottom of the text they read) and comes back as soon as they scroll up or reach
 * the end of the page. Null while the
 * scroll moved less than 8 px since the last decision (nothing changes, `last` stays); else whether it is tucked.
 */
export function chatTuckedAfterScroll({ last, y, viewportHeight, viewportWidth, scrollHeight }: ChatScroll): boolean | null {
  if (Math.abs(y - last) < 8) return null;
  const atEnd = y + viewportHeight >= scrollHeight - 8;
  return viewportWidth < CHAT_MARGIN_MIN_WIDTH && y > last && !atEnd;
}

export const CHAT_MESSAGE_MAX = 2000;

/** Send is enabled only for a message with something other than white space. */
export function canSendChatMessage(message: string): boolean {
  return message.trim().length > 0 && message.length <= CHAT_MESSAGE_MAX;
}

export const CHAT_OUTBOX_KEY = 'northstack:chat-outbox';

/** A widget message not yet acknowledged by the server (201), kept in this browser. */
export interface QueuedChatMessage {
  submissionId: string;
  message: string;
  email?: string;
  page?: string;
  at: string;
}

type OutboxStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What is waiting in this browser; entries from older versions get an id so their delivery is idempotent too. */
export function readChatOutbox(storage: OutboxStorage, newId: () => string = () => crypto.randomUUID()): QueuedChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CHAT_OUTBOX_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((entry): entry is Partial<QueuedChatMessage> => typeof entry === 'object' && entry !== null && typeof (entry as { message?: unknown }).message === 'string')
      .map((entry) => ({
        submissionId: typeof entry.submissionId === 'string' ? entry.submissionId : newId(),
        message: entry.message ?? '',
        ...(typeof entry.email === 'string' && entry.email ? { email: entry.email } : {}),
        ...(typeof entry.page === 'string' ? { page: entry.page } : {}),
        at: typeof entry.at === 'string' ? entry.at : new Date().toISOString(),
      }));
  } catch {
    return [];
  }
}

function writeChatOutbox(queue: QueuedChatMessage[], storage: OutboxStorage) {
  try {
    storage.setItem(CHAT_OUTBOX_KEY, JSON.stringify(queue));
  } catch {
    // storage blocked: the message is still on screen
  }
}

/**
 * Keeps a message in this browser until the API has stored it, so nothing a visitor writes is
 * lost; the same text sent again reuses its id (no duplicate). Returns the queued entry.
 */
export function queueChatMessage(
  entry: { message: string; email?: string; page?: string },
  storage: OutboxStorage,
  newId: () => string = () => crypto.randomUUID(),
): QueuedChatMessage {
  const queue = readChatOutbox(storage, newId);
  const message = entry.message.trim();
  const email = entry.email?.trim() || undefined;
  const existing = queue.find((item) => item.message === message && item.email === email);
  if (existing) return existing;
  const queued: QueuedChatMessage = { submissionId: newId(), message, ...(email ? { email } : {}), ...(entry.page ? { page: entry.page } : {}), at: new Date().toISOString() };
  writeChatOutbox([...queue, queued], storage);
  return queued;
}

/** Drops a delivered (or permanently refused) message from the outbox. */
export function removeChatMessage(submissionId: string, storage: OutboxStorage) {
  writeChatOutbox(readChatOutbox(storage).filter((item) => item.submissionId !== submissionId), storage);
}
